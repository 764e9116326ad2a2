import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ORGANIZATION_MESSAGES, PARK_ORGANIZATION_ID } from '@foyer/contracts';
import { queryRows } from '../../db/client.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { inTenant } from '../../db/tenancy.js';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeOrg, makeUser, makeVenue, signedInUser } from '../../test/factories.js';
import { anonymous } from '../../test/api-client.js';

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

  describe('PUT /api/organizations/:orgId', () => {
    it('lets an organisation admin edit their own organisation, keeping features left out', async () => {
      const response = await admin.put(`/api/organizations/${admin.orgId}`, {
        name: 'Renamed Museum',
        css: { mode: 'APPEND', href: 'https://museum.example/shop.css' },
        targetOrigin: 'https://renamed.example',
      });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({
        orgId: admin.orgId,
        name: 'Renamed Museum',
        features: { payouts: false },
        css: { mode: 'APPEND', href: 'https://museum.example/shop.css' },
        targetOrigin: 'https://renamed.example',
      });
      expect((await admin.get('/api/organizations/own')).json.name).toBe('Renamed Museum');
    });

    it("refuses an organisation admin's change of features, with a message, and changes nothing", async () => {
      const response = await admin.put(`/api/organizations/${admin.orgId}`, {
        name: 'Sneaky',
        features: { payouts: true },
      });
      expect(response.status).toBe(403);
      expect(response.json.error.message).toBe('Only a Foyer admin can change the features of an organization');
      expect((await admin.get('/api/organizations/own')).json).toMatchObject({
        name: 'Renamed Museum',
        features: { payouts: false },
      });
      // Sending the features unchanged is no change, so it is allowed.
      const same = await admin.put(`/api/organizations/${admin.orgId}`, {
        name: 'Renamed Museum',
        features: { payouts: false },
      });
      expect(same.status).toBe(200);
    });

    it('lets a platform admin edit any organisation, features included', async () => {
      const response = await platform.put(`/api/organizations/${other.orgId}`, {
        name: other.name,
        features: { payouts: true },
        targetOrigin: 'https://museum.example',
      });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ orgId: other.orgId, features: { payouts: true } });
      expect((await support.get(`/api/organizations/${other.orgId}`)).json.features).toEqual({ payouts: true });
    });

    it("answers 404 for another organisation's id to an organisation admin and leaves it alone", async () => {
      const response = await admin.put(`/api/organizations/${other.orgId}`, { name: 'Hijacked' });
      expect(response.status).toBe(404);
      expect((await support.get(`/api/organizations/${other.orgId}`)).json.name).toBe(other.name);
    });

    it("refuses another organisation's name, whatever its case", async () => {
      const response = await admin.put(`/api/organizations/${admin.orgId}`, { name: ` ${other.name.toLowerCase()} ` });
      expect(response.status).toBe(409);
      expect(response.json.error.fields).toHaveProperty('name');
    });

    it('names each invalid field', async () => {
      const response = await admin.put(`/api/organizations/${admin.orgId}`, { name: '', features: { payouts: 'yes' } });
      expect(response.status).toBe(400);
      expect(Object.keys(response.json.error.fields).sort()).toEqual(['features.payouts', 'name']);
    });

    it('needs a write permission and a session', async () => {
      // Support may read every organisation but edit none.
      expect((await support.put(`/api/organizations/${support.orgId}`, { name: 'Support Org' })).status).toBe(403);
      expect((await anonymous(t).put(`/api/organizations/${admin.orgId}`, { name: 'Anonymous' })).status).toBe(401);
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
      const response = await platform.delete(`/api/organizations/${doomed.orgId}`);
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ ok: true });
      expect((await platform.get(`/api/organizations/${doomed.orgId}`)).status).toBe(404);
      expect((await anonymous(t).get(`/api/public/configuration/list/${doomed.orgId}`)).status).toBe(404);
    });

    it('refuses an organisation that still has users', async () => {
      const staffed = await makeOrg(t.ctx);
      await makeUser(t.ctx, { orgId: staffed.orgId, roles: ['Guide'], active: false });
      const response = await platform.delete(`/api/organizations/${staffed.orgId}`);
      expect(response.status).toBe(409);
      expect(response.json.error.message).toBe('This organization still has users');
      expect((await platform.get(`/api/organizations/${staffed.orgId}`)).status).toBe(200);
    });

    it('refuses an organisation that has taken orders, even with its users gone: its orders and tickets stay', async () => {
      const museum = await shopFixture(t);
      const order = await museum.checkout(2, 'kept@museum.test');
      await inTenant(t.ctx.db, museum.orgId, (tx) => tx.update(users).set({ deletedAt: new Date() }).where(eq(users.orgId, museum.orgId)));
      const response = await platform.delete(`/api/organizations/${museum.orgId}`);
      expect(response.status).toBe(409);
      expect(response.json.error).toMatchObject({ message: ORGANIZATION_MESSAGES.hasOrders, reason: 'organizations.hasOrders' });
      expect((await platform.get(`/api/organizations/${museum.orgId}`)).status).toBe(200);
      const kept = await inTenant(t.ctx.db, museum.orgId, (tx) =>
        queryRows(tx, sql`select 1 from orders where order_id = ${order.orderId}`),
      );
      expect(kept).toHaveLength(1);
    });

    it("refuses the park organisation and the actor's current one", async () => {
      await makeOrg(t.ctx, { orgId: PARK_ORGANIZATION_ID, name: 'Park' });
      const park = await platform.delete(`/api/organizations/${PARK_ORGANIZATION_ID}`);
      expect(park.status).toBe(409);
      expect(park.json.error.message).toBe('The park organization cannot be deleted');
      const current = await platform.delete(`/api/organizations/${platform.orgId}`);
      expect(current.status).toBe(409);
      expect(current.json.error.message).toMatch(/organization you are working in/);
    });

    it('answers 404 for an unknown organisation and 400 for a malformed id', async () => {
      expect((await platform.delete('/api/organizations/00000000-0000-4000-a000-00000000ffff')).status).toBe(404);
      const response = await platform.delete('/api/organizations/42');
      expect(response.status).toBe(400);
      expect(response.json.error.fields).toHaveProperty('params.orgId');
    });

    it('is for platform admins only', async () => {
      const empty = await makeOrg(t.ctx);
      expect((await admin.delete(`/api/organizations/${empty.orgId}`)).status).toBe(403);
      expect((await support.delete(`/api/organizations/${empty.orgId}`)).status).toBe(403);
      expect((await anonymous(t).delete(`/api/organizations/${empty.orgId}`)).status).toBe(401);
      expect((await platform.get(`/api/organizations/${empty.orgId}`)).status).toBe(200);
    });
  });

  describe('GET /api/public/organizations/:orgId', () => {
    it('tells a visitor only what the shop needs', async () => {
      const venue = await makeVenue(t.ctx, other.orgId, { name: 'Shop Hall' });
      const response = await anonymous(t).get(`/api/public/organizations/${other.orgId}`);
      expect(response.status).toBe(200);
      const org = response.json;
      expect(Object.keys(org).sort()).toEqual(['css', 'name', 'orgId', 'targetOrigin', 'venues']);
      expect(org).toMatchObject({ orgId: other.orgId, name: other.name, targetOrigin: 'https://museum.example', css: null });
      expect(org.venues).toEqual([{ venueId: venue.venueId, name: 'Shop Hall', css: null }]);
    });

    it('answers 404 for an unknown organisation and 400 naming a malformed id', async () => {
      const unknown = await anonymous(t).get('/api/public/organizations/00000000-0000-4000-a000-00000000ffff');
      expect(unknown.status).toBe(404);
      expect(unknown.json.error.code).toBe('not_found');
      const malformed = await anonymous(t).get('/api/public/organizations/nope');
      expect(malformed.status).toBe(400);
      expect(malformed.json.error.fields).toHaveProperty('params.orgId');
    });
  });
});
