import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { eventBody, eventTypeId, makeZonedVenue, setBucketCounts } from '../../test/factories-events.js';
import { detailsBody, ticketsOf } from './event-details.test-support.js';
import { eventsTestContext } from './events.test-support.js';

type Context = Awaited<ReturnType<typeof eventsTestContext>>;

describe('events API: creating and validating', () => {
  let t: Context['t'];
  let admin: Context['admin'];
  let concert: Context['concert'];
  let venueId: Context['venueId'];
  let create: Context['create'];
  let weeklyTour: Context['weeklyTour'];
  let series: Context['series'];
  beforeAll(async () => {
    ({ t, admin, concert, venueId, create, weeklyTour, series } = await eventsTestContext());
  });
  afterAll(() => t.close());

  it('lists the seeded event types', async () => {
    const response = await admin.get('/api/events/types');
    expect(response.status).toBe(200);
    expect(response.json.map((type: { name: string }) => type.name)).toEqual(
      expect.arrayContaining(['Vernissage', 'Guide', 'Concert', 'EntranceTicket', 'EntranceTicketKombi', 'SchoolClass', 'BookResercher']),
    );
    expect(response.json).toHaveLength(10);
  });

  it('creates a published single event with prices, buckets and its occurrence', async () => {
    const event = await create();
    expect(event).toMatchObject({
      kind: 'Single',
      status: 'Published',
      parentId: null,
      generalInfo: { names: { en: 'Evening concert' }, eventType: { id: concert, name: 'Concert' } },
      location: { kind: 'Venue', venueId },
      venueName: 'Main Hall',
      timeZone: 'Europe/Copenhagen',
      saleMode: 'POOL',
      poolCapacity: 100,
      refundPolicy: 'DAYS_7',
      occurrenceCount: 1,
      firstStartsAt: '2027-06-01T17:00:00.000Z',
    });
    expect(event.tickets[0]).toMatchObject({
      netPriceMinor: 10000,
      vatBasisPoints: 2500,
      totalPriceMinor: 12500,
      infiniteQuantity: true,
      capacity: 100,
      sold: 0,
      available: 100,
    });
    expect(event.tickets[1]).toMatchObject({ age: 'Underage', salesChannel: 'ONLINE_AND_DOOR', totalPriceMinor: 5000 });

    const [occurrence] = (await series(event.eventId)).items;
    expect(occurrence).toMatchObject({
      parentId: event.eventId,
      start: { date: '2027-06-01', time: '19:00' },
      capacity: 100,
      sold: 0,
      available: 100,
      staffing: { kind: 'MISSING', color: 'gray' },
    });

    const viaOccurrence = (await admin.get(`/api/events/${occurrence.eventId}`)).json;
    expect(viaOccurrence).toMatchObject({
      eventId: occurrence.eventId,
      parentId: event.eventId,
      occurrence: { start: { date: '2027-06-01', time: '19:00' } },
    });
  });

  it('creates a draft, and a draft with a future publish time', async () => {
    expect((await create({ publishNow: false })).status).toBe('Draft');
    const scheduled = await create({ publishNow: false, publishAt: '2099-01-01T08:00:00Z' });
    expect(scheduled).toMatchObject({ status: 'Draft', publishAt: '2099-01-01T08:00:00.000Z' });
    expect((await create({ publishNow: false, publishAt: '2020-01-01T08:00:00Z' })).status).toBe('Published');
  });

  it('keeps a weekly 10:00 tour at 10:00 Copenhagen time across the March DST change', async () => {
    const event = await weeklyTour();
    const { items, total } = await series(event.eventId);
    expect(total).toBe(4);
    expect(items.map((o: { start: { date: string; time: string } }) => `${o.start.date} ${o.start.time}`)).toEqual([
      '2027-03-14 10:00',
      '2027-03-21 10:00',
      '2027-03-28 10:00',
      '2027-04-04 10:00',
    ]);
    // Winter UTC+1 then summer UTC+2 (the change is on 28 March 2027).
    expect(items.map((o: { startsAt: string }) => o.startsAt)).toEqual([
      '2027-03-14T09:00:00.000Z',
      '2027-03-21T09:00:00.000Z',
      '2027-03-28T08:00:00.000Z',
      '2027-04-04T08:00:00.000Z',
    ]);
  });

  it("expands in the venue's own time zone", async () => {
    const york = await makeZonedVenue(t.ctx, admin.orgId, 'America/New_York');
    const event = await create({ location: { kind: 'Venue', venueId: york.venueId } });
    expect(event.timeZone).toBe('America/New_York');
    expect(event.firstStartsAt).toBe('2027-06-01T23:00:00.000Z');
    const online = await create({ location: { kind: 'Online', url: 'https://stream.example/live' } });
    expect(online).toMatchObject({
      timeZone: 'Europe/Copenhagen',
      location: { kind: 'Online' },
      venueName: null,
      firstStartsAt: '2027-06-01T17:00:00.000Z',
    });
  });

  it('makes one bucket per ticket type in Individual restricted mode', async () => {
    const event = await create({
      saleMode: 'INDIVIDUAL',
      poolCapacity: null,
      tickets: [
        {
          names: { en: 'Adult' },
          age: 'Adult',
          netPriceMinor: 8000,
          vatBasisPoints: 2500,
          salesChannel: 'ONLINE',
          quantity: 20,
          requireMinimumQuantity: null,
        },
        {
          names: { en: 'Child' },
          age: 'Underage',
          netPriceMinor: 0,
          vatBasisPoints: 0,
          salesChannel: 'ONLINE',
          quantity: 5,
          requireMinimumQuantity: null,
        },
      ],
    });
    expect(event.tickets.map((ticket: { capacity: number }) => ticket.capacity)).toEqual([20, 5]);
    const [occurrence] = (await series(event.eventId)).items;
    expect(occurrence).toMatchObject({ capacity: 25, available: 25 });
    await setBucketCounts(t.ctx, admin.orgId, occurrence.eventId, event.tickets[1].id, { sold: 3, soldOffline: 1 });
    const view = (await admin.get(`/api/events/${occurrence.eventId}`)).json;
    expect(view.tickets[1]).toMatchObject({ capacity: 5, sold: 3, soldOffline: 1, available: 1 });
    expect(view.occurrence).toMatchObject({ capacity: 25, sold: 3, soldOffline: 1, available: 21 });
  });

  it('names each invalid field with the spec texts', async () => {
    const response = await admin.post(
      '/api/events',
      eventBody(concert, venueId, {
        schedule: {
          kind: 'Single',
          start: { date: '2027-06-01', time: '19:00' },
          end: { date: '2027-06-01', time: '18:00' },
          allDay: false,
        },
        generalInfo: { names: { da: 'Kun dansk' } },
        tickets: [
          {
            names: { en: 'Child' },
            age: 'Underage',
            netPriceMinor: -1,
            vatBasisPoints: 12000,
            salesChannel: 'ONLINE',
            quantity: -2,
            requireMinimumQuantity: null,
          },
        ],
      }),
    );
    expect(response.status).toBe(400);
    const { fields } = response.json.error;
    expect(fields['schedule.end']).toBe('End date & time must be after Start date & time');
    expect(fields['generalInfo.names.en']).toBe('A name in the default language is required');
    expect(fields['tickets.0.netPriceMinor']).toBe('Invalid net price');
    expect(fields['tickets.0.vatBasisPoints']).toBe('VAT must be between 0 and 100 %');
    expect(fields['tickets.0.quantity']).toBe('Invalid quantity');

    const noPool = await admin.post('/api/events', eventBody(concert, venueId, { poolCapacity: null }));
    expect(noPool.json.error.fields.poolCapacity).toBe('Enter the capacity the ticket types share');

    const noTickets = await admin.post('/api/events', eventBody(concert, venueId, { tickets: [] }));
    expect(noTickets.json.error.fields.tickets).toBe('Select at least 1 ticket type to continue');
    const onlyUnderage = await admin.post(
      '/api/events',
      eventBody(concert, venueId, {
        tickets: [
          {
            names: { en: 'Child' },
            age: 'Underage',
            netPriceMinor: 0,
            vatBasisPoints: 0,
            salesChannel: 'ONLINE',
            quantity: null,
            requireMinimumQuantity: null,
          },
        ],
      }),
    );
    expect(onlyUnderage.json.error.fields.tickets).toBe("Tickets for underage can't be sold alone");

    const badTimes = await admin.post(
      '/api/events',
      eventBody(concert, venueId, {
        schedule: {
          kind: 'Recurring',
          periodicity: 'Daily',
          interval: 1,
          daysOfWeek: [],
          firstDate: '2027-01-10',
          lastDate: '2027-01-01',
          startTime: '10:00',
          endTime: '09:00',
          allDay: false,
        },
      }),
    );
    expect(badTimes.json.error.fields).toMatchObject({
      'schedule.endTime': 'End time is before start time',
      'schedule.lastDate': 'End date & time must be after Start date & time',
    });

    // "Every 0 days" and "every 400 weeks" name the field with the range, in the buyer's words.
    for (const interval of [0, 400, 1.5]) {
      const badInterval = await admin.post(
        '/api/events',
        eventBody(concert, venueId, {
          schedule: {
            kind: 'Recurring',
            periodicity: 'Weekly',
            interval,
            daysOfWeek: [2],
            firstDate: '2027-01-01',
            lastDate: '2027-03-01',
            startTime: '10:00',
            endTime: '11:00',
            allDay: false,
          },
        }),
      );
      expect(badInterval.status, String(interval)).toBe(400);
      expect(badInterval.json.error.fields, String(interval)).toEqual({ 'schedule.interval': 'Enter a number from 1 to 365' });
      expect(badInterval.json.error.fieldReasons['schedule.interval']).toEqual({ reason: 'events.invalidInterval' });
    }
  });

  it('refuses places fewer than a ticket type’s minimum per order, which no order could meet, naming the places', async () => {
    const adult = (quantity: number | null, requireMinimumQuantity: number | null) => ({
      names: { en: 'Group' },
      age: 'Adult' as const,
      netPriceMinor: 8000,
      vatBasisPoints: 2500,
      salesChannel: 'ONLINE' as const,
      quantity,
      requireMinimumQuantity,
    });
    const own = await admin.post(
      '/api/events',
      eventBody(concert, venueId, { saleMode: 'INDIVIDUAL', poolCapacity: null, tickets: [adult(3, 5)] }),
    );
    expect(own.status).toBe(400);
    expect(own.json.error.fields).toEqual({ 'tickets.0.quantity': 'Less than the minimum per order (5)' });
    expect(own.json.error.fieldReasons['tickets.0.quantity']).toEqual({ reason: 'events.belowMinimumPerOrder', params: ['5'] });
    const pool = await admin.post(
      '/api/events',
      eventBody(concert, venueId, { poolCapacity: 4, tickets: [adult(null, 2), adult(null, 6)] }),
    );
    expect(pool.status).toBe(400);
    expect(pool.json.error.fields).toEqual({ poolCapacity: 'Less than the minimum per order (6)' });
    // Exactly the minimum is a place for one order.
    const exact = await admin.post(
      '/api/events',
      eventBody(concert, venueId, { saleMode: 'INDIVIDUAL', poolCapacity: null, tickets: [adult(5, 5)] }),
    );
    expect(exact.status, exact.body).toBe(201);

    // Changed after: the quantities alone, or one ticket type, are held to the same.
    const ticketId = exact.json.tickets[0].id as string;
    const quantities = await admin.put(`/api/events/${exact.json.eventId}/tickets/quantity`, { tickets: [{ id: ticketId, quantity: 4 }] });
    expect(quantities.status).toBe(400);
    expect(quantities.json.error.fields).toEqual({ 'tickets.0.quantity': 'Less than the minimum per order (5)' });
    const one = await admin.put(`/api/events/${exact.json.eventId}/tickets/${ticketId}`, adult(2, 5));
    expect(one.status).toBe(400);
    expect(one.json.error.fields).toEqual({ quantity: 'Less than the minimum per order (5)' });
    const view = (await admin.get(`/api/events/${exact.json.eventId}`)).json;
    expect(view.tickets[0]).toMatchObject({ quantity: 5, requireMinimumQuantity: 5 });
    // The details page, sold per ticket type: the same.
    const details = await admin.put(
      `/api/events/${exact.json.eventId}/details`,
      detailsBody(view, { tickets: ticketsOf(view, { 0: { quantity: 3 } }) }),
    );
    expect(details.status).toBe(400);
    expect(details.json.error.fields).toEqual({ 'tickets.0.quantity': 'Less than the minimum per order (5)' });

    // Sold from one pool, a ticket type's own quantity means nothing: a price change is not refused
    // for it (a walk could not change a pool event's price for a quantity its page does not show).
    const pooled = await admin.post('/api/events', eventBody(concert, venueId, { poolCapacity: 10, tickets: [adult(0, 2)] }));
    expect(pooled.status, pooled.body).toBe(201);
    const repriced = await admin.put(
      `/api/events/${pooled.json.eventId}/details`,
      detailsBody(pooled.json, { tickets: ticketsOf(pooled.json, { 0: { netPriceMinor: 9000 } }) }),
    );
    expect(repriced.status, repriced.body).toBe(200);
    expect(repriced.json.tickets[0]).toMatchObject({ netPriceMinor: 9000 });
  });

  it('refuses a series over the occurrence limit naming the last date', async () => {
    const response = await admin.post(
      '/api/events',
      eventBody(concert, venueId, {
        schedule: {
          kind: 'Recurring',
          periodicity: 'Daily',
          interval: 1,
          daysOfWeek: [],
          firstDate: '2027-01-01',
          lastDate: '2033-01-01',
          startTime: '10:00',
          endTime: '11:00',
          allDay: false,
        },
      }),
    );
    expect(response.status).toBe(400);
    expect(response.json.error.fields['schedule.lastDate']).toMatch(/at most 2000/);
  });

  it('refuses an unknown venue or event type, and another organisation’s, as 400 on the field', async () => {
    const other = await signedInUser(t, ['Admin']);
    const foreignVenue = await makeVenue(t.ctx, other.orgId);
    const response = await admin.post('/api/events', eventBody(concert, foreignVenue.venueId));
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty('location.venueId');
    const foreignType = await eventTypeId(t.ctx, other.orgId);
    const typed = await admin.post('/api/events', eventBody(foreignType, venueId));
    expect(typed.json.error.fields).toHaveProperty('generalInfo.eventTypeId');
  });
});
