import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCAN_MESSAGES } from '@foyer/contracts';
import { queryRows } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { apiClient } from '../../test/api-client.js';
import { makeUser, makeVenue, signIn, signedInUser } from '../../test/factories.js';
import { takePermission } from '../../test/access-changes.js';
import { TestClock, createTestApp, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { buyTickets, endOccurrence } from './tickets.test-support.js';

describe('scanning tickets at the door', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  // The door lets a ticket in on its day: 10:00 in Copenhagen on the day of the fixture's concert.
  const concertDay = '2027-06-01T08:00:00.000Z';
  const clock = new TestClock();
  beforeAll(async () => {
    clock.set(concertDay);
    t = await createTestApp({}, { clock });
    museum = await shopFixture(t, 100);
  });
  afterAll(async () => {
    await t.close();
  });

  type Occurrence = (typeof museum)['concert'];
  const buy = (quantity = 1, occurrence: Occurrence = museum.concert, holderNames?: string[]) =>
    buyTickets(t, {
      orgId: museum.orgId,
      staff: museum.admin,
      occurrenceId: occurrence.occurrenceId,
      ticketTypeId: occurrence.adult,
      quantity,
      holderNames,
    });
  const scan = (code: string, source?: string, cookie: string | null = museum.admin.cookie) =>
    apiClient(t, cookie ?? undefined).get(`/api/tickets/scan?code=${encodeURIComponent(code)}${source ? `&source=${source}` : ''}`);
  const act = (action: 'activate' | 'visit', ticketId: string, body: object = {}, cookie: string | null = museum.admin.cookie) =>
    apiClient(t, cookie ?? undefined).post(`/api/tickets/${ticketId}/${action}`, body);
  const venueName = async (venueId: string) => (await museum.admin.get(`/api/venues/${venueId}`)).json.name as string;

  it('finds a ticket by its QR code, by the code typed and by its ticket number', async () => {
    const order = await buy(2, museum.concert, ['Ann Berg', '']);
    clock.set('2027-05-30T08:00:00Z'); // two days ahead of the concert
    // The order page lists an order's tickets by code; the ticket number is the place in that list.
    const first = order.tickets.find((ticket) => ticket.holderName === 'Ann Berg');
    const position = order.tickets.indexOf(first!) + 1;
    const second = order.tickets.find((ticket) => ticket !== first);
    const scanned = await scan(first!.code);
    expect(scanned.status, scanned.body).toBe(200);
    expect(scanned.json).toEqual({
      ticketId: first!.ticketId,
      code: first!.code,
      ticketNumber: `${order.orderNumber}-${position}`,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      eventName: 'Evening concert',
      ticketTypeName: 'Adult',
      holderName: 'Ann Berg',
      occurrenceId: museum.concert.occurrenceId,
      startsAt: '2027-06-01T17:00:00.000Z',
      endsAt: '2027-06-01T19:00:00.000Z',
      allDay: false,
      timeZone: 'Europe/Copenhagen',
      venueName: await venueName(museum.venueId),
      status: 'NOT_ACTIVATED',
      visitState: 'NOT_VISITED',
      activatedAt: null,
      activationVenue: null,
      visits: [],
      validUntil: '2027-06-01T19:00:00.000Z',
      notValidYet: true,
      dateCanceled: false,
      laterDayOverride: null,
      combi: false,
      entranceVenues: [{ venueId: museum.venueId, venueName: await venueName(museum.venueId) }],
    });

    const typed = await scan(` ${first!.code} `, 'typed');
    expect(typed.json.ticketId).toBe(first!.ticketId);
    const number = `${order.orderNumber}-${3 - position}`;
    const byNumber = await scan(number, 'typed');
    expect(byNumber.status, byNumber.body).toBe(200);
    expect(byNumber.json).toMatchObject({ ticketId: second!.ticketId, ticketNumber: number, holderName: null });

    // In the staff member's own language.
    const dane = await makeUser(t.ctx, { orgId: museum.orgId, roles: ['Admin'], language: 'da' });
    expect((await scan(first!.code, 'camera', await signIn(t, dane.email))).json.eventName).toBe('Aftenkoncert');
    // Or in the language the page is shown in, when it says so.
    const shownInDanish = await museum.admin.get(`/api/tickets/scan?code=${first!.code}`, { headers: { 'x-lang': 'da' } });
    expect(shownInDanish.json.eventName).toBe('Aftenkoncert');
    const unknownLanguage = await museum.admin.get(`/api/tickets/scan?code=${first!.code}`, { headers: { 'x-lang': 'sv' } });
    expect(unknownLanguage.json.eventName).toBe('Evening concert');
    clock.set(concertDay);
  });

  it('answers the spec’s texts for a ticket that does not exist, scanned or typed', async () => {
    const order = await buy(1);
    const scanned = await scan('not-a-ticket-of-ours');
    expect(scanned.status).toBe(404);
    expect(scanned.json.error.message).toBe('Ticket not found');
    const typed = await scan('AAAAAAAAAAAAAAAAAAAAAA', 'typed');
    expect(typed.status).toBe(404);
    expect(typed.json.error.message).toBe('Ticket ID does not exist. Check the number and try again.');
    expect((await scan(`${order.orderNumber}-2`, 'typed')).json.error.message).toBe(SCAN_MESSAGES.unknownNumber);
    expect((await scan(`${order.orderNumber}-0`, 'typed')).status).toBe(404);
    // Another QR altogether (a long web address) is a miss like any other, not a field's refusal.
    const longQr = await scan(`https://example.com/boarding?pass=${'x'.repeat(600)}`);
    expect(longQr.status).toBe(404);
    expect(longQr.json.error.message).toBe('Ticket not found');
  });

  it('activates a ticket once; a second activation says when and where it was used', async () => {
    const [ticket] = (await buy(1)).tickets;
    const activated = await act('activate', ticket!.ticketId);
    expect(activated.status, activated.body).toBe(200);
    const view = activated.json;
    const where = { venueId: museum.venueId, venueName: await venueName(museum.venueId) };
    expect(view).toMatchObject({ status: 'ACTIVATED', visitState: 'NOT_VISITED', activationVenue: where });
    expect(view.activatedAt).toBe(concertDay);

    const again = await act('activate', ticket!.ticketId, { venueId: (await makeVenue(t.ctx, museum.orgId)).venueId });
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({
      code: 'conflict',
      message: 'Ticket already used',
      reason: 'scan.alreadyUsed',
      fields: { at: view.activatedAt, ...where },
    });
    expect((await scan(ticket!.code)).json).toMatchObject({ status: 'ACTIVATED', activatedAt: view.activatedAt });
    const order = (await museum.admin.get(`/api/orders/${view.orderId}`)).json;
    expect(order.tickets[0]).toMatchObject({ status: 'ACTIVATED' });
  });

  it('activates at the venue the scanner names', async () => {
    const garden = await makeVenue(t.ctx, museum.orgId, { name: 'Sculpture Garden' });
    const [ticket] = (await buy(1)).tickets;
    const activated = await act('activate', ticket!.ticketId, { venueId: garden.venueId });
    expect(activated.json.activationVenue).toEqual({ venueId: garden.venueId, venueName: 'Sculpture Garden' });
  });

  it('marks a museum visit once, activating a ticket not yet activated', async () => {
    const [ticket] = (await buy(1)).tickets;
    const visited = await act('visit', ticket!.ticketId);
    expect(visited.status, visited.body).toBe(200);
    const view = visited.json;
    const where = { venueId: museum.venueId, venueName: await venueName(museum.venueId) };
    expect(view).toMatchObject({ status: 'ACTIVATED', visitState: 'VISITED', activationVenue: where });
    expect(view.visits).toEqual([{ ...where, at: view.activatedAt }]);

    const twice = await act('visit', ticket!.ticketId);
    expect(twice.status).toBe(409);
    expect(twice.json.error).toEqual({
      code: 'conflict',
      message: 'Museum visit already marked',
      reason: 'scan.alreadyVisited',
      fields: { at: view.activatedAt, ...where },
    });
    // A regular ticket has one visit in all, whichever venue the scanner stands at.
    const elsewhere = await act('visit', ticket!.ticketId, { venueId: (await makeVenue(t.ctx, museum.orgId)).venueId });
    expect(elsewhere.json.error.message).toBe('Museum visit already marked');
    expect((await act('activate', ticket!.ticketId)).json.error.message).toBe('Ticket already used');
    const order = (await museum.admin.get(`/api/orders/${view.orderId}`)).json;
    expect(order.tickets[0]).toMatchObject({ status: 'ACTIVATED', visitState: 'VISITED' });
  });

  it('marks a visit on an activated ticket without moving its activation', async () => {
    const [ticket] = (await buy(1)).tickets;
    const activated = (await act('activate', ticket!.ticketId)).json;
    const visited = await act('visit', ticket!.ticketId);
    expect(visited.status, visited.body).toBe(200);
    expect(visited.json).toMatchObject({ activatedAt: activated.activatedAt, visitState: 'VISITED' });
    expect(visited.json.visits).toHaveLength(1);
  });

  it('refuses a refunded ticket', async () => {
    const order = await buy(1);
    // On the concert's day by the app's clock, past its refund policy's deadline (7 days before):
    // refused as it stands, so staff override it.
    const late = await museum.admin.post(`/api/orders/${order.orderId}/refund`, {});
    expect(late.status, late.body).toBe(409);
    expect(late.json.error.reason).toBe('refund.policy');
    const refunded = await museum.admin.post(`/api/orders/${order.orderId}/refund`, { override: true });
    expect(refunded.status, refunded.body).toBe(200);
    const ticket = order.tickets[0]!;
    expect((await scan(ticket.code)).json.status).toBe('CANCELED');
    for (const action of ['activate', 'visit'] as const) {
      const refused = await act(action, ticket.ticketId);
      expect(refused.status).toBe(409);
      expect(refused.json.error).toEqual({ code: 'conflict', message: 'Ticket canceled', reason: 'scan.canceled' });
    }
  });

  it('refuses a ticket whose date staff canceled after the sale, and lets it in once the date is back', async () => {
    const evening = await museum.createEvent();
    const order = await buy(1, evening);
    const ticket = order.tickets[0]!;
    const canceled = await museum.admin.put(`/api/events/${evening.occurrenceId}/edit-single`, { status: 'Canceled' });
    expect(canceled.status, canceled.body).toBe(200);
    // Its ticket still reads as unused: the scan says the date is canceled (before, it let the visitor in).
    expect((await scan(ticket.code)).json).toMatchObject({ status: 'NOT_ACTIVATED', dateCanceled: true });
    for (const action of ['activate', 'visit'] as const) {
      const refused = await act(action, ticket.ticketId);
      expect(refused.status, refused.body).toBe(409);
      expect(refused.json.error).toMatchObject({ code: 'conflict', message: SCAN_MESSAGES.dateCanceled, reason: 'scan.dateCanceled' });
    }
    expect((await scan(ticket.code)).json.status).toBe('NOT_ACTIVATED');
    // Put back on sale: the ticket admits again.
    expect((await museum.admin.put(`/api/events/${evening.occurrenceId}/edit-single`, { status: 'Published' })).status).toBe(200);
    expect((await scan(ticket.code)).json.dateCanceled).toBe(false);
    const activated = await act('activate', ticket.ticketId, { overrideLaterDay: true });
    expect(activated.status, activated.body).toBe(200);
    expect(activated.json.status).toBe('ACTIVATED');
  });

  it('refuses a ticket whose occurrence has ended', async () => {
    const yesterday = await museum.createEvent();
    const order = await buy(1, yesterday);
    await endOccurrence(t, museum.orgId, yesterday.occurrenceId);
    const ticket = order.tickets[0]!;
    const scanned = (await scan(ticket.code)).json;
    expect(scanned).toMatchObject({ status: 'EXPIRED', notValidYet: false });
    expect(Date.parse(scanned.validUntil)).toBeLessThan(Date.now());
    for (const action of ['activate', 'visit'] as const) {
      const refused = await act(action, ticket.ticketId);
      expect(refused.status).toBe(409);
      expect(refused.json.error).toEqual({
        code: 'conflict',
        message: 'Ticket expired',
        reason: 'scan.expired',
        fields: { validUntil: scanned.validUntil },
      });
    }
    // Read as of now, not stored until the expiry sweep runs (ticket-expiry.api.test.ts).
    expect((await museum.admin.get(`/api/orders/${order.orderId}`)).json.tickets[0].status).toBe('NOT_ACTIVATED');
  });

  it('lets exactly one of two scanners activate the same ticket at once', async () => {
    // Several tickets raced at once, so a missing lock shows however the requests interleave.
    const { tickets } = await buy(5);
    const raced = await Promise.all(tickets.flatMap((ticket) => [act('activate', ticket.ticketId), act('activate', ticket.ticketId)]));
    for (let i = 0; i < tickets.length; i++) {
      const pair = raced.slice(2 * i, 2 * i + 2);
      expect(pair.map((response) => response.status).sort()).toEqual([200, 409]);
      const winner = pair.find((response) => response.status === 200)!.json;
      const loser = pair.find((response) => response.status === 409)!.json;
      expect(loser.error).toMatchObject({ message: 'Ticket already used', fields: { at: winner.activatedAt } });
    }

    const others = (await buy(5)).tickets;
    const visits = await Promise.all(others.flatMap((ticket) => [act('visit', ticket.ticketId), act('visit', ticket.ticketId)]));
    for (let i = 0; i < others.length; i++) expect([visits[2 * i]!.status, visits[2 * i + 1]!.status].sort()).toEqual([200, 409]);
    expect((await scan(others[0]!.code)).json.visits).toHaveLength(1);
  });

  it('never lets a ticket in that a refund racing it cancels', async () => {
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await buy(1));
    const raced = await Promise.all(
      orders.map((order) =>
        Promise.all([museum.admin.post(`/api/orders/${order.orderId}/refund`, {}), act('activate', order.tickets[0]!.ticketId)]),
      ),
    );
    for (const [index, [refund, activation]] of raced.entries()) {
      // One or the other: a refunded ticket is not let in, and a used one is not refunded.
      expect([refund.status, activation.status].sort()).toEqual([200, 409]);
      const status = (await scan(orders[index]!.tickets[0]!.code)).json.status;
      expect(status).toBe(refund.status === 200 ? 'CANCELED' : 'ACTIVATED');
    }
  });

  it('answers 400 naming the field', async () => {
    const [ticket] = (await buy(1)).tickets;
    const noCode = await museum.admin.get('/api/tickets/scan');
    expect(noCode.status).toBe(400);
    expect(Object.keys(noCode.json.error.fields)).toEqual(['query.code']);
    const blank = await scan('   ');
    expect(blank.json.error.fields).toEqual({ 'query.code': 'Required' });
    expect(Object.keys((await scan(ticket!.code, 'radio')).json.error.fields)).toEqual(['query.source']);

    const badId = await act('activate', 'nope');
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.json.error.fields)).toEqual(['params.ticketId']);
    const badVenue = await act('visit', ticket!.ticketId, { venueId: 'main' });
    expect(badVenue.status).toBe(400);
    expect(Object.keys(badVenue.json.error.fields)).toEqual(['venueId']);

    // Another organisation's venue is no venue of this one.
    const elsewhere = await signedInUser(t, ['Admin']);
    const foreignVenue = (await makeVenue(t.ctx, elsewhere.orgId)).venueId;
    for (const action of ['activate', 'visit'] as const) {
      const refused = await act(action, ticket!.ticketId, { venueId: foreignVenue });
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields).toEqual({ venueId: 'Venue not found' });
    }
    expect((await scan(ticket!.code)).json.status).toBe('NOT_ACTIVATED');

    // A POST without any body at all is the same as {}.
    const bare = await museum.admin.post(`/api/tickets/${ticket!.ticketId}/activate`);
    expect(bare.status, bare.body).toBe(200);
  });

  it('needs a session and ScanTicket permissions; another organisation’s ticket is not found', async () => {
    const order = await buy(1);
    const ticket = order.tickets[0]!;
    expect((await scan(ticket.code, 'camera', null)).status).toBe(401);
    expect((await act('activate', ticket.ticketId, {}, null)).status).toBe(401);
    expect((await act('visit', ticket.ticketId, {}, null)).status).toBe(401);

    // An organisation admin runs users and settings, not the door.
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
    expect((await scan(ticket.code, 'camera', orgAdmin.cookie)).status).toBe(403);
    expect((await act('activate', ticket.ticketId, {}, orgAdmin.cookie)).status).toBe(403);
    expect((await act('visit', ticket.ticketId, {}, orgAdmin.cookie)).status).toBe(403);

    // Guides scan by default (ScanTicketRead and ScanTicketWrite).
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await scan(ticket.code, 'camera', guide.cookie)).status).toBe(200);

    // A museum whose guides may look tickets up but not let anyone in.
    const lookOnly = await signedInUser(t, ['Guide']);
    await takePermission(t, lookOnly.orgId, 'Guide', 'ScanTicketWrite');
    expect((await scan(ticket.code, 'camera', lookOnly.cookie)).status).toBe(404);
    expect((await act('activate', ticket.ticketId, {}, lookOnly.cookie)).status).toBe(403);
    expect((await act('visit', ticket.ticketId, {}, lookOnly.cookie)).status).toBe(403);

    // Another organisation's staff cannot find, activate or visit it, by code or by number.
    const other = await signedInUser(t, ['Admin']);
    expect((await scan(ticket.code, 'camera', other.cookie)).json.error).toMatchObject({
      code: 'not_found',
      message: 'Ticket not found',
    });
    expect((await scan(`${order.orderNumber}-1`, 'typed', other.cookie)).json.error.message).toBe(SCAN_MESSAGES.unknownNumber);
    for (const action of ['activate', 'visit'] as const) {
      const hidden = await act(action, ticket.ticketId, {}, other.cookie);
      expect(hidden.status).toBe(404);
      expect(hidden.json.error.message).toBe('Ticket not found');
    }
    expect((await scan(ticket.code)).json).toMatchObject({ status: 'NOT_ACTIVATED', visitState: 'NOT_VISITED' });

    // Visits are the organisation's own rows, like the tickets (row-level security).
    expect((await act('visit', ticket.ticketId)).status).toBe(200);
    const visitsSeenBy = async (orgId: string) =>
      (await inTenant(t.ctx.db, orgId, (tx) => queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ticket_visits`)))[0]!.n;
    expect(await visitsSeenBy(museum.orgId)).toBeGreaterThan(0);
    expect(await visitsSeenBy(other.orgId)).toBe(0);
  });
});
