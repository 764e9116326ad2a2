import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { anonymous } from '../../test/api-client.js';
import { makeOrg, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LOGIN_THROTTLE } from './login-throttle.js';

describe('sign-in slows down, never locks (issue 10)', () => {
  let t: TestApp;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp();
    orgId = (await makeOrg(t.ctx)).orgId;
  });
  afterAll(() => t.close());

  interface From {
    /** The socket's address. */
    from?: string;
    forwardedFor?: string;
  }
  const login = (email: string, password: string, { from, forwardedFor }: From = {}, app: TestApp = t) =>
    anonymous(app).post(
      '/api/auth/login',
      { email, password },
      { ...(from ? { remoteAddress: from } : {}), headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
    );
  const query = <T>(statement: SQL, app: TestApp = t) => inPlatformScope(app.ctx.db, (tx) => queryRows<T>(tx, statement));
  /** The clock cannot move; the pair's wait can end now. */
  const waitOver = (email: string, address: string) =>
    query(
      sql`update login_failures set next_attempt_at = now() - interval '1 millisecond' where email = ${email} and address = ${address}`,
    );
  const sessionAddresses = async (userId: string, app: TestApp = t) =>
    (await query<{ ip: string }>(sql`select ip from sessions where user_id = ${userId} order by created_at`, app)).map((row) => row.ip);

  it('makes one account at one address wait longer after each failure, and a right password starts again', async () => {
    const user = await makeUser(t.ctx, { orgId, roles: ['Admin'] });
    const from = '198.51.100.10';
    for (let attempt = 0; attempt < LOGIN_THROTTLE.freeFailures; attempt++) {
      expect((await login(user.email, 'wrong', { from })).status).toBe(401);
    }
    for (const seconds of [1, 2, 4]) {
      const refused = await login(user.email, TEST_PASSWORD, { from });
      expect(refused.status).toBe(429);
      expect(refused.json.error).toMatchObject({ code: 'rate_limited', message: 'Too many attempts. Try again in 1 minute.' });
      expect(refused.headers['retry-after']).toBe(String(seconds));
      await waitOver(user.email, from);
      expect((await login(user.email, 'wrong', { from })).status).toBe(401);
    }
    // Many failures later the wait stops growing at 15 minutes.
    await query(sql`update login_failures set failures = 40 where email = ${user.email}`);
    await waitOver(user.email, from);
    expect((await login(user.email, 'wrong', { from })).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, { from })).headers['retry-after']).toBe('900');

    await waitOver(user.email, from);
    expect((await login(user.email, TEST_PASSWORD, { from })).status).toBe(200);
    expect(await query(sql`select 1 from login_failures where email = ${user.email}`)).toHaveLength(0);
    expect((await login(user.email, 'wrong', { from })).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, { from })).status).toBe(200);
  });

  it("lets the admin sign in from their own address after 20 wrong passwords from an attacker's", async () => {
    const admin = await makeUser(t.ctx, { orgId, roles: ['Admin', 'OrganizationAdmin'] });
    const attacker = '203.0.113.66';
    for (let attempt = 0; attempt < 20; attempt++) {
      await waitOver(admin.email, attacker);
      expect((await login(admin.email, 'guess-' + attempt, { from: attacker })).status).toBe(401);
    }
    expect((await login(admin.email, TEST_PASSWORD, { from: attacker })).status).toBe(429);
    const own = await login(admin.email, TEST_PASSWORD, { from: '198.51.100.11' });
    expect(own.status).toBe(200);
    expect(own.json.userId).toBe(admin.userId);
  });

  it('ignores X-Forwarded-For when no proxy is trusted, so one address trying many accounts is stopped', async () => {
    const from = '198.51.100.12';
    const { limit } = LOGIN_THROTTLE.perAddress;
    for (let attempt = 0; attempt < limit; attempt++) {
      const response = await login(`sprayed-${attempt}@museum.test`, 'Summer2026', { from, forwardedFor: `10.9.${attempt}.1` });
      expect(response.status).toBe(401);
    }
    const stopped = await login('sprayed-last@museum.test', 'Summer2026', { from, forwardedFor: '10.9.200.1' });
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(800);

    const user = await makeUser(t.ctx, { orgId, roles: ['Guide'] });
    expect((await login(user.email, TEST_PASSWORD, { from: '198.51.100.13', forwardedFor: '10.9.9.9' })).status).toBe(200);
    expect(await sessionAddresses(user.userId)).toEqual(['198.51.100.13']);
  });

  it('honours X-Forwarded-For from a configured proxy only', async () => {
    const behindProxy = await createTestApp({ trustProxy: ['127.0.0.1'] });
    const byHops = await createTestApp({ trustProxy: 1 });
    try {
      const org = await makeOrg(behindProxy.ctx);
      const user = await makeUser(behindProxy.ctx, { orgId: org.orgId, roles: ['Admin'] });
      const attacker = '203.0.113.70';
      for (let attempt = 0; attempt <= LOGIN_THROTTLE.freeFailures; attempt++) {
        await login(user.email, 'wrong', { forwardedFor: attacker }, behindProxy);
      }
      expect((await login(user.email, TEST_PASSWORD, { forwardedFor: attacker }, behindProxy)).status).toBe(429);
      // The proxy forwards the admin's own address: a different pair, not slowed.
      expect((await login(user.email, TEST_PASSWORD, { forwardedFor: '198.51.100.14' }, behindProxy)).status).toBe(200);
      // A client that is not the proxy cannot name an address.
      expect((await login(user.email, TEST_PASSWORD, { from: '198.51.100.15', forwardedFor: '10.0.0.1' }, behindProxy)).status).toBe(200);
      expect(await sessionAddresses(user.userId, behindProxy)).toEqual(['198.51.100.14', '198.51.100.15']);

      const hopOrg = await makeOrg(byHops.ctx);
      const hopUser = await makeUser(byHops.ctx, { orgId: hopOrg.orgId, roles: ['Admin'] });
      // One proxy: the address it saw is the last one it appended; earlier ones a client may have made up.
      expect((await login(hopUser.email, TEST_PASSWORD, { forwardedFor: '10.6.6.6, 198.51.100.16' }, byHops)).status).toBe(200);
      expect(await sessionAddresses(hopUser.userId, byHops)).toEqual(['198.51.100.16']);
    } finally {
      await behindProxy.close();
      await byHops.close();
    }
  });

  it('has a ceiling per account across addresses that spares addresses the account signed in from', async () => {
    const user = await makeUser(t.ctx, { orgId, roles: ['Admin'] });
    const home = '198.51.100.17';
    expect((await login(user.email, TEST_PASSWORD, { from: home })).status).toBe(200);
    // As if many addresses had just guessed at this account.
    await query(
      sql`update rate_limit_buckets set hits = ${LOGIN_THROTTLE.perAccount.limit} where bucket = ${'login:account:' + user.email}`,
    );
    expect((await login(user.email, TEST_PASSWORD, { from: '203.0.113.71' })).status).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, { from: home })).status).toBe(200);
  });

  it('keeps the forgot-password limits, and a sweep deletes attempts and windows that have lapsed', async () => {
    const user = await makeUser(t.ctx, { orgId, roles: ['Guide'] });
    const forgot = () => anonymous(t).post('/api/auth/forgot-password', { email: user.email }, { remoteAddress: '198.51.100.18' });
    for (let attempt = 0; attempt < 5; attempt++) expect((await forgot()).status).toBe(202);
    expect((await forgot()).status).toBe(429);

    const lapsed = 'lapsed@museum.test';
    const fresh = 'fresh@museum.test';
    await login(lapsed, 'wrong', { from: '198.51.100.19' });
    await login(fresh, 'wrong', { from: '198.51.100.19' });
    // A day of quiet for one pair, an hour for the forgot-password windows.
    await query(sql`update login_failures set forget_at = now() - interval '1 second' where email = ${lapsed}`);
    await query(sql`update rate_limit_buckets set expires_at = now() - interval '1 second' where bucket like 'forgot:%'`);
    await t.runSweeps();

    expect(await query(sql`select email from login_failures where email in (${lapsed}, ${fresh})`)).toEqual([{ email: fresh }]);
    const buckets = (await query<{ bucket: string }>(sql`select bucket from rate_limit_buckets order by bucket`)).map((row) => row.bucket);
    expect(buckets.filter((bucket) => bucket.startsWith('forgot:'))).toEqual([]);
    expect(buckets).toContain('login:address:198.51.100.19');
    expect((await forgot()).status).toBe(202);
  });
});
