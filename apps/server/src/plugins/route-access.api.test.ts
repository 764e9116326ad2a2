import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, type Method } from '../test/api-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { guardedRouteTable, staleOpenRoutes, unguardedRoutes } from '../test/route-access.js';
import { routeAccessTable } from './auth.js';

/**
 * Every staff route with the rule that guards it (`@foyer/contracts` areas). A new route must be
 * added here with its rule; a route under /api without authorize() fails the first test.
 */
const STAFF_ROUTES: Record<string, string> = {
  'GET /api/auth/identity': 'signedIn',
  'POST /api/auth/change-password': 'signedIn',
  'PUT /api/auth/language': 'signedIn',
  'GET /api/access/roles': 'signedIn',
  'GET /api/access/definitions': 'accesses.read',
  'PUT /api/access/definitions': 'accesses.write',
  'GET /api/configuration/list': 'configuration.read',
  'GET /api/configuration/:name': 'configuration.read',
  'POST /api/configuration': 'configuration.write',
  'PUT /api/configuration/:name': 'configuration.write',
  'DELETE /api/configuration/:name': 'configuration.write',
  'GET /api/notifications/users/:userId': 'signedIn',
  'PUT /api/notifications/users/:userId': 'signedIn',
  'GET /api/notifications/organization': 'configuration.read',
  'PUT /api/notifications/organization': 'configuration.write',
  'GET /api/organizations/own': 'signedIn',
  'GET /api/organizations/names': 'organizations.switch',
  'GET /api/organizations': 'organizations.read',
  'POST /api/organizations': 'organizations.platformAdmin',
  'GET /api/organizations/:orgId': 'organizations.read',
  'PUT /api/organizations/:orgId': 'organizations.write',
  'DELETE /api/organizations/:orgId': 'organizations.platformAdmin',
  'GET /api/access/userTypeOptions': 'userTypes.read',
  'POST /api/access/userTypes': 'userTypes.write',
  'PUT /api/access/userTypes/:userTypeId': 'userTypes.write',
  'DELETE /api/access/userTypes/:userTypeId': 'userTypes.write',
  'GET /api/users': 'users.read',
  'POST /api/users': 'users.write',
  'PUT /api/users': 'organizations.switch',
  'GET /api/users/guides': 'users.guides',
  'GET /api/users/avatars': 'users.avatars',
  'GET /api/users/:userId': 'signedIn',
  'PUT /api/users/:userId': 'users.write',
  'DELETE /api/users/:userId': 'users.write',
  'POST /api/users/:userId/invitation': 'users.write',
  'PUT /api/users/:userId/avatar': 'signedIn',
  'GET /api/users/:userId/avatar': 'signedIn',
  'DELETE /api/users/:userId/avatar': 'signedIn',
  'GET /api/venues': 'venues.read',
  'POST /api/venues': 'venues.write',
  'GET /api/venues/:venueId': 'venues.read',
  'PUT /api/venues/:venueId': 'venues.write',
  'DELETE /api/venues/:venueId': 'venues.write',
  'GET /api/events/types': 'events.read',
  'GET /api/events/unique-names': 'events.read',
  'GET /api/events': 'events.read',
  'GET /api/events/occurrences': 'events.read',
  'GET /api/events/wizard-draft': 'events.write',
  'PUT /api/events/wizard-draft': 'events.write',
  'DELETE /api/events/wizard-draft': 'events.write',
  'POST /api/events': 'events.write',
  'GET /api/events/:id': 'events.read',
  'DELETE /api/events/:id': 'events.write',
  'GET /api/events/:id/refund-buyers': 'orders.read',
  'POST /api/events/:id/refund-buyers': 'orders.write',
  'GET /api/events/:id/series': 'events.read',
  'POST /api/events/:id/publish': 'events.write',
  'POST /api/events/:id/unpublish': 'events.write',
  'POST /api/events/:id/cancel': 'events.write',
  'PUT /api/events/:id/details': 'events.write',
  'PUT /api/events/:id/edit-single': 'events.write',
  'PUT /api/events/:id/edit-recurring': 'events.write',
  'PUT /api/events/:id/tickets/quantity': 'events.write',
  'PUT /api/events/:id/tickets/:ticketId': 'events.write',
  'PUT /api/events/:id/guides': 'events.write',
  'PUT /api/events/:id/image': 'events.write',
  'DELETE /api/events/:id/image': 'events.write',
  'GET /api/organizations/:orgId/payment-settings': 'organizations.read',
  'PUT /api/organizations/:orgId/payment-settings': 'organizations.write',
  'GET /api/organizations/:orgId/payment-settings/stripe': 'organizations.read',
  'PUT /api/organizations/:orgId/payment-settings/stripe': 'organizations.write',
  'GET /api/fees': 'fees.read',
  'GET /api/fees/:category': 'fees.read',
  'PUT /api/fees/:category': 'fees.write',
  'DELETE /api/fees/:category': 'fees.write',
  'GET /api/analytics': 'shopAnalytics.read',
  'POST /api/analytics': 'shopAnalytics.write',
  'GET /api/analytics/:analyticsIntegrationId': 'shopAnalytics.read',
  'PUT /api/analytics/:analyticsIntegrationId': 'shopAnalytics.write',
  'DELETE /api/analytics/:analyticsIntegrationId': 'shopAnalytics.write',
  'GET /api/orders': 'orders.read',
  'GET /api/orders/:orderId': 'orders.read',
  'POST /api/orders/:orderId/refund': 'orders.write',
  'POST /api/orders/:orderId/refunds/:refundId/retry': 'orders.write',
  'POST /api/orders/:orderId/cancel': 'orders.write',
  'GET /api/orders/download': 'orders.read',
  'GET /api/orders/:orderId/tickets': 'orders.read',
  'GET /api/orders/:orderId/vouchers': 'orders.read',
  'POST /api/orders/:orderId/approve': 'orders.write',
  'POST /api/orders/:orderId/refuse': 'orders.write',
  'POST /api/orders/:orderId/resend': 'orders.write',
  'POST /api/orders/:orderId/sentByPost': 'orders.write',
  'DELETE /api/orders/:orderId/sentByPost': 'orders.write',
  'POST /api/events/:id/offline-buy': 'orders.write',
  'POST /api/events/:id/offline-tickets': 'tickets.offlineTickets',
  'GET /api/tickets/scan': 'tickets.read',
  'POST /api/tickets/:ticketId/activate': 'tickets.write',
  'POST /api/tickets/:ticketId/visit': 'tickets.write',
  'GET /api/tickets/event/:eventId': 'tickets.read',
  'GET /api/donations': 'donations.read',
  'POST /api/donations': 'donations.write',
  'GET /api/donations/:id': 'donations.read',
  'PUT /api/donations/:id': 'donations.write',
  'PUT /api/donations/:id/status': 'donations.write',
  'DELETE /api/donations/:id': 'donations.write',
  'PUT /api/donations/:id/image': 'donations.write',
  'DELETE /api/donations/:id/image': 'donations.write',
  'GET /api/vouchers': 'vouchers.read',
  'POST /api/vouchers': 'vouchers.write',
  'GET /api/vouchers/:id': 'vouchers.read',
  'PUT /api/vouchers/:id': 'vouchers.write',
  'PUT /api/vouchers/:id/status': 'vouchers.write',
  'DELETE /api/vouchers/:id': 'vouchers.write',
  'GET /api/products': 'products.read',
  'POST /api/products': 'products.write',
  'GET /api/products/:id': 'products.read',
  'PUT /api/products/:id': 'products.write',
  'PUT /api/products/:id/status': 'products.write',
  'DELETE /api/products/:id': 'products.write',
  'GET /api/vouchers/:id/codes': 'vouchers.read',
  'POST /api/vouchers/:id/codes/:codeId/cancel': 'vouchers.write',
  'POST /api/vouchers/:id/offline-buy': 'orders.write',
  'GET /api/voucher-codes/:code': 'vouchers.balance',
};

