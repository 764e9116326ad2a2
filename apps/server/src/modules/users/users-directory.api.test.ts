import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeOrg, makeUser, signIn, signedInUser } from '../../test/factories.js';
import { caller } from './users.test-support.js';
import { usersRepository } from './users.repository.js';

/** Guides and avatars lists, the organisation switcher, and the published API description. */
describe('users directory API', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    admin = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
  });
  afterAll(() => t.close());

  const ids = (response: { json(): unknown }) => (response.json() as { userId: string }[]).map((entry) => entry.userId);

  it('lists live, active guides of the organisation only', async () => {
    const guide = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
    const inactive = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'], active: false });
    const deleted = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
    await call('DELETE', `/api/users/${deleted.userId}`, admin.cookie);
    const foreign = await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Guide'] });

    const response = await call('GET', '/api/users/guides', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([guide.userId]);
    expect(response.json()[0]).toEqual({
      userId: guide.userId,
      firstName: 'Test',
      lastName: guide.lastName,
      fullName: `Test ${guide.lastName}`,
      avatarUrl: null,
      guideType: null,
    });
    for (const hidden of [inactive, deleted, foreign]) expect(ids(response)).not.toContain(hidden.userId);
  });

  it('lists every live user of the organisation for avatars', async () => {
    const org = await signedInUser(t, ['OrganizationAdmin']);
    const inactive = await makeUser(t.ctx, { orgId: org.orgId, roles: ['Admin'], active: false });
    const deleted = await makeUser(t.ctx, { orgId: org.orgId, roles: ['Admin'] });
    await call('DELETE', `/api/users/${deleted.userId}`, org.cookie);
    const response = await call('GET', '/api/users/avatars', org.cookie);
    expect(response.statusCode).toBe(200);
    expect(ids(response).sort()).toEqual([org.user.userId, inactive.userId].sort());
    expect(response.json().every((entry: { avatarUrl: unknown }) => entry.avatarUrl === null)).toBe(true);
  });

  it('needs UsersGuidesRead for guides and UsersAvatarsRead for avatars', async () => {
    // The Guide role may see avatars (SPEC: keyed by userId) but not the guides list.
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await call('GET', '/api/users/guides', guide.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/users/avatars', guide.cookie)).statusCode).toBe(200);
    // A user with no role at all holds neither permission.
    const nobody = await makeUser(t.ctx, { orgId: admin.orgId, roles: [] });
    const cookie = await signIn(t, nobody.email);
    expect((await call('GET', '/api/users/guides', cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/users/avatars', cookie)).statusCode).toBe(403);
  });

  it('switches the organisation a platform user acts in and answers the new identity', async () => {
    const platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
    const target = await signedInUser(t, ['OrganizationAdmin']);
    const response = await call('PUT', `/api/users?newOrgId=${target.orgId}`, platform.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: platform.user.userId, orgId: target.orgId, roles: ['FoyerAdmin'] });
    expect(response.json().permissions).toContain('OrganizationsFoyerAdminRead');

    // The same session now acts in the new organisation.
    expect((await call('GET', '/api/auth/identity', platform.cookie)).json().orgId).toBe(target.orgId);
    expect((await call('GET', `/api/users/${target.user.userId}`, platform.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${admin.user.userId}`, platform.cookie)).statusCode).toBe(404);

    const support = await signedInUser(t, ['Support'], admin.orgId);
    expect((await call('PUT', `/api/users?newOrgId=${target.orgId}`, support.cookie)).json().orgId).toBe(target.orgId);
  });

  it('clears a user type when switching, since types belong to one organisation', async () => {
    const platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
    const [type] = (await call('GET', '/api/access/userTypeOptions', admin.cookie)).json();
    await inTenant(t.ctx.db, admin.orgId, (tx) =>
      usersRepository.update(tx, admin.orgId, platform.user.userId, {
        email: platform.user.email,
        firstName: platform.user.firstName,
        lastName: platform.user.lastName,
        language: 'en',
        roles: ['FoyerAdmin'],
        userTypeId: type.userTypeId,
        active: true,
      }),
    );
    const target = await makeOrg(t.ctx);
    expect((await call('PUT', `/api/users?newOrgId=${target.orgId}`, platform.cookie)).statusCode).toBe(200);
    const moved = await inTenant(t.ctx.db, target.orgId, (tx) => usersRepository.find(tx, target.orgId, platform.user.userId));
    expect(moved).toMatchObject({ orgId: target.orgId, userTypeId: null });
  });

  it('refuses switching to an unknown organisation, a bad id, without permission or session', async () => {
    const platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
    const unknown = await call('PUT', `/api/users?newOrgId=${randomUUID()}`, platform.cookie);
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/auth/identity', platform.cookie)).json().orgId).toBe(admin.orgId);

    const bad = await call('PUT', '/api/users?newOrgId=nope', platform.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('query.newOrgId');
    expect((await call('PUT', '/api/users', platform.cookie)).json().error.fields).toHaveProperty('query.newOrgId');

    const target = await makeOrg(t.ctx);
    const organizationAdmin = await call('PUT', `/api/users?newOrgId=${target.orgId}`, admin.cookie);
    expect(organizationAdmin.statusCode).toBe(403);
    expect((await call('GET', '/api/auth/identity', admin.cookie)).json().orgId).toBe(admin.orgId);
    expect((await call('PUT', `/api/users?newOrgId=${target.orgId}`)).statusCode).toBe(401);
  });

  it('publishes every users and notifications route in the OpenAPI document', async () => {
    const response = await call('GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/users',
      '/api/users/{userId}',
      '/api/users/{userId}/avatar',
      '/api/users/guides',
      '/api/users/avatars',
      '/api/access/userTypeOptions',
      '/api/access/userTypes',
      '/api/notifications/users/{userId}',
      '/api/notifications/organization',
    ]) {
      expect(paths).toContain(path);
    }
    const upload = response.json().paths['/api/users/{userId}/avatar'].put;
    expect(Object.keys(upload.requestBody.content)).toEqual(['image/jpeg', 'image/png']);
  });
});
