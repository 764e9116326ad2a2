import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARK_ORGANIZATION_ID } from '@foyer/contracts';
import { apiClient } from '../../test/api-client.js';
import { makeOrg, makeVenue, signedInUser } from '../../test/factories.js';
import { eventBody, eventTypeId } from '../../test/factories-events.js';
import { TestClock, createTestApp, type TestApp } from '../../test/test-app.js';
import { buyTickets } from './tickets.test-support.js';

/**
 * The park organisation (SPEC §3, its fixed id) sells one combi entrance for its partner museums,
 * which are its venues (as in the demo data): activated at the museum where the visitor starts,
 * a visit marked at each museum once.
 */
describe('scanning a park’s combi ticket', () => {
  let t: TestApp;
  let park: Awaited<ReturnType<typeof signedInUser>>;
  let museums: { north: string; harbour: string; glassworks: string };
  let combi: { occurrenceId: string; adult: string };
  const clock = new TestClock();
  beforeAll(async () => {
    // The door lets a ticket in on its day: 10:00 in Copenhagen on the day of the fixtures' events.
    clock.set('2027-06-01T08:00:00Z');
    t = await createTestApp({}, { clock });
    await makeOrg(t.ctx, { orgId: PARK_ORGANIZATION_ID, name: 'Park' });
    park = await signedInUser(t, ['Admin'], PARK_ORGANIZATION_ID);
    museums = {
      north: (await makeVenue(t.ctx, PARK_ORGANIZATION_ID, { name: 'Museum of the North Shore' })).venueId,
      harbour: (await makeVenue(t.ctx, PARK_ORGANIZATION_ID, { name: 'Old Harbour Maritime Museum' })).venueId,
      glassworks: (await makeVenue(t.ctx, PARK_ORGANIZATION_ID, { name: 'Glassworks Museum' })).venueId,
    };
    combi = await entranceEvent(PARK_ORGANIZATION_ID, park.cookie, museums.north);
  });
  afterAll(async () => {
    await t.close();
  });

  /** An EntranceTicketKombi day at `venueId`, on sale. */
  async function entranceEvent(orgId: string, cookie: string, venueId: string) {
    const type = await eventTypeId(t.ctx, orgId, 'EntranceTicketKombi');
    const body = eventBody(type, venueId, {
      generalInfo: { names: { en: 'Park combi entrance', da: 'Kombibillet til parken' } },
      schedule: { kind: 'Single', start: { date: '2027-06-01', time: '09:00' }, end: { date: '2027-06-01', time: '18:00' }, allDay: false },
    });
    const staff = apiClient(t, cookie);
    const created = await staff.post('/api/events', body);
    expect(created.status, created.body).toBe(201);
    const event = created.json;
    const series = (await staff.get(`/api/events/${event.eventId}/series`)).json;
    return { occurrenceId: series.items[0].eventId as string, adult: event.tickets[0].id as string };
  }
  const buy = async (orgId = PARK_ORGANIZATION_ID, cookie = park.cookie, event = combi) =>
    (await buyTickets(t, { orgId, staff: apiClient(t, cookie), occurrenceId: event.occurrenceId, ticketTypeId: event.adult, quantity: 1 }))
      .tickets[0]!;
  const act = (action: 'activate' | 'visit', ticketId: string, body: object = {}, cookie = park.cookie) =>
    apiClient(t, cookie).post(`/api/tickets/${ticketId}/${action}`, body);

  it('is activated at one partner museum and visited at each once', async () => {
    const ticket = await buy();
    const scanned = await park.get(`/api/tickets/scan?code=${ticket.code}`);
    expect(scanned.json).toMatchObject({
      combi: true,
      eventName: 'Park combi entrance',
      validUntil: '2027-06-01T16:00:00.000Z',
      entranceVenues: [
        { venueId: museums.glassworks, venueName: 'Glassworks Museum' },
        { venueId: museums.north, venueName: 'Museum of the North Shore' },
        { venueId: museums.harbour, venueName: 'Old Harbour Maritime Museum' },
      ],
    });

    // The park counts entries per museum: the scanner has to say which.
    const nowhere = await act('activate', ticket.ticketId);
    expect(nowhere.status).toBe(400);
    expect(nowhere.json.error.fields).toEqual({ venueId: 'Choose the museum where the visitor is' });
    expect((await act('visit', ticket.ticketId)).json.error.fields).toEqual({ venueId: 'Choose the museum where the visitor is' });

    const activated = await act('activate', ticket.ticketId, { venueId: museums.harbour });
    expect(activated.status, activated.body).toBe(200);
    const harbour = { venueId: museums.harbour, venueName: 'Old Harbour Maritime Museum' };
    expect(activated.json).toMatchObject({ status: 'ACTIVATED', activationVenue: harbour, visitState: 'NOT_VISITED' });

    const first = await act('visit', ticket.ticketId, { venueId: museums.harbour });
    expect(first.status, first.body).toBe(200);
    clock.advance(60 * 60_000); // an hour later, at the next museum
    const second = await act('visit', ticket.ticketId, { venueId: museums.north });
    expect(second.status, second.body).toBe(200);
    const view = second.json;
    expect(view).toMatchObject({ status: 'ACTIVATED', visitState: 'VISITED', activationVenue: harbour });
    expect(view.visits.map((visit: { venueName: string }) => visit.venueName)).toEqual([
      'Old Harbour Maritime Museum',
      'Museum of the North Shore',
    ]);

    const again = await act('visit', ticket.ticketId, { venueId: museums.harbour });
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({
      code: 'conflict',
      message: 'Museum visit already marked',
      reason: 'scan.alreadyVisited',
      fields: { at: view.visits[0].at, ...harbour },
    });
    const reactivated = await act('activate', ticket.ticketId, { venueId: museums.north });
    expect(reactivated.json.error).toEqual({
      code: 'conflict',
      message: 'Ticket already used',
      reason: 'scan.alreadyUsed',
      fields: { at: view.activatedAt, ...harbour },
    });
  });

  it('takes the first visit of a ticket not yet activated as its activation at that museum', async () => {
    const ticket = await buy();
    const visited = await act('visit', ticket.ticketId, { venueId: museums.glassworks });
    expect(visited.status, visited.body).toBe(200);
    expect(visited.json).toMatchObject({
      status: 'ACTIVATED',
      activationVenue: { venueId: museums.glassworks, venueName: 'Glassworks Museum' },
      visits: [{ venueId: museums.glassworks, venueName: 'Glassworks Museum' }],
    });
  });

  it('marks one of two visits scanned at the same museum at once, and both of two at different museums', async () => {
    const ticket = await buy();
    const same = await Promise.all([
      act('visit', ticket.ticketId, { venueId: museums.north }),
      act('visit', ticket.ticketId, { venueId: museums.north }),
    ]);
    expect(same.map((response) => response.status).sort()).toEqual([200, 409]);

    const other = await buy();
    const apart = await Promise.all([
      act('visit', other.ticketId, { venueId: museums.north }),
      act('visit', other.ticketId, { venueId: museums.glassworks }),
    ]);
    expect(apart.map((response) => response.status)).toEqual([200, 200]);
    expect(apart.map((response) => response.json.visits.length).sort()).toEqual([1, 2]);
  });

  it('treats another organisation’s EntranceTicketKombi as an ordinary ticket, and hides the park’s', async () => {
    const museum = await signedInUser(t, ['Admin']);
    const [hall, garden] = [(await makeVenue(t.ctx, museum.orgId)).venueId, (await makeVenue(t.ctx, museum.orgId)).venueId];
    const event = await entranceEvent(museum.orgId, museum.cookie, hall);
    const ticket = await buy(museum.orgId, museum.cookie, event);
    const visited = await act('visit', ticket.ticketId, {}, museum.cookie);
    expect(visited.status, visited.body).toBe(200);
    expect(visited.json).toMatchObject({ combi: false, activationVenue: { venueId: hall } });
    const elsewhere = await act('visit', ticket.ticketId, { venueId: garden }, museum.cookie);
    expect(elsewhere.status).toBe(409);

    const parkTicket = await buy();
    expect((await act('visit', parkTicket.ticketId, { venueId: museums.north }, museum.cookie)).status).toBe(404);
  });
});
