import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@foyer/contracts';
import { sessions } from '../../db/schema/index.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeOrg, makeUser, signIn, signedInUser } from '../../test/factories.js';
import { USER_POLICY_MESSAGES } from './users.policy.js';
import { caller, freshEmail, mailsTo, queuedMails, userBody } from './users.test-support.js';

describe('users API', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    admin = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
  });
  afterAll(() => t.close());

  it('creates a user without a password, queues the verification mail, and reads it back', async () => {
    const email = freshEmail('new');
    const created = await call(
      'POST',
      '/api/users',
      admin.cookie,
      userBody({ email: email.toUpperCase(), guideType: 'Regular', phone: '+45 1234' }),
    );
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      email,
      orgId: admin.orgId,
      firstName: 'Nina',
      roles: ['Guide'],
      guideType: 'Regular',
      phone: '+45 1234',
      language: 'en',
      emailVerified: false,
      active: true,
      avatarUrl: null,
      userTypeId: null,
    });

    const [mail] = await mailsTo(t, email);
    expect(mail?.payload.text).toMatch(/http:\/\/foyer\.test\/verify-email\?token=[\w-]{20,}/);
    // No password yet: nobody can sign in to the account until the link is followed.
    const login = await call('POST', '/api/auth/login', undefined, { email, password: 'anything-at-all' });
    expect(login.statusCode).toBe(401);

    const read = await call('GET', `/api/users/${user.userId}`, admin.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(user);
  });

  it("takes the user type's roles and guide type when no roles are given", async () => {
    const options = (await call('GET', '/api/access/userTypeOptions', admin.cookie)).json();
    const integrator = options.find((option: { name: string }) => option.name === 'Integrator guide');
    const created = await call('POST', '/api/users', admin.cookie, userBody({ roles: [], userTypeId: integrator.userTypeId }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ roles: ['Guide'], guideType: 'Integrator', userTypeId: integrator.userTypeId });

    const explicit = await call('POST', '/api/users', admin.cookie, userBody({ roles: ['Admin'], userTypeId: integrator.userTypeId }));
    expect(explicit.json()).toMatchObject({ roles: ['Admin'], guideType: null });
  });

  it('needs roles, or a user type of this organisation', async () => {
    const noRoles = await call('POST', '/api/users', admin.cookie, userBody({ roles: undefined }));
    expect(noRoles.statusCode).toBe(400);
    expect(noRoles.json().error.fields).toEqual({ roles: USER_MESSAGES.chooseRole });

    const other = await signedInUser(t, ['OrganizationAdmin']);
    const foreignType = (await call('GET', '/api/access/userTypeOptions', other.cookie)).json()[0];
    const response = await call('POST', '/api/users', admin.cookie, userBody({ roles: [], userTypeId: foreignType.userTypeId }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ userTypeId: USER_MESSAGES.unknownUserType });
  });

  it('answers an address live in another organisation exactly as a new one, and both people sign in to their own', async () => {
    const elsewhere = await makeOrg(t.ctx);
    const existing = await makeUser(t.ctx, { orgId: elsewhere.orgId, roles: ['Admin'], password: 'the-other-museum-1' });
    const shape = (response: { statusCode: number; json(): Record<string, unknown> }) => ({
      status: response.statusCode,
      keys: Object.keys(response.json()).sort(),
      emailVerified: response.json().emailVerified,
    });
    const fresh = await call('POST', '/api/users', admin.cookie, userBody());
    const reused = await call('POST', '/api/users', admin.cookie, userBody({ email: existing.email.toUpperCase() }));
    expect(shape(reused)).toEqual(shape(fresh));
    expect(reused.json()).toMatchObject({ email: existing.email, orgId: admin.orgId });
    expect(reused.json().userId).not.toBe(existing.userId);

    // The verification mail goes out, naming this organisation; its link lets the person choose a password.
    const [mail] = await mailsTo(t, existing.email);
    const adminOrganization = (await call('GET', `/api/organizations/${admin.orgId}`, admin.cookie)).json().name;
    expect(mail?.payload.text).toContain(adminOrganization);
    const verifyToken = mail!.payload.text.match(/verify-email\?token=([\w-]+)/)![1]!;
    const verified = await call('POST', '/api/auth/verify-email', undefined, { token: verifyToken });
    expect(verified.statusCode).toBe(200);
    const password = 'this-museum-pass-2';
    const chosen = await call('POST', '/api/auth/reset-password', undefined, {
      token: verified.json().resetToken,
      password,
      passwordConfirmation: password,
    });
    expect(chosen.statusCode).toBe(200);

    const here = await call('POST', '/api/auth/login', undefined, { email: existing.email, password });
    expect(here.json()).toMatchObject({ userId: reused.json().userId, orgId: admin.orgId });
    const there = await call('POST', '/api/auth/login', undefined, { email: existing.email, password: 'the-other-museum-1' });
    expect(there.json()).toMatchObject({ userId: existing.userId, orgId: elsewhere.orgId });
  });

  it('refuses with 409 an address live in the own organisation, whatever its case, and queues no mail', async () => {
    const colleague = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Admin'] });
    const mailsBefore = (await queuedMails(t)).length;
    const response = await call('POST', '/api/users', admin.cookie, userBody({ email: colleague.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'conflict', fields: { email: USER_MESSAGES.emailTaken } });
    expect((await queuedMails(t)).length).toBe(mailsBefore);
  });

  it('names each invalid field', async () => {
    const body = await call('POST', '/api/users', admin.cookie, {
      email: 'not-an-email',
      firstName: ' ',
      roles: ['Wizard'],
      limitDataAccessFrom: '2024-13-40',
    });
    expect(body.statusCode).toBe(400);
    expect(Object.keys(body.json().error.fields).sort()).toEqual(['email', 'firstName', 'lastName', 'limitDataAccessFrom', 'roles.0']);

    const query = await call('GET', '/api/users?page=0&role=Wizard', admin.cookie);
    expect(query.statusCode).toBe(400);
    // The error plugin names query fields after Fastify's validation context.
    expect(Object.keys(query.json().error.fields).sort()).toEqual(['query.page', 'query.role']);

    expect((await call('GET', '/api/users/not-an-id', admin.cookie)).json().error.fields).toHaveProperty('params.userId');
    expect((await call('PUT', '/api/users/not-an-id', admin.cookie, userBody())).json().error.fields).toHaveProperty('params.userId');
  });

  it('lists page by page, sorted by last then first name, with search and role filters, without deleted users', async () => {
    const org = await signedInUser(t, ['OrganizationAdmin']);
    const add = async (firstName: string, lastName: string, roles: string[], email = freshEmail()) =>
      (await call('POST', '/api/users', org.cookie, userBody({ firstName, lastName, roles, email }))).json();
    await add('Zoe', 'adams', ['Guide'], freshEmail('axb'));
    const carl = await add('Carl', 'Baker', ['Admin']);
    await add('amy', 'Baker', ['Guide'], freshEmail('a_b'));
    // The signed-in admin is "Test User …", so sorts last.
    const page1 = (await call('GET', '/api/users?size=2', org.cookie)).json();
    expect(page1.page).toEqual({ number: 1, size: 2 });
    expect(page1.total).toBe(4);
    expect(page1.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Zoe', 'amy']);
    const page2 = (await call('GET', '/api/users?size=2&page=2', org.cookie)).json();
    expect(page2.items.map((u: { firstName: string; lastName: string }) => u.firstName)).toEqual(['Carl', 'Test']);

    const names = async (query: string) =>
      (await call('GET', `/api/users?${query}`, org.cookie)).json().items.map((u: { firstName: string }) => u.firstName);
    expect(await names('search=BAKER')).toEqual(['amy', 'Carl']);
    expect(await names('search=carl%20baker')).toEqual(['Carl']);
    // % and _ are literal characters, not wildcards.
    expect(await names('search=a_b')).toEqual(['amy']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('role=Guide')).toEqual(['Zoe', 'amy']);
    expect(await names('role=Guide&search=zoe')).toEqual(['Zoe']);

    expect((await call('DELETE', `/api/users/${carl.userId}`, org.cookie)).statusCode).toBe(200);
    const afterDelete = (await call('GET', '/api/users', org.cookie)).json();
    expect(afterDelete.total).toBe(3);
    expect(afterDelete.items.map((u: { userId: string }) => u.userId)).not.toContain(carl.userId);
  });

  it('updates a user; a changed email is unverified and gets a new verification mail', async () => {
    const person = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
    const body = { email: person.email, firstName: 'Renamed', lastName: 'Person', roles: ['Guide', 'Admin'], language: 'da' };
    const same = await call('PUT', `/api/users/${person.userId}`, admin.cookie, body);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ firstName: 'Renamed', roles: ['Guide', 'Admin'], language: 'da', emailVerified: true });
    expect(await mailsTo(t, person.email)).toHaveLength(0);

    const newEmail = freshEmail('moved');
    const changed = await call('PUT', `/api/users/${person.userId}`, admin.cookie, { ...body, email: newEmail });
    expect(changed.json()).toMatchObject({ email: newEmail, emailVerified: false });
    const [mail] = await mailsTo(t, newEmail);
    expect(mail?.payload.text).toContain('/verify-email?token=');

    const taken = await call('PUT', `/api/users/${person.userId}`, admin.cookie, { ...body, email: admin.user.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: USER_MESSAGES.emailTaken });

    // An address live only in another organisation is no conflict, and tells nothing.
    const elsewhere = await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Admin'] });
    const moved = await call('PUT', `/api/users/${person.userId}`, admin.cookie, { ...body, email: elsewhere.email });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ email: elsewhere.email, emailVerified: false });
  });

  it('deletes softly: sessions end, the user is gone, the address is free again; never yourself', async () => {
    const person = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Admin'] });
    const cookie = await signIn(t, person.email);
    expect((await call('GET', '/api/auth/identity', cookie)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/users/${person.userId}`, admin.cookie)).json()).toEqual({ ok: true });
    expect((await call('GET', '/api/auth/identity', cookie)).statusCode).toBe(401);
    // Revoked, not merely orphaned: nothing would revive them.
    const rows = await inPlatformScope(t.ctx.db, (tx) => tx.select().from(sessions).where(eq(sessions.userId, person.userId)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await call('GET', `/api/users/${person.userId}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/${person.userId}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/users', admin.cookie, userBody({ email: person.email }))).statusCode).toBe(201);

    const self = await call('DELETE', `/api/users/${admin.user.userId}`, admin.cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(USER_POLICY_MESSAGES.ownDeletion);
  });

  it('keeps platform roles and platform accounts for Foyer administrators', async () => {
    const grant = await call('POST', '/api/users', admin.cookie, userBody({ roles: ['Admin', 'Support'] }));
    expect(grant.statusCode).toBe(403);
    expect(grant.json().error.message).toBe(USER_POLICY_MESSAGES.platformRoles);

    const guide = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
    const promote = await call(
      'PUT',
      `/api/users/${guide.userId}`,
      admin.cookie,
      userBody({ email: guide.email, roles: ['Guide', 'FoyerAdmin'] }),
    );
    expect(promote.statusCode).toBe(403);

    const support = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Support'] });
    expect(
      (await call('PUT', `/api/users/${support.userId}`, admin.cookie, userBody({ email: support.email, roles: ['Support'] }))).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/users/${support.userId}`, admin.cookie)).statusCode).toBe(403);

    const platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
    const granted = await call('POST', '/api/users', platform.cookie, userBody({ roles: ['Support'] }));
    expect(granted.statusCode).toBe(201);
    expect(granted.json().roles).toEqual(['Support']);
    expect((await call('DELETE', `/api/users/${support.userId}`, platform.cookie)).statusCode).toBe(200);
  });

  it('refuses removing your own OrganizationAdmin role or deactivating yourself with 409', async () => {
    const self = { email: admin.user.email, firstName: 'Test', lastName: admin.user.lastName };
    const demote = await call('PUT', `/api/users/${admin.user.userId}`, admin.cookie, { ...self, roles: ['Admin'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe(USER_POLICY_MESSAGES.ownAdminRole);
    const deactivate = await call('PUT', `/api/users/${admin.user.userId}`, admin.cookie, {
      ...self,
      roles: ['Admin', 'OrganizationAdmin'],
      active: false,
    });
    expect(deactivate.statusCode).toBe(409);
    const keep = await call('PUT', `/api/users/${admin.user.userId}`, admin.cookie, { ...self, roles: ['OrganizationAdmin', 'Admin'] });
    expect(keep.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/identity', admin.cookie)).json().permissions).toContain('UsersAdminWrite');
  });

  it('lets users read themselves, but needs UsersAdminRead/Write for everything else', async () => {
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await call('GET', `/api/users/${guide.user.userId}`, guide.cookie)).statusCode).toBe(200);
    const forbidden = [
      await call('GET', `/api/users/${admin.user.userId}`, guide.cookie),
      await call('GET', '/api/users', guide.cookie),
      await call('POST', '/api/users', guide.cookie, userBody()),
      await call('PUT', `/api/users/${guide.user.userId}`, guide.cookie, userBody({ email: guide.user.email })),
      await call('DELETE', `/api/users/${admin.user.userId}`, guide.cookie),
    ];
    expect(forbidden.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(forbidden[0]!.json().error.code).toBe('forbidden');

    // Support reads users of the organisation it acts in, but changes nothing.
    const support = await signedInUser(t, ['Support'], admin.orgId);
    expect((await call('GET', `/api/users/${guide.user.userId}`, support.cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/users', support.cookie, userBody())).statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const id = admin.user.userId;
    const responses = [
      await call('GET', '/api/users'),
      await call('POST', '/api/users', undefined, userBody()),
      await call('GET', `/api/users/${id}`),
      await call('PUT', `/api/users/${id}`, undefined, userBody()),
      await call('DELETE', `/api/users/${id}`),
      await call('GET', '/api/users/guides'),
      await call('GET', '/api/users/avatars'),
      await call('PUT', `/api/users?newOrgId=${admin.orgId}`),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual(Array(responses.length).fill(401));
    expect(responses[0]!.json().error.code).toBe('unauthenticated');
  });

  it("answers 404 for another organisation's user and never lists it", async () => {
    const other = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
    const id = other.user.userId;
    expect((await call('GET', `/api/users/${id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/users/${id}`, admin.cookie, userBody({ email: other.user.email }))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/${id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/users/${randomUUID()}`, admin.cookie)).statusCode).toBe(404);
    const listed = (await call('GET', `/api/users?size=200&search=${encodeURIComponent(other.user.email)}`, admin.cookie)).json();
    expect(listed.total).toBe(0);
    // Untouched by the attempts above.
    expect((await call('GET', '/api/auth/identity', other.cookie)).statusCode).toBe(200);
  });
});
