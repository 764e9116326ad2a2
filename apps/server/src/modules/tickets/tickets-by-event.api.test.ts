import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ADMISSION_MESSAGES } from '@foyer/contracts';
import { apiClient } from '../../test/api-client.js';
import { signedInUser } from '../../test/factories.js';
import { eventBody } from '../../test/factories-events.js';
import { takePermission } from '../../test/access-changes.js';
import { TestClock, createTestApp, type TestApp } from '../../test/test-app.js';
import { privateBuyer, shopFixture } from '../../test/shop-fixture.js';
import { buyTickets, endOccurrence } from './tickets.test-support.js';

describe('an occurrence’s admission list (event search by id)', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  beforeAll(async () => {
    // The door lets a ticket in on its day: 10:00 in Copenhagen on the day of the fixtures' events.
    const clock = new TestClock();
    clock.set('2027-06-01T08:00:00Z');
    t = await createTestApp({}, { clock });
    museum = await shopFixture(t, 100);
  });
  afterAll(async () => {
    await t.close();
  });

  type Occurrence = (typeof museum)['concert'];
  const buy = (occurrence: Occurrence, quantity: number, holderNames?: string[]) =>
    buyTickets(t, {
      orgId: museum.orgId,
      staff: museum.admin,
      occurrenceId: occurrence.occurrenceId,
      ticketTypeId: occurrence.adult,
      quantity,
      holderNames,
    });
  const list = (id: string, query = '', cookie: string | null = museum.admin.cookie) =>
    apiClient(t, cookie ?? undefined).get(`/api/tickets/event/${id}${query}`);
  const act = (action: 'activate' | 'visit', ticketId: string) => museum.admin.post(`/api/tickets/${ticketId}/${action}`, {});

  /** Who `privateBuyer` says bought every order here. */
  const BUYER = `${privateBuyer('x@museum.test').firstName} ${privateBuyer('x@museum.test').lastName}`;

  it('lists the occurrence’s tickets with its sales and how many were let in', async () => {
    const concert = await museum.createEvent();
    const first = await buy(concert, 2, ['Ann Berg', 'Bo Dahl']);
    const second = await buy(concert, 1);
    const ann = first.tickets.find((ticket) => ticket.holderName === 'Ann Berg')!;
    const bo = first.tickets.find((ticket) => ticket.holderName === 'Bo Dahl')!;
    expect((await act('activate', ann.ticketId)).status).toBe(200);
    expect((await act('visit', second.tickets[0]!.ticketId)).status).toBe(200);

    const response = await list(concert.occurrenceId);
    expect(response.status, response.body).toBe(200);
    const body = response.json;
    const venueName = (await museum.admin.get(`/api/venues/${museum.venueId}`)).json.name;
    expect(body.event).toEqual({
      eventId: concert.occurrenceId,
      parentId: concert.event.eventId,
      name: 'Evening concert',
      status: 'Published',
      startsAt: '2027-06-01T17:00:00.000Z',
      endsAt: '2027-06-01T19:00:00.000Z',
      allDay: false,
      timeZone: 'Europe/Copenhagen',
      venueName,
      capacity: 100,
      sold: 3,
      soldOffline: 0,
      admitted: 2,
    });
    expect(body.tickets.total).toBe(3);
    expect(body.tickets.page).toEqual({ number: 1, size: 20 });
    // By order number, then the place in the order: the numbers the scanner takes typed.
    const position = (ticketId: string) => first.tickets.findIndex((ticket) => ticket.ticketId === ticketId) + 1;
    expect(body.tickets.items).toEqual([
      ...[ann, bo]
        .sort((a, b) => position(a.ticketId) - position(b.ticketId))
        .map((ticket) => ({
          ticketId: ticket.ticketId,
          ticketNumber: `${first.orderNumber}-${position(ticket.ticketId)}`,
          orderId: first.orderId,
          ticketTypeName: 'Adult',
          holderName: ticket.holderName,
          buyerName: BUYER,
          status: ticket === ann ? 'ACTIVATED' : 'NOT_ACTIVATED',
          visitState: 'NOT_VISITED',
          activatedAt: ticket === ann ? expect.any(String) : null,
        })),
      expect.objectContaining({ ticketNumber: `${second.orderNumber}-1`, status: 'ACTIVATED', visitState: 'VISITED' }),
    ]);

    // A single event's own id names its one date.
    expect((await list(concert.event.eventId)).json.event.eventId).toBe(concert.occurrenceId);
    // The scanner opens a listed ticket by its number.
    const number = body.tickets.items[0].ticketNumber;
    const scanned = await museum.admin.get(`/api/tickets/scan?code=${number}&source=typed`);
    expect(scanned.json.ticketId).toBe(body.tickets.items[0].ticketId);
    // Typed with a phone's dash or a space instead of the hyphen, it is the same ticket.
    for (const typed of [number.replace('-', '–'), number.replace('-', ' ')]) {
      const found = await museum.admin.get(`/api/tickets/scan?code=${encodeURIComponent(typed)}&source=typed`);
      expect(found.json.ticketId, typed).toBe(body.tickets.items[0].ticketId);
    }
  });

  it('pages and searches by ticket number, order number, code and holder', async () => {
    const concert = await museum.createEvent();
    const big = await buy(concert, 5, ['Clara Holm', 'Dan Ek', 'Eva Lund', 'Finn Mo', 'Gry Vik']);
    const small = await buy(concert, 1, ['Hanna Ulf']);

    const pageTwo = (await list(concert.occurrenceId, '?page=2&size=4')).json;
    expect(pageTwo.tickets.page).toEqual({ number: 2, size: 4 });
    expect(pageTwo.tickets.total).toBe(6);
    expect(pageTwo.tickets.items.map((ticket: { ticketNumber: string }) => ticket.ticketNumber)).toEqual([
      `${big.orderNumber}-5`,
      `${small.orderNumber}-1`,
    ]);

    const search = async (text: string) => (await list(concert.occurrenceId, `?search=${encodeURIComponent(text)}`)).json.tickets;
    expect((await search(`${big.orderNumber}-3`)).items.map((ticket: { ticketNumber: string }) => ticket.ticketNumber)).toEqual([
      `${big.orderNumber}-3`,
    ]);
    expect((await search(big.orderNumber)).total).toBe(5);
    expect((await search('holm')).items.map((ticket: { holderName: string }) => ticket.holderName)).toEqual(['Clara Holm']);
    expect((await search(small.tickets[0]!.code)).items[0].holderName).toBe('Hanna Ulf');
    expect((await search('%')).total).toBe(0);
    // The buyer's name finds their order's tickets too: most orders name no holders.
    const unnamed = await buy(concert, 2);
    const byBuyer = await search(BUYER.split(' ')[1]!.toLowerCase());
    expect(byBuyer.total).toBe(8);
    expect(byBuyer.items.filter((ticket: { holderName: string | null }) => ticket.holderName === null)).toHaveLength(2);
    expect(byBuyer.items.every((ticket: { buyerName: string }) => ticket.buyerName === BUYER)).toBe(true);
    expect(unnamed.tickets).toHaveLength(2);
    // The event's counters stay the whole occurrence's, whatever the search.
    expect((await list(concert.occurrenceId, '?search=nobody')).json).toMatchObject({
      event: { sold: 8 },
      tickets: { items: [], total: 0 },
    });
  });

  it('reads a ticket past its occurrence as EXPIRED, as the scanner does', async () => {
    const past = await museum.createEvent();
    await buy(past, 1);
    await endOccurrence(t, museum.orgId, past.occurrenceId);
    expect((await list(past.occurrenceId)).json.tickets.items[0].status).toBe('EXPIRED');
  });

  it('asks for one date when given a series’ id', async () => {
    const weekly = {
      kind: 'Recurring',
      periodicity: 'Weekly',
      interval: 1,
      daysOfWeek: [1],
      firstDate: '2027-05-03',
      lastDate: '2027-05-31',
      startTime: '10:00',
      endTime: '11:00',
      allDay: false,
    };
    const created = await museum.admin.post('/api/events', eventBody(museum.type, museum.venueId, { schedule: weekly as never }));
    expect(created.status, created.body).toBe(201);
    const seriesId = created.json.eventId;
    const refused = await list(seriesId);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({
      code: 'conflict',
      message: EVENT_ADMISSION_MESSAGES.series,
      reason: 'eventAdmissions.series',
      fields: { parentId: seriesId },
    });
    const day = (await museum.admin.get(`/api/events/${seriesId}/series`)).json.items[1].eventId;
    expect((await list(day)).json).toMatchObject({
      event: { eventId: day, parentId: seriesId, sold: 0, admitted: 0 },
      tickets: { total: 0 },
    });
  });

  it('answers 400 naming the field', async () => {
    const notAnId = await list('main');
    expect(notAnId.status).toBe(400);
    expect(Object.keys(notAnId.json.error.fields)).toEqual(['params.eventId']);
    const badPage = await list(museum.concert.occurrenceId, '?page=0');
    expect(badPage.status).toBe(400);
    expect(Object.keys(badPage.json.error.fields)).toEqual(['query.page']);
  });

  it('needs a session and ScanTicket permissions; another organisation’s event is not found', async () => {
    const id = museum.concert.occurrenceId;
    expect((await list(id, '', null)).status).toBe(401);

    // An organisation admin runs users and settings, not the door.
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
    const forbidden = await list(id, '', orgAdmin.cookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.error.code).toBe('forbidden');

    // Looking tickets up is enough: ScanTicketRead without Write.
    const lookOnly = await signedInUser(t, ['Guide'], museum.orgId);
    await takePermission(t, museum.orgId, 'Guide', 'ScanTicketWrite');
    // A guide lists only the tours they are on: other buyers' names and numbers are not theirs.
    const notTheirs = await list(id, '', lookOnly.cookie);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.json.error).toEqual({ code: 'not_found', message: 'Event not found', reason: 'notFound.event' });
    const assigned = await museum.admin.put(`/api/events/${museum.concert.event.eventId}/guides`, {
      guides: [{ userId: lookOnly.user.userId, status: 'CONFIRMED_BY_ADMIN' }],
    });
    expect(assigned.status, assigned.body).toBe(200);
    expect((await list(id, '', lookOnly.cookie)).status).toBe(200);

    // Another organisation's staff: its occurrence and its event are not found, as on the events pages.
    const other = await signedInUser(t, ['Admin']);
    for (const foreign of [id, museum.concert.event.eventId, '00000000-0000-4000-a000-000000000000']) {
      const hidden = await list(foreign, '', other.cookie);
      expect(hidden.status).toBe(404);
      expect(hidden.json.error).toEqual({ code: 'not_found', message: 'Event not found', reason: 'notFound.event' });
    }
  });
});
