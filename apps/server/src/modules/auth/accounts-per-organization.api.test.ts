import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES, USER_MESSAGES } from '@foyer/contracts';
import { inPlatformScope } from '../../db/tenancy.js';
import { hashToken, newToken } from '../../lib/secrets.js';
import { anonymous, as } from '../../test/api-client.js';
import { makeOrg, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionsRepository } from './sessions.repository.js';

/** An address is unique per organisation: one person may have an account in several museums. */
describe('one address, accounts in several organisations', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let counter = 0;
  const freelancer = () => `freelance-guide-${Date.now().toString(36)}-${counter++}@guides.test`;
  const login = (email: string, password: string) => anonymous(t).post('/api/auth/login', { email, password });
  /** A session of `userId` started now, as a sign-in would leave it. */
  const signedInNow = (userId: string) =>
    inPlatformScope(t.ctx.db, (tx) =>
      sessionsRepository.createSession(tx, {
        tokenHash: hashToken(newToken()),
        userId,
        expiresAt: new Date(Date.now() + 3600_000),
        ip: null,
        userAgent: null,
      }),
    );

  it('signs in to the account whose password matches, each with its own', async () => {
    const email = freelancer();
    const museum = await makeOrg(t.ctx);
    const gallery = await makeOrg(t.ctx);
    const atMuseum = await makeUser(t.ctx, { orgId: museum.orgId, roles: ['Guide'], email, password: 'museum-password-1' });
    const atGallery = await makeUser(t.ctx, {
      orgId: gallery.orgId,
      roles: ['Guide'],
      email: email.toUpperCase(),
      password: 'gallery-pass-2',
    });

    expect((await login(email, 'museum-password-1')).json).toMatchObject({ userId: atMuseum.userId, orgId: museum.orgId });
    expect((await login(email, 'gallery-pass-2')).json).toMatchObject({ userId: atGallery.userId, orgId: gallery.orgId });
    const wrong = await login(email, 'neither-of-them');
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.message).toBe(MESSAGES.incorrectCredentials);
  });

  it('with one password for several accounts, signs in to the most recently used; never to an inactive one', async () => {
    const email = freelancer();
    const first = await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Guide'], email });
    const second = await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Guide'], email });
    await signedInNow(first.userId);
    expect((await login(email, TEST_PASSWORD)).json.userId).toBe(first.userId);
    await signedInNow(second.userId);
    expect((await login(email, TEST_PASSWORD)).json.userId).toBe(second.userId);

    const off = await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Guide'], email, active: false });
    await signedInNow(off.userId);
    expect((await login(email, TEST_PASSWORD)).json.userId).toBe(second.userId);

    // An address whose only matching account is inactive: the password's holder hears why.
    const alone = freelancer();
    await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Guide'], email: alone, active: false });
    expect((await login(alone, TEST_PASSWORD)).json.error.message).toBe(AUTH_MESSAGES.accountInactive);
    expect((await login(alone, 'not-it-at-all')).json.error.message).toBe(MESSAGES.incorrectCredentials);
  });

  it('names every account one password opens, so the person chooses; accountId opens the one chosen and no other', async () => {
    const email = freelancer();
    const museum = await makeOrg(t.ctx, { name: 'Museum of Maps' });
    const gallery = await makeOrg(t.ctx, { name: 'Gallery of Glass' });
    const atMuseum = await makeUser(t.ctx, { orgId: museum.orgId, roles: ['Guide'], email });
    const atGallery = await makeUser(t.ctx, { orgId: gallery.orgId, roles: ['Guide'], email });
    const ownPassword = await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Guide'], email, password: 'other-pass-3' });
    await makeUser(t.ctx, { orgId: (await makeOrg(t.ctx)).orgId, roles: ['Guide'], email, active: false });
    await signedInNow(atGallery.userId);

    const first = await login(email, TEST_PASSWORD);
    expect(first.json.userId).toBe(atGallery.userId);
    // Only the accounts this password opens, the one used last first; not the inactive one, nor the one with its own password.
    expect(first.json.accounts).toEqual([
      { accountId: atGallery.userId, organizationName: 'Gallery of Glass' },
      { accountId: atMuseum.userId, organizationName: 'Museum of Maps' },
    ]);
    const chosen = await anonymous(t).post('/api/auth/login', { email, password: TEST_PASSWORD, accountId: atMuseum.userId });
    expect(chosen.json).toMatchObject({ userId: atMuseum.userId, orgId: museum.orgId });
    // An account the password does not open, or another address's, is refused like a wrong password.
    const notOpened = await anonymous(t).post('/api/auth/login', { email, password: TEST_PASSWORD, accountId: ownPassword.userId });
    expect(notOpened.status).toBe(401);
    const stranger = await makeUser(t.ctx, { orgId: museum.orgId, roles: ['Admin'] });
    const notTheirs = await anonymous(t).post('/api/auth/login', { email, password: TEST_PASSWORD, accountId: stranger.userId });
    expect(notTheirs.status).toBe(401);
    expect(notTheirs.json.error.message).toBe(MESSAGES.incorrectCredentials);
    const badId = await anonymous(t).post('/api/auth/login', { email, password: TEST_PASSWORD, accountId: 'museum' });
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.json.error.fields)).toEqual(['accountId']);

    // One account opened: nothing to choose.
    const single = await login(email, 'other-pass-3');
    expect(single.json.userId).toBe(ownPassword.userId);
    expect(single.json).not.toHaveProperty('accounts');
  });

  it('mails one reset link per account, each naming its organisation and resetting only that account', async () => {
    const email = freelancer();
    const museum = await makeOrg(t.ctx, { name: 'Museum of Clocks' });
    const gallery = await makeOrg(t.ctx, { name: 'Harbour Gallery' });
    const atMuseum = await makeUser(t.ctx, { orgId: museum.orgId, roles: ['Guide'], email, password: 'museum-password-1' });
    const atGallery = await makeUser(t.ctx, { orgId: gallery.orgId, roles: ['Guide'], email, language: 'da', password: 'gallery-pass-2' });

    const forgot = await anonymous(t).post('/api/auth/forgot-password', { email });
    expect(forgot.status).toBe(202);
    await t.flushOutbox();
    const mails = smtp.mailsTo(email);
    expect(mails).toHaveLength(2);
    const museumMail = mails.find((mail) => mail.text.includes('Museum of Clocks'))!;
    const galleryMail = mails.find((mail) => mail.text.includes('Harbour Gallery'))!;
    expect(museumMail.text).toContain('for your Foyer account at Museum of Clocks');
    expect(galleryMail.text).toContain('til din Foyer-konto hos Harbour Gallery');
    /** Follows a mailed link, choosing `password`. */
    const resetFrom = (mail: { text: string }, password: string) =>
      anonymous(t).post('/api/auth/reset-password', {
        token: mail.text.match(/change-pass\/([\w-]+)/)![1]!,
        password,
        passwordConfirmation: password,
      });

    const reset = await resetFrom(galleryMail, 'new-gallery-pass');
    expect(reset.status).toBe(200);
    expect((await login(email, 'new-gallery-pass')).json.userId).toBe(atGallery.userId);
    // The other account keeps its password, and its own link still works.
    expect((await login(email, 'museum-password-1')).json.userId).toBe(atMuseum.userId);
    expect((await login(email, 'gallery-pass-2')).status).toBe(401);
    const other = await resetFrom(museumMail, 'new-museum-pass');
    expect(other.status).toBe(200);
    expect((await login(email, 'new-museum-pass')).json.userId).toBe(atMuseum.userId);
  });

  it('refuses with 409 a platform user moving into an organisation where the address has an account', async () => {
    const home = await makeOrg(t.ctx);
    const target = await makeOrg(t.ctx);
    const email = freelancer();
    const platform = await makeUser(t.ctx, { orgId: home.orgId, roles: ['FoyerAdmin'], email, password: 'platform-pass-1' });
    await makeUser(t.ctx, { orgId: target.orgId, roles: ['Guide'], email });
    const mover = await as(t, platform, 'platform-pass-1');
    const moved = await mover.put(`/api/users?newOrgId=${target.orgId}`);
    expect(moved.status).toBe(409);
    expect(moved.json.error).toMatchObject({
      code: 'conflict',
      message: USER_MESSAGES.emailTakenInTargetOrganization,
      fields: { newOrgId: USER_MESSAGES.emailTakenInTargetOrganization },
    });
    const identity = await mover.get('/api/auth/identity');
    expect(identity.json).toMatchObject({ userId: platform.userId, orgId: home.orgId });
  });
});
