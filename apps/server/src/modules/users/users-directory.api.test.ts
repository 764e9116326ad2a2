import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeOrg, makeUser, signIn, signedInUser } from '../../test/factories.js';

import { usersRepository } from './users.repository.js';
import { anonymous, apiClient, type Answer } from '../../test/api-client.js';

/** Guides and avatars lists, the organisation switcher, and the published API description. */
describe('users directory API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
  });
  afterAll(() => t.close());

  const ids = (response: Answer) => (response.json as { userId: string }[]).map((entry) => entry.userId);

  it('lists live, active guides of the organisation only', async () => {
    const guide = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
    const inactive = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'], active: false });
    const deleted = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
    await admin.delete(`/api/users/${deleted.userId}`);
    const foreign = await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Guide'] });

    const response = await admin.get('/api/users/guides');
    expect(response.status).toBe(200);
    expect(ids(response)).toEqual([guide.userId]);
    expect(response.json[0]).toEqual({
      userId: guide.userId,
      firstName: 'Test',
      lastName: guide.lastName,
      fullName: `Test ${guide.lastName}`,
      avatarUrl: null,
      guideType: null,
      hasPhone: false,
      active: true,
    });
    for (const hidden of [inactive, deleted, foreign]) expect(ids(response)).not.toContain(hidden.userId);
  });

  it('lists every live user of the organisation for avatars', async () => {
    const org = await signedInUser(t, ['OrganizationAdmin']);
    const inactive = await makeUser(t.ctx, { orgId: org.orgId, roles: ['Admin'], active: false });
    const deleted = await makeUser(t.ctx, { orgId: org.orgId, roles: ['Admin'] });
    await org.delete(`/api/users/${deleted.userId}`);
    const response = await org.get('/api/users/avatars');
    expect(response.status).toBe(200);
    expect(ids(response).sort()).toEqual([org.user.userId, inactive.userId].sort());
    expect(response.json.every((entry: { avatarUrl: unknown }) => entry.avatarUrl === null)).toBe(true);
    // Said, so a deactivated user is offered no more as a notification's recipient.
    const activeOf = (userId: string) => response.json.find((entry: { userId: string }) => entry.userId === userId)?.active;
    expect([activeOf(org.user.userId), activeOf(inactive.userId)]).toEqual([true, false]);
  });

  it('needs UsersGuidesRead for guides and UsersAvatarsRead for avatars', async () => {
    // The Guide role may see avatars (SPEC: keyed by userId) but not the guides list.
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await guide.get('/api/users/guides')).status).toBe(403);
    expect((await guide.get('/api/users/avatars')).status).toBe(200);
    // A user with no role at all holds neither permission.
    const nobody = await makeUser(t.ctx, { orgId: admin.orgId, roles: [] });
    const cookie = await signIn(t, nobody.email);
    expect((await apiClient(t, cookie).get('/api/users/guides')).status).toBe(403);
    expect((await apiClient(t, cookie).get('/api/users/avatars')).status).toBe(403);
  });

  it('switches the organisation a platform user acts in and answers the new identity', async () => {
    const platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
    const target = await signedInUser(t, ['OrganizationAdmin']);
    const response = await platform.put(`/api/users?newOrgId=${target.orgId}`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ userId: platform.user.userId, orgId: target.orgId, roles: ['FoyerAdmin'] });
    expect(response.json.permissions).toContain('OrganizationsFoyerAdminRead');

    // The same session now acts in the new organisation.
    expect((await platform.get('/api/auth/identity')).json.orgId).toBe(target.orgId);
    expect((await platform.get(`/api/users/${target.user.userId}`)).status).toBe(200);
    expect((await platform.get(`/api/users/${admin.user.userId}`)).status).toBe(404);

    const support = await signedInUser(t, ['Support'], admin.orgId);
    expect((await support.put(`/api/users?newOrgId=${target.orgId}`)).json.orgId).toBe(target.orgId);
  });

  it('clears a user type when switching, since types belong to one organisation', async () => {
    const platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
    const [type] = (await admin.get('/api/access/userTypeOptions')).json;
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
    expect((await platform.put(`/api/users?newOrgId=${target.orgId}`)).status).toBe(200);
    const moved = await inTenant(t.ctx.db, target.orgId, (tx) => usersRepository.find(tx, target.orgId, platform.user.userId));
    expect(moved).toMatchObject({ orgId: target.orgId, userTypeId: null });
  });

  it('refuses switching to an unknown organisation, a bad id, without permission or session', async () => {
    const platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
    const unknown = await platform.put(`/api/users?newOrgId=${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect((await platform.get('/api/auth/identity')).json.orgId).toBe(admin.orgId);

    const bad = await platform.put('/api/users?newOrgId=nope');
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('query.newOrgId');
    expect((await platform.put('/api/users')).json.error.fields).toHaveProperty('query.newOrgId');

    const target = await makeOrg(t.ctx);
    const organizationAdmin = await admin.put(`/api/users?newOrgId=${target.orgId}`);
    expect(organizationAdmin.status).toBe(403);
    expect((await admin.get('/api/auth/identity')).json.orgId).toBe(admin.orgId);
    expect((await anonymous(t).put(`/api/users?newOrgId=${target.orgId}`)).status).toBe(401);
  });

  it('publishes every users and notifications route in the OpenAPI document', async () => {
    const response = await anonymous(t).get('/api/openapi.json');
    expect(response.status).toBe(200);
    const paths = Object.keys(response.json.paths);
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
    const upload = response.json.paths['/api/users/{userId}/avatar'].put;
    expect(Object.keys(upload.requestBody.content)).toEqual(['image/jpeg', 'image/png']);
  });
});
