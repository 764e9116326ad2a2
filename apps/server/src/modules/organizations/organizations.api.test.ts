import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARK_ORGANIZATION_ID } from '@foyer/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeOrg, makeVenue, signedInUser } from '../../test/factories.js';

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

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  describe('GET /api/organizations/own', () => {
    it("answers any signed-in user with their organisation and its venues' stylesheets", async () => {
      const venue = await makeVenue(t.ctx, admin.orgId);
      const response = await call('GET', '/api/organizations/own', guide.cookie);
      expect(response.statusCode).toBe(200);
      const org = response.json();
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
      expect((await call('GET', '/api/organizations/own', parkUser.cookie)).json()).toMatchObject({
        orgId: PARK_ORGANIZATION_ID,
        isPark: true,
      });
    });

    it('needs a session', async () => {
      expect((await call('GET', '/api/organizations/own')).statusCode).toBe(401);
    });
  });

  describe('GET /api/organizations/names', () => {
    it('lists every organisation by name, ignoring case, for platform staff', async () => {
      const suffix = Date.now().toString(36);
      for (const name of [`beta ${suffix}`, `Gamma ${suffix}`, `Alpha ${suffix}`]) await makeOrg(t.ctx, { name });
      const response = await call('GET', '/api/organizations/names', support.cookie);
      expect(response.statusCode).toBe(200);
      const names: { orgId: string; name: string }[] = response.json();
      expect(Object.keys(names[0]!).sort()).toEqual(['name', 'orgId']);
      expect(names.map((n) => n.orgId)).toEqual(expect.arrayContaining([admin.orgId, other.orgId, support.orgId]));
      const ours = names.map((n) => n.name).filter((name) => name.endsWith(suffix));
      expect(ours).toEqual([`Alpha ${suffix}`, `beta ${suffix}`, `Gamma ${suffix}`]);
    });

    it('needs OrganizationsFoyerAdminRead and a session', async () => {
      expect((await call('GET', '/api/organizations/names', admin.cookie)).statusCode).toBe(403);
      expect((await call('GET', '/api/organizations/names')).statusCode).toBe(401);
    });
  });

  describe('GET /api/organizations', () => {
    it('gives an organisation admin just their own organisation', async () => {
      const response = await call('GET', '/api/organizations', admin.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((o: { orgId: string }) => o.orgId)).toEqual([admin.orgId]);
    });

    it('gives platform staff every organisation', async () => {
      const ids = (await call('GET', '/api/organizations', support.cookie)).json().map((o: { orgId: string }) => o.orgId);
      expect(ids).toEqual(expect.arrayContaining([admin.orgId, other.orgId, platform.orgId]));
    });

    it('needs the permission and a session', async () => {
      expect((await call('GET', '/api/organizations', guide.cookie)).statusCode).toBe(403);
      expect((await call('GET', '/api/organizations')).statusCode).toBe(401);
    });
  });

  describe('POST /api/organizations', () => {
    it('creates a ready-to-use organisation for a platform admin', async () => {
      const response = await call('POST', '/api/organizations', platform.cookie, {
        name: '  Harbour Museum  ',
        features: { payouts: true },
        targetOrigin: 'https://harbour.example/',
      });
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({
        name: 'Harbour Museum',
        features: { payouts: true },
        targetOrigin: 'https://harbour.example',
        venues: [],
        isPark: false,
      });

      // Set up with its access definition and settings: its first admin can work at once.
      const firstAdmin = await signedInUser(t, ['OrganizationAdmin'], created.orgId);
      expect((await call('GET', '/api/access/definitions', firstAdmin.cookie)).statusCode).toBe(200);
      const settings = (await call('GET', '/api/configuration/list', firstAdmin.cookie)).json();
      expect(settings).toContainEqual({ name: 'CURRENCY', value: 'DKK' });
    });

    it('refuses a name another organisation has, whatever its case', async () => {
      const response = await call('POST', '/api/organizations', platform.cookie, { name: other.name.toUpperCase() });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'conflict' });
      expect(response.json().error.fields).toHaveProperty('name');
    });

    it('names each invalid field', async () => {
      const response = await call('POST', '/api/organizations', platform.cookie, {
        name: ' ',
        targetOrigin: 'https://museum.example/shop',
        css: { mode: 'REPLACE', href: 'http://insecure.example/a.css' },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields).sort()).toEqual(['css.href', 'name', 'targetOrigin']);
    });

    it('is for platform admins only', async () => {
      expect((await call('POST', '/api/organizations', admin.cookie, { name: 'Mine' })).statusCode).toBe(403);
      expect((await call('POST', '/api/organizations', support.cookie, { name: 'Mine' })).statusCode).toBe(403);
      expect((await call('POST', '/api/organizations', undefined, { name: 'Mine' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/organizations/:orgId', () => {
    it('answers an organisation reader with their own organisation', async () => {
      const response = await call('GET', `/api/organizations/${admin.orgId}`, admin.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().orgId).toBe(admin.orgId);
    });

    it('answers 404 for another organisation, so its id cannot be probed', async () => {
      const response = await call('GET', `/api/organizations/${other.orgId}`, admin.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    });

    it('lets platform staff read any organisation', async () => {
      expect((await call('GET', `/api/organizations/${other.orgId}`, support.cookie)).json().name).toBe(other.name);
    });

    it('answers 404 for an id nobody has, and 400 naming a malformed id', async () => {
      expect((await call('GET', '/api/organizations/00000000-0000-4000-a000-00000000ffff', support.cookie)).statusCode).toBe(404);
      const response = await call('GET', '/api/organizations/nope', admin.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('params.orgId');
    });

    it('needs the permission and a session', async () => {
      expect((await call('GET', `/api/organizations/${admin.orgId}`, guide.cookie)).statusCode).toBe(403);
      expect((await call('GET', `/api/organizations/${admin.orgId}`)).statusCode).toBe(401);
    });
  });
});
