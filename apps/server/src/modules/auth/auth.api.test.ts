import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@foyer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPlatformScope } from '../../db/tenancy.js';
import { anonymous, apiClient } from '../../test/api-client.js';
import { makeOrg, makeUser, signIn, TEST_PASSWORD } from '../../test/factories.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('sign-in, sessions and passwords', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let orgId: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
    orgId = (await makeOrg(t.ctx)).orgId;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (email: string, password: string) => anonymous(t).post('/api/auth/login', { email, password });
  const identity = (cookie: string) => apiClient(t, cookie).get('/api/auth/identity');
  // Raw app.inject on purpose: the session cookie's attributes (httpOnly, SameSite, Secure) are tested; the kit reads values only.
  const rawLogin = (app: TestApp, email: string, password: string) =>
    app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const sessionCookie = (response: Awaited<ReturnType<typeof rawLogin>>) => response.cookies.find((c) => c.name === 'foyer_session')!;

  it('signs in with a fresh, httpOnly, SameSite=Lax session cookie and returns the identity', async () => {
    const user = await makeUser(t.ctx, { orgId, roles: ['Admin'], email: 'Ida@Museum.test' });
    const response = await rawLogin(t, 'ida@museum.test', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    // With the idle limit, so a page left open knows when to ask whether the session lapsed.
    expect(response.json()).toMatchObject({
      userId: user.userId,
      orgId,
      roles: ['Admin'],
      language: 'en',
      limitDataAccessFrom: null,
      sessionIdleMinutes: t.ctx.config.session.idleMinutes,
    });
    expect(response.json().permissions).toContain('EventsWrite');
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const again = sessionCookie(await rawLogin(t, 'ida@museum.test', TEST_PASSWORD));
    expect(again.value).not.toBe(cookie.value);
    expect((await identity(`foyer_session=${cookie.value}`)).json).toMatchObject({ userId: user.userId, sessionIdleMinutes: 120 });
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const secure = await createTestApp({ secureCookies: true });
    try {
      const org = await makeOrg(secure.ctx);
      const user = await makeUser(secure.ctx, { orgId: org.orgId, roles: ['Guide'] });
      expect(sessionCookie(await rawLogin(secure, user.email, TEST_PASSWORD)).secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it("answers a wrong password, an unknown email and an inactive user's wrong password alike; the right one hears it is deactivated", async () => {
    const inactive = await makeUser(t.ctx, { orgId, roles: ['Admin'], active: false });
    const told = await login(inactive.email, TEST_PASSWORD);
    expect(told.status).toBe(403);
    expect(told.json.error).toMatchObject({ message: AUTH_MESSAGES.accountInactive, reason: 'auth.accountInactive' });
    expect(told.headers['set-cookie']).toBeUndefined();
    for (const [email, password] of [
      ['ida@museum.test', 'wrong-password'],
      ['nobody@museum.test', TEST_PASSWORD],
      [inactive.email, 'wrong-password'],
    ] as const) {
      const response = await login(email, password);
      expect(response.status).toBe(401);
      expect(response.json).toEqual({
        error: { code: 'unauthenticated', message: 'Incorrect username or password', reason: 'common.incorrectCredentials' },
      });
    }
  });

  it('names invalid fields', async () => {
    const response = await anonymous(t).post('/api/auth/login', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({ email: 'Email must be valid', password: 'Required' });
  });

  // The delays, addresses and ceilings are in login-throttle.api.test.ts.
  it('slows sign-in for an account at an address with 429 and Retry-After', async () => {
    const user = await makeUser(t.ctx, { orgId, roles: ['Admin'] });
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(user.email, 'wrong')).status).toBe(401);
    const limited = await login(user.email, TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a session for the identity, and logout revokes it', async () => {
    expect((await anonymous(t).get('/api/auth/identity')).status).toBe(401);
    const user = await makeUser(t.ctx, { orgId, roles: ['Guide'] });
    const cookie = await signIn(t, user.email);
    expect((await identity(cookie)).status).toBe(200);
    const out = await apiClient(t, cookie).post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.cookies.foyer_session).toBe('');
    expect((await identity(cookie)).status).toBe(401);
  });

  it('ends a session after the idle timeout and after the absolute lifetime', async () => {
    const user = await makeUser(t.ctx, { orgId, roles: ['Guide'] });
    const idle = await signIn(t, user.email);
    await inPlatformScope(t.ctx.db, (tx) =>
      tx.execute(sql`update sessions set last_seen_at = now() - interval '3 hours' where user_id = ${user.userId}`),
    );
    await t.ctx.database.heard(); // a write elsewhere: announced, and heard by this process
    expect((await identity(idle)).status).toBe(401);
    const expired = await signIn(t, user.email);
    await inPlatformScope(t.ctx.db, (tx) =>
      tx.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.userId}`),
    );
    await t.ctx.database.heard();
    expect((await identity(expired)).status).toBe(401);
  });

  it('keeps a used session alive: last seen is written when over a minute old, not on every request', async () => {
    const user = await makeUser(t.ctx, { orgId, roles: ['Guide'] });
    const cookie = await signIn(t, user.email);
    type Seen = { seen: string; recent: boolean };
    /** Sets last seen `age` ago, asks for the identity, and says whether last seen moved. */
    const touchedAfter = async (age: string) => {
      const set = await inPlatformScope(t.ctx.db, (tx) =>
        tx.execute(
          sql`update sessions set last_seen_at = now() - ${age}::interval where user_id = ${user.userId} returning last_seen_at::text as seen`,
        ),
      );
      await t.ctx.database.heard();
      expect((await identity(cookie)).status).toBe(200);
      const after = await inPlatformScope(t.ctx.db, (tx) =>
        tx.execute(
          sql`select last_seen_at::text as seen, last_seen_at > now() - interval '1 minute' as recent from sessions where user_id = ${user.userId}`,
        ),
      );
      const rowOf = (result: unknown) => (result as { rows: Seen[] }).rows[0]!;
      const [before, now] = [rowOf(set), rowOf(after)];
      return { moved: now.seen !== before.seen, recent: now.recent };
    };
    expect(await touchedAfter('50 minutes')).toEqual({ moved: true, recent: true });
    expect(await touchedAfter('20 seconds')).toEqual({ moved: false, recent: true });
  });

  it('resets a forgotten password through a mailed, single-use link, in the user language, and ends old sessions', async () => {
    const user = await makeUser(t.ctx, { orgId, roles: ['Admin'], language: 'da' });
    const oldSession = await signIn(t, user.email);
    const forgot = await anonymous(t).post('/api/auth/forgot-password', { email: user.email });
    expect(forgot.status).toBe(202);
    await t.flushOutbox();
    const mail = smtp.mailsTo(user.email).at(-1)!;
    expect(mail.text).toContain('Subject: Nulstil din adgangskode til Foyer');
    const token = mail.text.match(/http:\/\/foyer\.test\/change-pass\/([\w-]+)/)![1]!;

    const weak = await anonymous(t).post('/api/auth/reset-password', { token, password: 'short', passwordConfirmation: 'other' });
    expect(weak.status).toBe(400);
    expect(weak.json.error.fields).toEqual({
      password: 'Password is not strong enough',
      passwordConfirmation: 'Passwords are not equal',
    });

    const reset = await anonymous(t).post('/api/auth/reset-password', {
      token,
      password: 'a-new-password',
      passwordConfirmation: 'a-new-password',
    });
    expect(reset.status).toBe(200);
    expect((await identity(oldSession)).status).toBe(401);
    expect((await login(user.email, 'a-new-password')).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);

    const reused = await anonymous(t).post('/api/auth/reset-password', {
      token,
      password: 'another-one-1',
      passwordConfirmation: 'another-one-1',
    });
    expect(reused.status).toBe(400);
    expect(reused.json.error.fields).toHaveProperty('token');
    await t.flushOutbox();
    expect(smtp.mailsTo(user.email).at(-1)!.text).toContain('Adgangskoden til din Foyer-konto er netop blevet ændret');
  });

  it('stores reset tokens hashed and refuses an expired one', async () => {
    const user = await makeUser(t.ctx, { orgId, roles: ['Admin'] });
    await anonymous(t).post('/api/auth/forgot-password', { email: user.email });
    await t.flushOutbox();
    const token = smtp
      .mailsTo(user.email)
      .at(-1)!
      .text.match(/change-pass\/([\w-]+)/)![1]!;
    const stored = await inPlatformScope(t.ctx.db, (tx) =>
      tx.execute(sql`select token_hash from auth_tokens where user_id = ${user.userId} and purpose = 'password_reset'`),
    );
    const hashes = (stored as unknown as { rows: { token_hash: string }[] }).rows.map((row) => row.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    await inPlatformScope(t.ctx.db, (tx) =>
      tx.execute(sql`update auth_tokens set expires_at = now() - interval '1 second' where user_id = ${user.userId}`),
    );
    const response = await anonymous(t).post('/api/auth/reset-password', {
      token,
      password: 'a-new-password',
      passwordConfirmation: 'a-new-password',
    });
    expect(response.status).toBe(400);
  });

  it('answers forgot-password the same for unknown addresses and sends nothing', async () => {
    const before = smtp.mails.length;
    const response = await anonymous(t).post('/api/auth/forgot-password', { email: 'ghost@museum.test' });
    expect(response.status).toBe(202);
    await t.flushOutbox();
    expect(smtp.mails.length).toBe(before);
  });

  it('changes the password when signed in, keeping this session and ending the others', async () => {
    const user = await makeUser(t.ctx, { orgId, roles: ['Guide'] });
    const other = await signIn(t, user.email);
    const current = await signIn(t, user.email);
    const wrong = await apiClient(t, current).post('/api/auth/change-password', {
      currentPassword: 'nope',
      password: 'brand-new-pass',
      passwordConfirmation: 'brand-new-pass',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toHaveProperty('currentPassword');
    const changed = await apiClient(t, current).post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      password: 'brand-new-pass',
      passwordConfirmation: 'brand-new-pass',
    });
    expect(changed.status).toBe(200);
    const renewed = `foyer_session=${changed.cookies.foyer_session}`;
    expect((await identity(renewed)).status).toBe(200);
    expect((await identity(other)).status).toBe(401);
    expect((await identity(current)).status).toBe(401);
    // Who is asking comes first: anonymous is 401 whatever the body; signed in, a bad body is 400.
    expect((await anonymous(t).post('/api/auth/change-password', {})).status).toBe(401);
    const empty = await apiClient(t, renewed).post('/api/auth/change-password', {});
    expect(empty.status).toBe(400);
    // Fields left empty are each "Required", the new password too (not "not strong enough").
    const blank = await apiClient(t, renewed).post('/api/auth/change-password', {
      currentPassword: '',
      password: '',
      passwordConfirmation: '',
    });
    expect(blank.json.error.fields).toEqual({ currentPassword: 'Required', password: 'Required', passwordConfirmation: 'Required' });
  });

  it('lets any signed-in user choose their own language, which mails then use', async () => {
    const guide = await makeUser(t.ctx, { orgId, roles: ['Guide'] });
    const cookie = await signIn(t, guide.email);
    const bad = await apiClient(t, cookie).put('/api/auth/language', { language: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('language');
    expect((await anonymous(t).put('/api/auth/language', { language: 'de' })).status).toBe(401);
    const saved = await apiClient(t, cookie).put('/api/auth/language', { language: 'de' });
    expect(saved.status).toBe(200);
    expect(saved.json.language).toBe('de');
    expect((await identity(cookie)).json.language).toBe('de');
    await anonymous(t).post('/api/auth/forgot-password', { email: guide.email });
    await t.flushOutbox();
    expect(smtp.mailsTo(guide.email).at(-1)!.text).toContain('Jemand hat angefordert, das Passwort Ihres Foyer-Kontos');
  });
});
