import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARK_ORGANIZATION_ID } from '@foyer/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeOrg, makeVenue, signedInUser } from '../../test/factories.js';
import { anonymous } from '../../test/api-client.js';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

describe('organizations API', () => {
  let t: TestApp;
  let admin: Signed;
  let guide: Signed;
  let support: Signed;
  let platform: Signed;
  let other: { orgId: string; name: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['OrganizationAdmin']);
    guide = await signedInUser(t, ['Guide'], admin.orgId);
    support = await signedInUser(t, ['Support']);
    platform = await signedInUser(t, ['FoyerAdmin']);
    other = await makeOrg(t.ctx);
  });
  afterAll(() => t.close());

  describe('GET /api/organizations/own', () => {
    it("answers any signed-in user with their organisation and its venues' stylesheets", async () => {
      const venue = await makeVenue(t.ctx, admin.orgId);
      const response = await guide.get('/api/organizations/own');
      expect(response.status).toBe(200);
      const org = response.json;
      expect(org).toMatchObject({
        orgId: admin.orgId,
        features: { payouts: false },
        css: null,
        targetOrigin: 'https://museum.example',
        isPark: false,
      });
      expect(org.venues).toEqual([{ venueId: venue.venueId, css: null }]);
    });

    it('marks the park organisation', async () => {
      await makeOrg(t.ctx, { orgId: PARK_ORGANIZATION_ID, name: 'Park' });
      const parkUser = await signedInUser(t, ['Guide'], PARK_ORGANIZATION_ID);
      expect((await parkUser.get('/api/organizations/own')).json).toMatchObject({
        orgId: PARK_ORGANIZATION_ID,
        isPark: true,
      });
    });

    it('needs a session', async () => {
      expect((await anonymous(t).get('/api/organizations/own')).status).toBe(401);
    });
  });

  describe('GET /api/organizations/names', () => {
    it('lists every organisation by name, ignoring case, for platform staff', async () => {
      const suffix = Date.now().toString(36);
      for (const name of [`beta ${suffix}`, `Gamma ${suffix}`, `Alpha ${suffix}`]) await makeOrg(t.ctx, { name });
      const response = await support.get('/api/organizations/names');
      expect(response.status).toBe(200);
      const names: { orgId: string; name: string }[] = response.json;
      expect(Object.keys(names[0]!).sort()).toEqual(['name', 'orgId']);
      expect(names.map((n) => n.orgId)).toEqual(expect.arrayContaining([admin.orgId, other.orgId, support.orgId]));
      const ours = names.map((n) => n.name).filter((name) => name.endsWith(suffix));
      expect(ours).toEqual([`Alpha ${suffix}`, `beta ${suffix}`, `Gamma ${suffix}`]);
    });

    it('needs OrganizationsFoyerAdminRead and a session', async () => {
      expect((await admin.get('/api/organizations/names')).status).toBe(403);
      expect((await anonymous(t).get('/api/organizations/names')).status).toBe(401);
    });
  });

  describe('GET /api/organizations', () => {
    it('gives an organisation admin just their own organisation', async () => {
      const response = await admin.get('/api/organizations');
      expect(response.status).toBe(200);
      expect(response.json.map((o: { orgId: string }) => o.orgId)).toEqual([admin.orgId]);
    });

    it('gives platform staff every organisation', async () => {
      const ids = (await support.get('/api/organizations')).json.map((o: { orgId: string }) => o.orgId);
      expect(ids).toEqual(expect.arrayContaining([admin.orgId, other.orgId, platform.orgId]));
    });

    it('needs the permission and a session', async () => {
      expect((await guide.get('/api/organizations')).status).toBe(403);
      expect((await anonymous(t).get('/api/organizations')).status).toBe(401);
    });
  });

  describe('POST /api/organizations', () => {
    it('creates a ready-to-use organisation for a platform admin', async () => {
      const response = await platform.post('/api/organizations', {
        name: '  Harbour Museum  ',
        features: { payouts: true },
        targetOrigin: 'https://harbour.example/',
      });
      expect(response.status).toBe(201);
      const created = response.json;
      expect(created).toMatchObject({
        name: 'Harbour Museum',
        features: { payouts: true },
        targetOrigin: 'https://harbour.example',
        venues: [],
        isPark: false,
      });

      // Set up with its access definition and settings: its first admin can work at once.
      const firstAdmin = await signedInUser(t, ['OrganizationAdmin'], created.orgId);
      expect((await firstAdmin.get('/api/access/definitions')).status).toBe(200);
      const settings = (await firstAdmin.get('/api/configuration/list')).json;
      expect(settings).toContainEqual({ name: 'CURRENCY', value: 'DKK' });
    });

    it('refuses a name another organisation has, whatever its case', async () => {
      const response = await platform.post('/api/organizations', { name: other.name.toUpperCase() });
      expect(response.status).toBe(409);
      expect(response.json.error).toMatchObject({ code: 'conflict' });
      expect(response.json.error.fields).toHaveProperty('name');
    });

    it('names each invalid field', async () => {
      const response = await platform.post('/api/organizations', {
        name: ' ',
        targetOrigin: 'https://museum.example/shop',
        css: { mode: 'REPLACE', href: 'http://insecure.example/a.css' },
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.json.error.fields).sort()).toEqual(['css.href', 'name', 'targetOrigin']);
    });

    it('is for platform admins only', async () => {
      expect((await admin.post('/api/organizations', { name: 'Mine' })).status).toBe(403);
      expect((await support.post('/api/organizations', { name: 'Mine' })).status).toBe(403);
      expect((await anonymous(t).post('/api/organizations', { name: 'Mine' })).status).toBe(401);
    });
  });

  describe('GET /api/organizations/:orgId', () => {
    it('answers an organisation reader with their own organisation', async () => {
      const response = await admin.get(`/api/organizations/${admin.orgId}`);
      expect(response.status).toBe(200);
      expect(response.json.orgId).toBe(admin.orgId);
    });

    it('answers 404 for another organisation, so its id cannot be probed', async () => {
      const response = await admin.get(`/api/organizations/${other.orgId}`);
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('not_found');
    });

    it('lets platform staff read any organisation', async () => {
      expect((await support.get(`/api/organizations/${other.orgId}`)).json.name).toBe(other.name);
    });

    it('answers 404 for an id nobody has, and 400 naming a malformed id', async () => {
      expect((await support.get('/api/organizations/00000000-0000-4000-a000-00000000ffff')).status).toBe(404);
      const response = await admin.get('/api/organizations/nope');
      expect(response.status).toBe(400);
      expect(response.json.error.fields).toHaveProperty('params.orgId');
    });

    it('needs the permission and a session', async () => {
      expect((await guide.get(`/api/organizations/${admin.orgId}`)).status).toBe(403);
      expect((await anonymous(t).get(`/api/organizations/${admin.orgId}`)).status).toBe(401);
    });
  });
});
