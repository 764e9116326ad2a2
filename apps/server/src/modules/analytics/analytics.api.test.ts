import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inTenant } from '../../db/tenancy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { anonymous } from '../../test/api-client.js';

describe('analytics integrations API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin']);
  });
  afterAll(() => t.close());

  const publicList = (orgId: string) => anonymous(t).get(`/api/public/organizations/${orgId}/analytics`);

  it('creates, reads, lists, updates and deletes an integration', async () => {
    const created = await admin.post('/api/analytics', { type: 'GoogleAnalytics', id: ' g-ab12cd34ef ' });
    expect(created.status).toBe(201);
    const integration = created.json;
    // Trimmed and upper-cased, enabled unless told otherwise.
    expect(integration).toMatchObject({ type: 'GoogleAnalytics', id: 'G-AB12CD34EF', enabled: true });

    const path = `/api/analytics/${integration.analyticsIntegrationId}`;
    expect((await admin.get(path)).json.id).toBe('G-AB12CD34EF');
    expect((await admin.get('/api/analytics')).json).toHaveLength(1);

    const updated = await admin.put(path, { type: 'FacebookPixel', id: '123456789012345', enabled: false });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ type: 'FacebookPixel', id: '123456789012345', enabled: false });

    expect((await admin.delete(path)).status).toBe(200);
    expect((await admin.get(path)).status).toBe(404);
    expect((await admin.delete(path)).status).toBe(404);
  });

  it('accepts Universal Analytics ids and refuses the same integration twice', async () => {
    const first = await admin.post('/api/analytics', { type: 'GoogleAnalytics', id: 'UA-12345678-1' });
    expect(first.status).toBe(201);
    const again = await admin.post('/api/analytics', { type: 'GoogleAnalytics', id: 'ua-12345678-1' });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: 'conflict', fields: { id: 'This analytics integration already exists' } });

    // Editing another integration into a duplicate is refused the same way.
    const second = (await admin.post('/api/analytics', { type: 'GoogleAnalytics', id: 'G-SECOND1' })).json;
    const clash = await admin.put(`/api/analytics/${second.analyticsIntegrationId}`, {
      type: 'GoogleAnalytics',
      id: 'UA-12345678-1',
    });
    expect(clash.status).toBe(409);
    // The same tracking id at another service is another integration.
    expect((await admin.post('/api/analytics', { type: 'FacebookPixel', id: '12345678' })).status).toBe(201);
  });

  it('names each invalid field', async () => {
    const badGa = await admin.post('/api/analytics', { type: 'GoogleAnalytics', id: 'GTM-1234"><script>' });
    expect(badGa.status).toBe(400);
    expect(badGa.json.error.fields).toEqual({ id: 'Enter a Google Analytics ID such as G-XXXXXXXXXX or UA-12345678-1' });

    const badPixel = await admin.post('/api/analytics', { type: 'FacebookPixel', id: 'G-ABCDEF' });
    expect(badPixel.json.error.fields).toEqual({ id: 'Enter a Facebook Pixel ID: digits only' });

    const missing = await admin.post('/api/analytics', { type: 'Matomo', id: '' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.error.fields).sort()).toEqual(['id', 'type']);

    const badId = await admin.get('/api/analytics/not-an-id');
    expect(badId.status).toBe(400);
    expect(badId.json.error.fields).toHaveProperty('params.analyticsIntegrationId');
  });

  it('needs a session', async () => {
    const response = await anonymous(t).get('/api/analytics');
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('unauthenticated');
  });

  it('needs the permission', async () => {
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await guide.get('/api/analytics')).status).toBe(403);
    expect((await guide.post('/api/analytics', { type: 'FacebookPixel', id: '987654321' })).status).toBe(403);
  });

  it("answers 404 for another organisation's integration and never lists it", async () => {
    const other = await signedInUser(t, ['Admin']);
    const foreign = (await other.post('/api/analytics', { type: 'FacebookPixel', id: '555555555' })).json;
    const path = `/api/analytics/${foreign.analyticsIntegrationId}`;
    expect((await admin.get(path)).status).toBe(404);
    expect((await admin.put(path, { type: 'FacebookPixel', id: '666666666' })).status).toBe(404);
    expect((await admin.delete(path)).status).toBe(404);
    const ids = (await admin.get('/api/analytics')).json.map((i: { id: string }) => i.id);
    expect(ids).not.toContain('555555555');
    // The same tracking id may be used by another museum.
    expect((await admin.post('/api/analytics', { type: 'FacebookPixel', id: '555555555' })).status).toBe(201);
  });

  describe('GET /api/public/organizations/:orgId/analytics', () => {
    it('lists the enabled integrations by type and id, without a session', async () => {
      const museum = await signedInUser(t, ['Admin']);
      const add = (body: object) => museum.post('/api/analytics', body);
      await add({ type: 'GoogleAnalytics', id: 'G-MUSEUM01' });
      await add({ type: 'FacebookPixel', id: '1234567890', enabled: false });
      await add({ type: 'FacebookPixel', id: '2345678901' });

      const response = await publicList(museum.orgId);
      expect(response.status).toBe(200);
      expect(response.json).toEqual([
        { type: 'GoogleAnalytics', id: 'G-MUSEUM01' },
        { type: 'FacebookPixel', id: '2345678901' },
      ]);
    });

    it('skips a stored id that is not a valid tracking id (SPEC §8)', async () => {
      const museum = await signedInUser(t, ['Admin']);
      const created = (await museum.post('/api/analytics', { type: 'FacebookPixel', id: '11112222' })).json;
      await museum.post('/api/analytics', { type: 'GoogleAnalytics', id: 'G-KEPT01' });
      // As if written under older, looser rules.
      await inTenant(t.ctx.db, museum.orgId, (tx) =>
        tx.execute(
          sql`update analytics_integrations set tracking_id = 'x<y' where analytics_integration_id = ${created.analyticsIntegrationId}`,
        ),
      );
      expect((await publicList(museum.orgId)).json).toEqual([{ type: 'GoogleAnalytics', id: 'G-KEPT01' }]);
    });

    it('answers an empty list for a museum without integrations, 404 for an unknown one', async () => {
      const museum = await signedInUser(t, ['Admin']);
      expect((await publicList(museum.orgId)).json).toEqual([]);
      expect((await publicList('00000000-0000-4000-a000-00000000ffff')).status).toBe(404);
      const malformed = await anonymous(t).get('/api/public/organizations/nope/analytics');
      expect(malformed.status).toBe(400);
      expect(malformed.json.error.fields).toHaveProperty('params.orgId');
    });
  });
});
