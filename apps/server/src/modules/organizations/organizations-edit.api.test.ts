import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PARK_ORGANIZATION_ID } from '@foyer/contracts';
import { inTenant } from '../../db/tenancy.js';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeOrg, makeUser, makeVenue, signedInUser } from '../../test/factories.js';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

describe('organizations API: editing, deleting, public', () => {
  let t: TestApp;
  let admin: Signed;
  let support: Signed;
  let platform: Signed;
  let other: { orgId: string; name: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['OrganizationAdmin']);
    support = await signedInUser(t, ['Support']);
    platform = await signedInUser(t, ['FoyerAdmin']);
    other = await makeOrg(t.ctx);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  describe('PUT /api/organizations/:orgId', () => {
    it('lets an organisation admin edit their own organisation, keeping features left out', async () => {
      const response = await call('PUT', `/api/organizations/${admin.orgId}`, admin.cookie, {
        name: 'Renamed Museum',
        css: { mode: 'APPEND', href: 'https://museum.example/shop.css' },
        targetOrigin: 'https://renamed.example',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        orgId: admin.orgId,
        name: 'Renamed Museum',
        features: { payouts: false },
        css: { mode: 'APPEND', href: 'https://museum.example/shop.css' },
        targetOrigin: 'https://renamed.example',
      });
      expect((await call('GET', '/api/organizations/own', admin.cookie)).json().name).toBe('Renamed Museum');
    });

    it("refuses an organisation admin's change of features, with a message, and changes nothing", async () => {
      const response = await call('PUT', `/api/organizations/${admin.orgId}`, admin.cookie, {
        name: 'Sneaky',
        features: { payouts: true },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Only a Foyer admin can change the features of an organisation');
      expect((await call('GET', '/api/organizations/own', admin.cookie)).json()).toMatchObject({
        name: 'Renamed Museum',
        features: { payouts: false },
      });
      // Sending the features unchanged is no change, so it is allowed.
      const same = await call('PUT', `/api/organizations/${admin.orgId}`, admin.cookie, {
        name: 'Renamed Museum',
        features: { payouts: false },
      });
      expect(same.statusCode).toBe(200);
    });

    it('lets a platform admin edit any organisation, features included', async () => {
      const response = await call('PUT', `/api/organizations/${other.orgId}`, platform.cookie, {
        name: other.name,
        features: { payouts: true },
        targetOrigin: 'https://museum.example',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ orgId: other.orgId, features: { payouts: true } });
      expect((await call('GET', `/api/organizations/${other.orgId}`, support.cookie)).json().features).toEqual({ payouts: true });
    });

    it("answers 404 for another organisation's id to an organisation admin and leaves it alone", async () => {
      const response = await call('PUT', `/api/organizations/${other.orgId}`, admin.cookie, { name: 'Hijacked' });
      expect(response.statusCode).toBe(404);
      expect((await call('GET', `/api/organizations/${other.orgId}`, support.cookie)).json().name).toBe(other.name);
    });

    it("refuses another organisation's name, whatever its case", async () => {
      const response = await call('PUT', `/api/organizations/${admin.orgId}`, admin.cookie, { name: ` ${other.name.toLowerCase()} ` });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.fields).toHaveProperty('name');
    });

    it('names each invalid field', async () => {
      const response = await call('PUT', `/api/organizations/${admin.orgId}`, admin.cookie, { name: '', features: { payouts: 'yes' } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields).sort()).toEqual(['features.payouts', 'name']);
    });

    it('needs a write permission and a session', async () => {
      // Support may read every organisation but edit none.
      expect((await call('PUT', `/api/organizations/${support.orgId}`, support.cookie, { name: 'Support Org' })).statusCode).toBe(403);
      expect((await call('PUT', `/api/organizations/${admin.orgId}`, undefined, { name: 'Anonymous' })).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/organizations/:orgId', () => {
    it('deletes an organisation without live users, with what it owns and its removed users', async () => {
      const doomed = await makeOrg(t.ctx);
      await makeVenue(t.ctx, doomed.orgId);
      const gone = await makeUser(t.ctx, { orgId: doomed.orgId, roles: ['Guide'] });
      await inTenant(t.ctx.db, doomed.orgId, (tx) =>
        tx
          .update(users)
          .set({ deletedAt: new Date() })
          .where(and(eq(users.orgId, doomed.orgId), eq(users.userId, gone.userId))),
      );
      const response = await call('DELETE', `/api/organizations/${doomed.orgId}`, platform.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect((await call('GET', `/api/organizations/${doomed.orgId}`, platform.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/public/configuration/list/${doomed.orgId}`)).statusCode).toBe(404);
    });

    it('refuses an organisation that still has users', async () => {
      const staffed = await makeOrg(t.ctx);
      await makeUser(t.ctx, { orgId: staffed.orgId, roles: ['Guide'], active: false });
      const response = await call('DELETE', `/api/organizations/${staffed.orgId}`, platform.cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('This organisation still has users');
      expect((await call('GET', `/api/organizations/${staffed.orgId}`, platform.cookie)).statusCode).toBe(200);
    });

    it("refuses the park organisation and the actor's current one", async () => {
      await makeOrg(t.ctx, { orgId: PARK_ORGANIZATION_ID, name: 'Park' });
      const park = await call('DELETE', `/api/organizations/${PARK_ORGANIZATION_ID}`, platform.cookie);
      expect(park.statusCode).toBe(409);
      expect(park.json().error.message).toBe('The park organisation cannot be deleted');
      const current = await call('DELETE', `/api/organizations/${platform.orgId}`, platform.cookie);
      expect(current.statusCode).toBe(409);
      expect(current.json().error.message).toMatch(/organisation you are working in/);
    });

    it('answers 404 for an unknown organisation and 400 for a malformed id', async () => {
      expect((await call('DELETE', '/api/organizations/00000000-0000-4000-a000-00000000ffff', platform.cookie)).statusCode).toBe(404);
      const response = await call('DELETE', '/api/organizations/42', platform.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('params.orgId');
    });

    it('is for platform admins only', async () => {
      const empty = await makeOrg(t.ctx);
      expect((await call('DELETE', `/api/organizations/${empty.orgId}`, admin.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/organizations/${empty.orgId}`, support.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/organizations/${empty.orgId}`)).statusCode).toBe(401);
      expect((await call('GET', `/api/organizations/${empty.orgId}`, platform.cookie)).statusCode).toBe(200);
    });
  });

  describe('GET /api/public/organizations/:orgId', () => {
    it('tells a visitor only what the shop needs', async () => {
      const venue = await makeVenue(t.ctx, other.orgId, { name: 'Shop Hall' });
      const response = await call('GET', `/api/public/organizations/${other.orgId}`);
      expect(response.statusCode).toBe(200);
      const org = response.json();
      expect(Object.keys(org).sort()).toEqual(['css', 'name', 'orgId', 'targetOrigin', 'venues']);
      expect(org).toMatchObject({ orgId: other.orgId, name: other.name, targetOrigin: 'https://museum.example', css: null });
      expect(org.venues).toEqual([{ venueId: venue.venueId, name: 'Shop Hall', css: null }]);
    });

    it('answers 404 for an unknown organisation and 400 naming a malformed id', async () => {
      const unknown = await call('GET', '/api/public/organizations/00000000-0000-4000-a000-00000000ffff');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
      const malformed = await call('GET', '/api/public/organizations/nope');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.fields).toHaveProperty('params.orgId');
    });
  });
});
