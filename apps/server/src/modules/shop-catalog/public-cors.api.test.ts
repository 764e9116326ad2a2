import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { organizationsRepository } from '../organizations/testing.js';
import { museumIn, shopTestContext } from './shop-catalog.test-support.js';

type Context = Awaited<ReturnType<typeof shopTestContext>>;

/** makeOrg gives every organisation this targetOrigin. */
const SHOP_SITE = 'https://museum.example';
const OTHER_SITE = 'https://elsewhere.example';
/** The test app's PUBLIC_URL. */
const OWN_ORIGIN = 'http://foyer.test';

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')));

// Raw app.inject on purpose: the Origin header and preflights are what is tested; the test kit always sends our own origin.
describe('public API: CORS for the embedded shop', () => {
  let t: Context['t'];
  let museum: Context;
  let eventId: string;
  let occurrenceId: string;

  beforeAll(async () => {
    museum = await shopTestContext();
    t = museum.t;
    eventId = (await museum.create()).eventId;
    occurrenceId = (await museum.occurrencesOf(eventId))[0]!.eventId;
  });
  afterAll(() => t.close());

  const preflight = (url: string, origin: string, method = 'GET') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,x-lang' },
    });

  it('answers a preflight from the organisation’s target origin, for its path, query or event', async () => {
    const urls = [
      `/api/public/events/organizations/${museum.orgId}?sort=name`,
      `/api/public/organizations/${museum.orgId}`,
      `/api/public/configuration/list/${museum.orgId}`,
      `/api/public/carts?orgId=${museum.orgId}`,
      `/api/public/events/${eventId}`,
      `/api/public/events/${occurrenceId}/series?month=2027-03`,
    ];
    for (const url of urls) {
      const response = await preflight(url, SHOP_SITE, 'PUT');
      expect(response.statusCode, url).toBe(204);
      expect(corsHeaders(response.headers), url).toEqual({
        'access-control-allow-origin': SHOP_SITE,
        'access-control-allow-methods': 'GET, PUT, POST',
        'access-control-allow-headers': 'content-type, x-lang',
        'access-control-max-age': '600',
      });
      expect(response.headers.vary).toBe('origin');
    }
  });

  it('gives another origin no CORS headers at all', async () => {
    for (const url of [`/api/public/events/organizations/${museum.orgId}`, `/api/public/events/${eventId}`]) {
      const response = await preflight(url, OTHER_SITE);
      expect(response.statusCode).toBe(204);
      expect(corsHeaders(response.headers), url).toEqual({});
      const read = await museum.visit(url, OTHER_SITE);
      expect(read.statusCode).toBe(200);
      expect(corsHeaders(read.headers), url).toEqual({});
      // The answer depends on the origin (and, for a list, on the accepted encoding), so caches keep them apart.
      expect(String(read.headers.vary).split(', ')).toContain('origin');
    }
    // Exactly the origin: not another scheme, port or a prefix of it.
    for (const origin of ['http://museum.example', 'https://museum.example:8443', 'https://museum.example.evil.test', 'null']) {
      expect(corsHeaders((await preflight(`/api/public/events/${eventId}`, origin)).headers), origin).toEqual({});
    }
  });

  it('lets the target origin read answers, errors included, and without credentials', async () => {
    const list = await museum.visit(`/api/public/events/organizations/${museum.orgId}`, SHOP_SITE);
    expect(list.statusCode).toBe(200);
    expect(corsHeaders(list.headers)).toEqual({ 'access-control-allow-origin': SHOP_SITE });
    const badMonth = await museum.visit(`/api/public/events/${eventId}/series?month=13`, SHOP_SITE);
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.headers['access-control-allow-origin']).toBe(SHOP_SITE);
    const badQuery = await museum.visit(`/api/public/events/organizations/${museum.orgId}?sort=price`, SHOP_SITE);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.headers['access-control-allow-origin']).toBe(SHOP_SITE);
  });

  it('always allows our own origin, which serves the shop pages', async () => {
    for (const url of [`/api/public/events/${eventId}`, '/api/public/recommendations?resourceId=x']) {
      expect((await preflight(url, OWN_ORIGIN)).headers['access-control-allow-origin'], url).toBe(OWN_ORIGIN);
    }
    expect(
      (await museum.visit(`/api/public/events/organizations/${museum.orgId}`, OWN_ORIGIN)).headers['access-control-allow-origin'],
    ).toBe(OWN_ORIGIN);
  });

  it('allows only the organisation the call is about, and none without a target origin', async () => {
    const other = await museumIn(t);
    await inTenant(t.ctx.db, other.orgId, (tx) =>
      organizationsRepository.update(tx, other.orgId, {
        name: `Other ${other.orgId}`,
        features: { payouts: false },
        css: null,
        targetOrigin: OTHER_SITE,
      }),
    );
    const otherEvent = (await other.create()).eventId;
    expect(corsHeaders((await preflight(`/api/public/events/${otherEvent}`, SHOP_SITE)).headers)).toEqual({});
    expect((await preflight(`/api/public/events/${otherEvent}`, OTHER_SITE)).headers['access-control-allow-origin']).toBe(OTHER_SITE);
    expect(corsHeaders((await preflight(`/api/public/events/organizations/${other.orgId}`, SHOP_SITE)).headers)).toEqual({});

    const unset = await museumIn(t);
    await inTenant(t.ctx.db, unset.orgId, (tx) =>
      organizationsRepository.update(tx, unset.orgId, {
        name: `Unset ${unset.orgId}`,
        features: { payouts: false },
        css: null,
        targetOrigin: null,
      }),
    );
    expect(corsHeaders((await preflight(`/api/public/organizations/${unset.orgId}`, SHOP_SITE)).headers)).toEqual({});

    for (const url of [
      '/api/public/events/organizations/00000000-0000-4000-a000-00000000ffff',
      '/api/public/events/00000000-0000-4000-a000-00000000ffff',
      '/api/public/events/organizations/nope',
      '/api/public/carts?orgId=nope',
    ]) {
      expect(corsHeaders((await preflight(url, SHOP_SITE)).headers), url).toEqual({});
    }
  });

  it('leaves the staff API without CORS', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events', headers: { origin: SHOP_SITE, cookie: museum.admin.cookie } });
    expect(response.statusCode).toBe(200);
    expect(corsHeaders(response.headers)).toEqual({});
    expect(response.headers.vary).toBeUndefined();
    expect((await t.app.inject({ method: 'OPTIONS', url: '/api/events', headers: { origin: SHOP_SITE } })).statusCode).toBe(404);
  });
});