describe('every staff route checks access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('has authorize() on every route under /api outside the public, auth, webhook and docs routes', () => {
    expect(unguardedRoutes(routeAccessTable(t.app))).toEqual([]);
    expect(staleOpenRoutes(routeAccessTable(t.app))).toEqual([]);
  });

  it('guards each staff route with the rule the table names', () => {
    expect(guardedRouteTable(routeAccessTable(t.app))).toEqual(STAFF_ROUTES);
  });

  it('answers an anonymous call with an invalid body 401, before validating it', async () => {
    const visitor = anonymous(t);
    const answers = await Promise.all(
      Object.keys(STAFF_ROUTES).map(async (route) => {
        const [method, path] = route.split(' ') as [Method, string];
        // Malformed ids and query values too: none of it may be looked at before the session.
        const url = `${path.replace(/:\w+/g, 'not-an-id')}${method === 'GET' ? '?page=-1&size=huge' : ''}`;
        const answer = await visitor.request(method, url, method === 'GET' ? undefined : { name: 42, unknown: [] });
        return { route, status: answer.status, error: answer.json?.error };
      }),
    );
    const refused = { status: 401, error: { code: 'unauthenticated', message: 'Please sign in' } };
    expect(answers.filter((answer) => answer.status !== 401 || answer.error?.code !== 'unauthenticated')).toEqual([]);
    expect(answers[0]).toMatchObject(refused);
  });
});
