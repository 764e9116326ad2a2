import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@foyer/contracts';
import { sessions, users } from '../../db/schema/index.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { anonymous, as, type Answer } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeOrg, makeUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { USER_POLICY_MESSAGES } from './users.policy.js';
import { mailsTo, queuedMails } from '../outbox/testing.js';
import { freshEmail, userBody } from './users.test-support.js';

describe('users API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
  });
  afterAll(() => t.close());

  it('creates a user without a password, queues the verification mail, and reads it back', async () => {
    const email = freshEmail('new');
    const created = await admin.post('/api/users', userBody({ email: email.toUpperCase(), guideType: 'Regular', phone: '+45 1234' }));
    expect(created.status).toBe(201);
    const user = created.json;
    expect(user).toMatchObject({
      email,
      orgId: admin.orgId,
      firstName: 'Nina',
      roles: ['Guide'],
      guideType: 'Regular',
      phone: '+45 1234',
      language: 'en',
      emailVerified: false,
      passwordSet: false,
      active: true,
      avatarUrl: null,
      userTypeId: null,
    });

    const [mail] = await mailsTo(t, email);
    expect(mail?.payload.text).toMatch(/http:\/\/foyer\.test\/verify-email\?token=[\w-]{20,}/);
    // No password yet: nobody can sign in to the account until the link is followed.
    const login = await anonymous(t).post('/api/auth/login', { email, password: 'anything-at-all' });
    expect(login.status).toBe(401);

    const read = await admin.get(`/api/users/${user.userId}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(user);
  });

  it("takes the user type's roles and guide type when no roles are given", async () => {
    const options = (await admin.get('/api/access/userTypeOptions')).json;
    const integrator = options.find((option: { name: string }) => option.name === 'Integrator guide');
    const created = await admin.post('/api/users', userBody({ roles: [], userTypeId: integrator.userTypeId }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ roles: ['Guide'], guideType: 'Integrator', userTypeId: integrator.userTypeId });

    const explicit = await admin.post('/api/users', userBody({ roles: ['Admin'], userTypeId: integrator.userTypeId }));
    expect(explicit.json).toMatchObject({ roles: ['Admin'], guideType: null });
    // A guide type sent beside other roles (a form whose Guide role was unticked) is not kept.
    const stale = await admin.post('/api/users', userBody({ email: freshEmail('stale-guide'), roles: ['Admin'], guideType: 'Regular' }));
    expect(stale.status, stale.body).toBe(201);
    expect(stale.json).toMatchObject({ roles: ['Admin'], guideType: null });
  });

  it('refuses an account on a Foyer staff address, which would lock them out of this museum', async () => {
    const staffEmail = freshEmail();
    const staff = await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Support'], email: staffEmail });
    const created = await admin.post('/api/users', userBody({ email: staffEmail.toUpperCase() }));
    expect(created.status).toBe(409);
    expect(created.json.error.fields).toEqual({ email: USER_MESSAGES.emailOfFoyerStaff });
    expect(created.json.error.fieldReasons.email).toEqual({ reason: 'users.emailOfFoyerStaff' });
    const guide = (await admin.post('/api/users', userBody())).json;
    const changed = await admin.put(`/api/users/${guide.userId}`, userBody({ email: staffEmail, firstName: guide.firstName }));
    expect(changed.status).toBe(409);
    expect(changed.json.error.fields).toEqual({ email: USER_MESSAGES.emailOfFoyerStaff });
    expect((await admin.get(`/api/users/${guide.userId}`)).json.email).toBe(guide.email);
    // An address a museum's own account has in another museum is still no conflict.
    const elsewhere = await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Admin'], email: freshEmail() });
    expect((await admin.post('/api/users', userBody({ email: elsewhere.email }))).status).toBe(201);
    // Once the staff account is gone, the address is free.
    await inPlatformScope(t.ctx.db, (tx) => tx.update(users).set({ deletedAt: new Date() }).where(eq(users.userId, staff.userId)));
    expect((await admin.post('/api/users', userBody({ email: staffEmail }))).status).toBe(201);
  });

  it('needs roles, or a user type of this organisation', async () => {
    const noRoles = await admin.post('/api/users', userBody({ roles: undefined }));
    expect(noRoles.status).toBe(400);
    expect(noRoles.json.error.fields).toEqual({ roles: USER_MESSAGES.chooseRole });

    const other = await signedInUser(t, ['OrganizationAdmin']);
    const foreignType = (await other.get('/api/access/userTypeOptions')).json[0];
    const response = await admin.post('/api/users', userBody({ roles: [], userTypeId: foreignType.userTypeId }));
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({ userTypeId: USER_MESSAGES.unknownUserType });
  });

  it('answers an address live in another organisation exactly as a new one, and both people sign in to their own', async () => {
    const elsewhere = await makeOrg(t.ctx);
    const existing = await makeUser(t.ctx, { orgId: elsewhere.orgId, roles: ['Admin'], password: 'the-other-museum-1' });
    const shape = (response: Answer) => ({
      status: response.status,
      keys: Object.keys(response.json).sort(),
      emailVerified: response.json.emailVerified,
    });
    const fresh = await admin.post('/api/users', userBody());
    const reused = await admin.post('/api/users', userBody({ email: existing.email.toUpperCase() }));
    expect(shape(reused)).toEqual(shape(fresh));
    expect(reused.json).toMatchObject({ email: existing.email, orgId: admin.orgId });
    expect(reused.json.userId).not.toBe(existing.userId);

    // The verification mail goes out, naming this organisation; its link lets the person choose a password.
    const [mail] = await mailsTo(t, existing.email);
    const adminOrganization = (await admin.get(`/api/organizations/${admin.orgId}`)).json.name;
    expect(mail?.payload.text).toContain(adminOrganization);
    const verifyToken = mail!.payload.text.match(/verify-email\?token=([\w-]+)/)![1]!;
    const verified = await anonymous(t).post('/api/auth/verify-email', { token: verifyToken });
    expect(verified.status).toBe(200);
    const password = 'this-museum-pass-2';
    const chosen = await anonymous(t).post('/api/auth/reset-password', {
      token: verified.json.resetToken,
      password,
      passwordConfirmation: password,
    });
    expect(chosen.status).toBe(200);

    const here = await anonymous(t).post('/api/auth/login', { email: existing.email, password });
    expect(here.json).toMatchObject({ userId: reused.json.userId, orgId: admin.orgId });
    const there = await anonymous(t).post('/api/auth/login', { email: existing.email, password: 'the-other-museum-1' });
    expect(there.json).toMatchObject({ userId: existing.userId, orgId: elsewhere.orgId });
  });

  it('refuses with 409 an address live in the own organisation, whatever its case, and queues no mail', async () => {
    const colleague = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Admin'] });
    const mailsBefore = (await queuedMails(t)).length;
    const response = await admin.post('/api/users', userBody({ email: colleague.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.json.error).toMatchObject({ code: 'conflict', fields: { email: USER_MESSAGES.emailTaken } });
    expect((await queuedMails(t)).length).toBe(mailsBefore);
  });

  it('names each invalid field', async () => {
    const body = await admin.post('/api/users', {
      email: 'not-an-email',
      firstName: ' ',
      roles: ['Wizard'],
      limitDataAccessFrom: '2024-13-40',
      phone: 'ring me not',
    });
    expect(body.status).toBe(400);
    expect(Object.keys(body.json.error.fields).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'limitDataAccessFrom',
      'phone',
      'roles.0',
    ]);
    // SMS notifications go to the phone: it must be a number (SPEC §5's wording, with its reason).
    expect(body.json.error.fields.phone).toBe('Phone number must be valid');
    expect(body.json.error.fieldReasons.phone).toEqual({ reason: 'shop.phoneInvalid' });
    for (const phone of ['abc', '+', '12', '+45 12 34 56 78 90 12 34 56', '12  34', '+45-', '45+1234']) {
      const refused = await admin.post('/api/users', userBody({ email: `phone-${phone.length}@museum.test`, phone }));
      expect(refused.status, phone).toBe(400);
      expect(Object.keys(refused.json.error.fields), phone).toEqual(['phone']);
    }
    for (const [phone, kept] of [
      ['+45 12 34 56 78', '+45 12 34 56 78'],
      [' 0045-12345678 ', '0045-12345678'],
      ['', null],
    ] as const) {
      const created = await admin.post('/api/users', userBody({ email: `kept-${phone.trim().length}@museum.test`, phone }));
      expect(created.status, phone).toBe(201);
      expect(created.json.phone, phone).toBe(kept);
    }

    const query = await admin.get('/api/users?page=0&role=Wizard');
    expect(query.status).toBe(400);
    // The error plugin names query fields after Fastify's validation context.
    expect(Object.keys(query.json.error.fields).sort()).toEqual(['query.page', 'query.role']);

    expect((await admin.get('/api/users/not-an-id')).json.error.fields).toHaveProperty('params.userId');
    expect((await admin.put('/api/users/not-an-id', userBody())).json.error.fields).toHaveProperty('params.userId');
  });

  it('lists page by page, sorted by last then first name, with search and role filters, without deleted users', async () => {
    const org = await signedInUser(t, ['OrganizationAdmin']);
    const add = async (firstName: string, lastName: string, roles: string[], email = freshEmail()) =>
      (await org.post('/api/users', userBody({ firstName, lastName, roles, email }))).json;
    await add('Zoe', 'adams', ['Guide'], freshEmail('axb'));
    const carl = await add('Carl', 'Baker', ['Admin']);
    await add('amy', 'Baker', ['Guide'], freshEmail('a_b'));
    // The signed-in admin is "Test User …", so sorts last.
    const page1 = (await org.get('/api/users?size=2')).json;
    expect(page1.page).toEqual({ number: 1, size: 2 });
    expect(page1.total).toBe(4);
    expect(page1.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Zoe', 'amy']);
    const page2 = (await org.get('/api/users?size=2&page=2')).json;
    expect(page2.items.map((u: { firstName: string; lastName: string }) => u.firstName)).toEqual(['Carl', 'Test']);

    const names = async (query: string) => (await org.get(`/api/users?${query}`)).json.items.map((u: { firstName: string }) => u.firstName);
    expect(await names('search=BAKER')).toEqual(['amy', 'Carl']);
    expect(await names('search=carl%20baker')).toEqual(['Carl']);
    // % and _ are literal characters, not wildcards.
    expect(await names('search=a_b')).toEqual(['amy']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('role=Guide')).toEqual(['Zoe', 'amy']);
    expect(await names('role=Guide&search=zoe')).toEqual(['Zoe']);

    expect((await org.delete(`/api/users/${carl.userId}`)).status).toBe(200);
    const afterDelete = (await org.get('/api/users')).json;
    expect(afterDelete.total).toBe(3);
    expect(afterDelete.items.map((u: { userId: string }) => u.userId)).not.toContain(carl.userId);
  });

  it('updates a user; a changed email is unverified and gets a new verification mail', async () => {
    const person = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
    const body = { email: person.email, firstName: 'Renamed', lastName: 'Person', roles: ['Guide', 'Admin'], language: 'da' };
    const same = await admin.put(`/api/users/${person.userId}`, body);
    expect(same.status).toBe(200);
    expect(same.json).toMatchObject({ firstName: 'Renamed', roles: ['Guide', 'Admin'], language: 'da', emailVerified: true });
    expect(await mailsTo(t, person.email)).toHaveLength(0);

    const newEmail = freshEmail('moved');
    const changed = await admin.put(`/api/users/${person.userId}`, { ...body, email: newEmail });
    expect(changed.json).toMatchObject({ email: newEmail, emailVerified: false, passwordSet: true });
    const [mail] = await mailsTo(t, newEmail);
    expect(mail?.payload.text).toContain('/verify-email?token=');

    const taken = await admin.put(`/api/users/${person.userId}`, { ...body, email: admin.user.email });
    expect(taken.status).toBe(409);
    expect(taken.json.error.fields).toEqual({ email: USER_MESSAGES.emailTaken });

    // An address live only in another organisation is no conflict, and tells nothing.
    const elsewhere = await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Admin'] });
    const moved = await admin.put(`/api/users/${person.userId}`, { ...body, email: elsewhere.email });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ email: elsewhere.email, emailVerified: false });
  });

  describe('two admins editing one user', () => {
    const edit = (user: { email: string; firstName: string; lastName: string; roles: string[] }, changes: object) => ({
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: user.roles,
      ...changes,
    });

    it('refuses a save from a copy someone has saved over since (409 stale_version), changing nothing', async () => {
      const person = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
      const opened = (await admin.get(`/api/users/${person.userId}`)).json;
      expect(opened.updatedAt).toEqual(expect.any(String));

      const first = await admin.put(`/api/users/${person.userId}`, edit(opened, { firstName: 'Anna', updatedAt: opened.updatedAt }));
      expect(first.status).toBe(200);
      expect(first.json.updatedAt).not.toBe(opened.updatedAt);

      const second = await admin.put(`/api/users/${person.userId}`, edit(opened, { lastName: 'Berg', updatedAt: opened.updatedAt }));
      expect(second.status).toBe(409);
      expect(second.json.error).toEqual({ code: 'stale_version', message: USER_MESSAGES.changedSince, reason: 'users.changedSince' });
      expect((await admin.get(`/api/users/${person.userId}`)).json).toEqual(first.json);

      // Made again from the copy the first save left, it goes through, keeping both changes.
      const again = await admin.put(`/api/users/${person.userId}`, edit(first.json, { lastName: 'Berg', updatedAt: first.json.updatedAt }));
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ firstName: 'Anna', lastName: 'Berg' });
    });

    it('still saves a form opened before the user changed their own password (not a field of the form)', async () => {
      const person = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
      const opened = (await admin.get(`/api/users/${person.userId}`)).json;
      const changed = await (
        await as(t, person)
      ).post('/api/auth/change-password', {
        currentPassword: TEST_PASSWORD,
        password: 'Another-secret-2026',
        passwordConfirmation: 'Another-secret-2026',
      });
      expect(changed.status, changed.body).toBe(200);
      const saved = await admin.put(`/api/users/${person.userId}`, edit(opened, { firstName: 'Still', updatedAt: opened.updatedAt }));
      expect(saved.status, saved.body).toBe(200);
      expect(saved.json.firstName).toBe('Still');
    });

    it('saves without updatedAt as before, and takes any saved copy as stale, even two saves in one millisecond', async () => {
      const person = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
      const opened = (await admin.get(`/api/users/${person.userId}`)).json;
      const blind = await admin.put(`/api/users/${person.userId}`, edit(opened, { firstName: 'Blind' }));
      expect(blind.status).toBe(200);
      expect(blind.json.firstName).toBe('Blind');
      const stale = await admin.put(`/api/users/${person.userId}`, edit(opened, { updatedAt: opened.updatedAt }));
      expect(stale.status).toBe(409);
      // Saves quicker than the clock's millisecond still leave distinct versions.
      let current = blind.json;
      for (const name of ['One', 'Two', 'Three']) {
        const saved = await admin.put(`/api/users/${person.userId}`, edit(current, { firstName: name, updatedAt: current.updatedAt }));
        expect(saved.status).toBe(200);
        expect(saved.json.updatedAt > current.updatedAt).toBe(true);
        current = saved.json;
      }
    });

    it('lets only one of two simultaneous saves from the same copy win', async () => {
      const person = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
      const opened = (await admin.get(`/api/users/${person.userId}`)).json;
      const answers = await Promise.all([
        admin.put(`/api/users/${person.userId}`, edit(opened, { firstName: 'Left', updatedAt: opened.updatedAt })),
        admin.put(`/api/users/${person.userId}`, edit(opened, { lastName: 'Right', updatedAt: opened.updatedAt })),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });

    it('names a token that is no time as an invalid field', async () => {
      const person = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
      const opened = (await admin.get(`/api/users/${person.userId}`)).json;
      const refused = await admin.put(`/api/users/${person.userId}`, edit(opened, { updatedAt: 'yesterday' }));
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.json.error.fields)).toEqual(['updatedAt']);
    });
  });

  it('deletes softly: sessions end, the user is gone, the address is free again; never yourself', async () => {
    const person = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Admin'] });
    const personSignedIn = await as(t, person);
    expect((await personSignedIn.get('/api/auth/identity')).status).toBe(200);

    expect((await admin.delete(`/api/users/${person.userId}`)).json).toEqual({ ok: true });
    expect((await personSignedIn.get('/api/auth/identity')).status).toBe(401);
    // Revoked, not merely orphaned: nothing would revive them.
    const rows = await inPlatformScope(t.ctx.db, (tx) => tx.select().from(sessions).where(eq(sessions.userId, person.userId)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await admin.get(`/api/users/${person.userId}`)).status).toBe(404);
    expect((await admin.delete(`/api/users/${person.userId}`)).status).toBe(404);
    expect((await admin.post('/api/users', userBody({ email: person.email }))).status).toBe(201);

    const self = await admin.delete(`/api/users/${admin.user.userId}`);
    expect(self.status).toBe(409);
    expect(self.json.error.message).toBe(USER_POLICY_MESSAGES.ownDeletion);
  });

  it('keeps platform roles and platform accounts for Foyer administrators', async () => {
    const grant = await admin.post('/api/users', userBody({ roles: ['Admin', 'Support'] }));
    expect(grant.status).toBe(403);
    expect(grant.json.error.message).toBe(USER_POLICY_MESSAGES.platformRoles);

    const guide = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
    const promote = await admin.put(`/api/users/${guide.userId}`, userBody({ email: guide.email, roles: ['Guide', 'FoyerAdmin'] }));
    expect(promote.status).toBe(403);

    const support = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Support'] });
    expect((await admin.put(`/api/users/${support.userId}`, userBody({ email: support.email, roles: ['Support'] }))).status).toBe(403);
    expect((await admin.delete(`/api/users/${support.userId}`)).status).toBe(403);

    const platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
    const granted = await platform.post('/api/users', userBody({ roles: ['Support'] }));
    expect(granted.status).toBe(201);
    expect(granted.json.roles).toEqual(['Support']);
    expect((await platform.delete(`/api/users/${support.userId}`)).status).toBe(200);
  });

  it('refuses removing your own OrganizationAdmin role or deactivating yourself with 409', async () => {
    const self = { email: admin.user.email, firstName: 'Test', lastName: admin.user.lastName };
    const demote = await admin.put(`/api/users/${admin.user.userId}`, { ...self, roles: ['Admin'] });
    expect(demote.status).toBe(409);
    expect(demote.json.error.message).toBe(USER_POLICY_MESSAGES.ownAdminRole);
    const deactivate = await admin.put(`/api/users/${admin.user.userId}`, {
      ...self,
      roles: ['Admin', 'OrganizationAdmin'],
      active: false,
    });
    expect(deactivate.status).toBe(409);
    const keep = await admin.put(`/api/users/${admin.user.userId}`, { ...self, roles: ['OrganizationAdmin', 'Admin'] });
    expect(keep.status).toBe(200);
    expect((await admin.get('/api/auth/identity')).json.permissions).toContain('UsersAdminWrite');
  });

  it('lets users read themselves, but needs UsersAdminRead/Write for everything else', async () => {
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await guide.get(`/api/users/${guide.user.userId}`)).status).toBe(200);
    const forbidden = [
      await guide.get(`/api/users/${admin.user.userId}`),
      await guide.get('/api/users'),
      await guide.post('/api/users', userBody()),
      await guide.put(`/api/users/${guide.user.userId}`, userBody({ email: guide.user.email })),
      await guide.delete(`/api/users/${admin.user.userId}`),
    ];
    expect(forbidden.map((response) => response.status)).toEqual([403, 403, 403, 403, 403]);
    expect(forbidden[0]!.json.error.code).toBe('forbidden');

    // Support reads users of the organisation it acts in, but changes nothing.
    const support = await signedInUser(t, ['Support'], admin.orgId);
    expect((await support.get(`/api/users/${guide.user.userId}`)).status).toBe(200);
    expect((await support.post('/api/users', userBody())).status).toBe(403);
  });

  it('needs a session', async () => {
    const id = admin.user.userId;
    const responses = [
      await anonymous(t).get('/api/users'),
      await anonymous(t).post('/api/users', userBody()),
      await anonymous(t).get(`/api/users/${id}`),
      await anonymous(t).put(`/api/users/${id}`, userBody()),
      await anonymous(t).delete(`/api/users/${id}`),
      await anonymous(t).get('/api/users/guides'),
      await anonymous(t).get('/api/users/avatars'),
      await anonymous(t).put(`/api/users?newOrgId=${admin.orgId}`),
    ];
    expect(responses.map((response) => response.status)).toEqual(Array(responses.length).fill(401));
    expect(responses[0]!.json.error.code).toBe('unauthenticated');
  });

  it("answers 404 for another organisation's user and never lists it", async () => {
    const other = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
    const id = other.user.userId;
    expect((await admin.get(`/api/users/${id}`)).status).toBe(404);
    expect((await admin.put(`/api/users/${id}`, userBody({ email: other.user.email }))).status).toBe(404);
    expect((await admin.delete(`/api/users/${id}`)).status).toBe(404);
    expect((await admin.get(`/api/users/${randomUUID()}`)).status).toBe(404);
    const listed = (await admin.get(`/api/users?size=200&search=${encodeURIComponent(other.user.email)}`)).json;
    expect(listed.total).toBe(0);
    // Untouched by the attempts above.
    expect((await other.get('/api/auth/identity')).status).toBe(200);
  });
});
