import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { anonymous, apiClient, sessionCookie } from '../test/api-client.js';
import { makeOrg } from '../test/factories.js';
import { createPlatformAdmin, generatedPassword } from './platform-admin.js';

describe('the first platform admin (npm run create-admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) => anonymous(t).post('/api/auth/login', { email, password });

  it('creates a FoyerAdmin in a new organisation of an empty Foyer, who signs in at once', async () => {
    const password = generatedPassword();
    expect(password.length).toBeGreaterThanOrEqual(24);
    const created = await createPlatformAdmin(t.ctx.db, { email: 'root@museum.example', password, organizationName: 'Statens Museum' });
    // Signing in fails the test (naming the answer) unless it is a 200 with a session.
    const root = apiClient(t, await sessionCookie(t, 'root@museum.example', password));
    const identity = (await root.get('/api/auth/identity')).json;
    expect(identity).toMatchObject({ email: 'root@museum.example', roles: ['FoyerAdmin'], orgId: created.orgId });
    const organization = await root.get(`/api/organizations/${created.orgId}`);
    expect(organization.json.name).toBe('Statens Museum');
  });

  it('refuses a taken address, a short password, a bad address, and an unnamed choice of organisations', async () => {
    await expect(createPlatformAdmin(t.ctx.db, { email: 'ROOT@museum.example', password: generatedPassword() })).rejects.toThrow(
      'An account with ROOT@museum.example exists already',
    );
    await expect(createPlatformAdmin(t.ctx.db, { email: 'b@museum.example', password: 'short' })).rejects.toThrow('at least 12');
    await expect(createPlatformAdmin(t.ctx.db, { email: 'not-an-address', password: generatedPassword() })).rejects.toThrow(
      'is not an email address',
    );
    const second = await makeOrg(t.ctx);
    await expect(createPlatformAdmin(t.ctx.db, { email: 'c@museum.example', password: generatedPassword() })).rejects.toThrow('--org-id');
    const password = generatedPassword();
    const placed = await createPlatformAdmin(t.ctx.db, { email: 'c@museum.example', password, orgId: second.orgId });
    expect(placed.orgId).toBe(second.orgId);
    expect((await signIn('c@museum.example', password)).status).toBe(200);
  });

  it('refuses an address only in the organisation it starts in: one live elsewhere is another account', async () => {
    const first = await makeOrg(t.ctx);
    const second = await makeOrg(t.ctx);
    const password = generatedPassword();
    await createPlatformAdmin(t.ctx.db, { email: 'twice@museum.example', password, orgId: first.orgId });
    await expect(createPlatformAdmin(t.ctx.db, { email: 'TWICE@museum.example', password, orgId: first.orgId })).rejects.toThrow(
      'exists already in that organisation',
    );
    const otherPassword = generatedPassword();
    const placed = await createPlatformAdmin(t.ctx.db, { email: 'twice@museum.example', password: otherPassword, orgId: second.orgId });
    expect((await signIn('twice@museum.example', otherPassword)).json).toMatchObject({ userId: placed.userId, orgId: second.orgId });
    expect((await signIn('twice@museum.example', password)).json.orgId).toBe(first.orgId);
  });
});
