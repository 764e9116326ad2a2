import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOrg, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { anonymous, apiClient } from '../../test/api-client.js';

/** Only a platform admin turns test mode on; the test provider needs it (issue 10, safe default). */
describe('payment settings of an organisation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const settings = (orgId: string, cookie?: string, body?: object) =>
    apiClient(t, cookie).request(body ? 'PUT' : 'GET', `/api/organizations/${orgId}/payment-settings`, body);
  const shopView = (orgId: string) => anonymous(t).get(`/api/public/organizations/${orgId}/payments`);

  it('a new organisation has no provider and no test mode; the shop reads that it cannot take payments', async () => {
    const { orgId } = await makeOrg(t.ctx, { testMode: false });
    const admin = await signedInUser(t, ['OrganizationAdmin'], orgId);
    const read = await settings(orgId, admin.cookie);
    expect(read.status, read.body).toBe(200);
    expect(read.json).toEqual({ provider: null, testMode: false });
    expect((await shopView(orgId)).json).toEqual({ testMode: false, takesPayments: false, shipping: null });
  });

  it('only a platform admin turns test mode on (which picks the test provider) and off again', async () => {
    const { orgId } = await makeOrg(t.ctx, { testMode: false });
    const admin = await signedInUser(t, ['OrganizationAdmin'], orgId);
    const refused = await settings(orgId, admin.cookie, { testMode: true });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({
      message: 'Only a platform admin can change test mode',
      fields: { testMode: 'Only a platform admin can change test mode' },
    });
    const testProvider = await settings(orgId, admin.cookie, { provider: 'test' });
    expect(testProvider.status).toBe(400);
    expect(testProvider.json.error.fields).toEqual({ provider: 'The test payment provider is only for organizations in test mode' });

    const platform = await signedInUser(t, ['FoyerAdmin']);
    const on = await settings(orgId, platform.cookie, { testMode: true });
    expect(on.status, on.body).toBe(200);
    expect(on.json).toEqual({ provider: 'test', testMode: true });
    expect((await shopView(orgId)).json).toEqual({ testMode: true, takesPayments: true, shipping: null });
    // Leaving test mode drops the test provider with it.
    expect((await settings(orgId, platform.cookie, { testMode: false })).json).toEqual({ provider: null, testMode: false });
  });

  it('names bad fields, needs a session and a permission, and hides other organisations', async () => {
    const { orgId } = await makeOrg(t.ctx, { testMode: false });
    const admin = await signedInUser(t, ['OrganizationAdmin'], orgId);
    const bad = await settings(orgId, admin.cookie, { provider: 'stripe-ish', testMode: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['provider', 'testMode']);
    expect((await settings(orgId)).status).toBe(401);
    const guide = await signedInUser(t, ['Guide'], orgId);
    expect((await settings(orgId, guide.cookie)).status).toBe(403);
    const other = await signedInUser(t, ['OrganizationAdmin']);
    expect((await settings(orgId, other.cookie)).status).toBe(404);
    expect((await settings(orgId, other.cookie, { provider: null })).status).toBe(404);
    expect((await shopView('00000000-0000-4000-8000-00000000beef')).status).toBe(404);
  });
});
