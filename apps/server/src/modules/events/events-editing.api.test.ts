import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@foyer/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { adultAndChild, eventBody, eventTypeId, setBucketCounts } from '../../test/factories-events.js';
import { anonymous } from '../../test/api-client.js';

describe('events API: recurring edits and tickets', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let typeId: string;
  let venueId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin']);
    typeId = await eventTypeId(t.ctx, admin.orgId, 'EntranceTicket');
    venueId = (await makeVenue(t.ctx, admin.orgId)).venueId;
  });
  afterAll(() => t.close());

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
  const create = async (overrides: Parameters<typeof eventBody>[2] = {}) => {
    const response = await admin.post('/api/events', eventBody(typeId, venueId, { schedule: weekly as never, ...overrides }));
    expect(response.status, response.body).toBe(201);
    return response.json;
  };
  const occurrences = async (id: string) => (await admin.get(`/api/events/${id}/series?size=50`)).json.items;
  const slots = (items: { start: { date: string; time: string } }[]) => items.map((o) => `${o.start.date} ${o.start.time}`);

  it('moves the series to a new schedule from a date on: dates with sales as they are, the others kept on their days or added', async () => {
    const event = await create();
    const before = await occurrences(event.eventId);
    expect(slots(before)).toEqual(['2027-05-03 10:00', '2027-05-10 10:00', '2027-05-17 10:00', '2027-05-24 10:00', '2027-05-31 10:00']);
    await setBucketCounts(t.ctx, admin.orgId, before[3].eventId, 'pool', { sold: 4 });

    const response = await admin.put(`/api/events/${before[1].eventId}/edit-recurring`, {
      fromDate: '2027-05-10',
      schedule: { ...weekly, daysOfWeek: [1, 3], startTime: '14:00', endTime: '15:00' },
      poolCapacity: 50,
    });
    expect(response.status, response.body).toBe(200);
    const result = response.json;
    // Mondays 10, 17, 31 stay at 14:00; the 24th's sold 10:00 stays for its buyers, off the
    // schedule, and the 24th gets its 14:00 like every Monday; Wednesdays 12, 19, 26 are added.
    expect(result).toMatchObject({ created: 4, updated: 3, removed: 0 });
    expect(result.kept.map((o: { eventId: string }) => o.eventId)).toEqual([before[3].eventId]);
    expect(result.kept[0]).toMatchObject({ capacity: 50, sold: 4, available: 46 });
    expect(result.event).toMatchObject({ poolCapacity: 50, occurrenceCount: 9, schedule: { daysOfWeek: [1, 3], startTime: '14:00' } });

    const after = await occurrences(event.eventId);
    expect(slots(after)).toEqual([
      '2027-05-03 10:00',
      '2027-05-10 14:00',
      '2027-05-12 14:00',
      '2027-05-17 14:00',
      '2027-05-19 14:00',
      '2027-05-24 10:00',
      '2027-05-24 14:00',
      '2027-05-26 14:00',
      '2027-05-31 14:00',
    ]);
    expect(after[0]).toMatchObject({ eventId: before[0].eventId, capacity: 100 });
    // The same dates, their links unchanged, at the new capacity.
    expect(after[1]).toMatchObject({ eventId: before[1].eventId, capacity: 50 });
    expect(after[3]).toMatchObject({ eventId: before[2].eventId, capacity: 50 });
    expect(after[8]).toMatchObject({ eventId: before[4].eventId, capacity: 50 });
  });

  it('answers a dry run with what the edit would do, the dates it would remove among it, and saves nothing', async () => {
    const event = await create();
    const before = await occurrences(event.eventId);
    const edit = { fromDate: '2027-05-10', schedule: { ...weekly, daysOfWeek: [3] } };

    const dry = await admin.put(`/api/events/${event.eventId}/edit-recurring?dryRun=true`, edit);
    expect(dry.status, dry.body).toBe(200);
    expect(dry.json).toMatchObject({ dryRun: true, created: 3, updated: 0, removed: 4 });
    expect(dry.json.removedDates.map((date: { startsAt: string }) => date.startsAt)).toEqual(
      before.slice(1).map((o: { startsAt: string }) => new Date(o.startsAt).toISOString()),
    );
    // Nothing of it was kept: the same dates, the same schedule, the same version.
    expect(slots(await occurrences(event.eventId))).toEqual(slots(before));
    const unchanged = (await admin.get(`/api/events/${event.eventId}`)).json;
    expect(unchanged).toMatchObject({ version: event.version, schedule: { daysOfWeek: [1] } });

    const saved = await admin.put(`/api/events/${event.eventId}/edit-recurring?dryRun=false`, edit);
    expect(saved.status, saved.body).toBe(200);
    expect(saved.json).toMatchObject({ dryRun: false, created: 3, removed: 4 });
    expect(saved.json.removedDates).toEqual(dry.json.removedDates);
    expect(slots(await occurrences(event.eventId))).toEqual([
      '2027-05-03 10:00',
      '2027-05-12 10:00',
      '2027-05-19 10:00',
      '2027-05-26 10:00',
    ]);

    const wrong = await admin.put(`/api/events/${event.eventId}/edit-recurring?dryRun=maybe`, edit);
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({ 'query.dryRun': 'Must be true or false' });
  });

  it('refuses a save made from a version someone else has saved over, dry run too, and keeps theirs', async () => {
    const event = await create();
    const theirs = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-10',
      schedule: { ...weekly, startTime: '12:00', endTime: '13:00' },
      version: event.version,
    });
    expect(theirs.status, theirs.body).toBe(200);
    expect(theirs.json.event.version).toBe(event.version + 1);
    const mine = { fromDate: '2027-05-10', schedule: { ...weekly, daysOfWeek: [3] }, version: event.version };
    for (const query of ['?dryRun=true', '']) {
      const refused = await admin.put(`/api/events/${event.eventId}/edit-recurring${query}`, mine);
      expect(refused.status).toBe(409);
      expect(refused.json.error).toMatchObject({ code: 'stale_version', reason: 'events.changedSince' });
    }
    expect(slots(await occurrences(event.eventId)).slice(1)).toEqual([
      '2027-05-10 12:00',
      '2027-05-17 12:00',
      '2027-05-24 12:00',
      '2027-05-31 12:00',
    ]);
    // From the version they saved, it goes through.
    const again = await admin.put(`/api/events/${event.eventId}/edit-recurring`, { ...mine, version: theirs.json.event.version });
    expect(again.status, again.body).toBe(200);
  });

  // A review walk: a date with tickets sold was moved to yesterday and saved; its buyers were
  // turned away at the door ("Ticket expired").
  it('refuses to move a date still to come into the past, naming the end, and changes nothing', async () => {
    const event = await create();
    const [date] = await occurrences(event.eventId);
    const past = await admin.put(`/api/events/${date.eventId}/edit-single`, {
      start: { date: '2020-05-04', time: '10:00' },
      end: { date: '2020-05-04', time: '11:00' },
    });
    expect(past.status).toBe(400);
    expect(past.json.error.fields).toEqual({ end: EVENT_MESSAGES.movedIntoPast });
    expect(past.json.error.fieldReasons).toEqual({ end: { reason: 'events.movedIntoPast' } });
    expect((await occurrences(event.eventId))[0]).toMatchObject({ eventId: date.eventId, start: date.start, end: date.end });
    // Another day to come is fine.
    const later = await admin.put(`/api/events/${date.eventId}/edit-single`, {
      start: { date: '2027-05-18', time: '10:00' },
      end: { date: '2027-05-18', time: '11:00' },
    });
    expect(later.status, later.body).toBe(200);
  });

  // A review walk: one date moved onto another's start showed the time twice in the shop.
  it('refuses to move one date onto the start of another of the event, naming the start, and changes nothing', async () => {
    const event = await create();
    const [first, second] = await occurrences(event.eventId);
    const onto = await admin.put(`/api/events/${first.eventId}/edit-single`, {
      start: { date: second.start.date, time: second.start.time },
      end: { date: second.end.date, time: '12:00' },
    });
    expect(onto.status).toBe(400);
    expect(onto.json.error.fields).toEqual({ start: EVENT_MESSAGES.sameStartTaken });
    expect(onto.json.error.fieldReasons).toEqual({ start: { reason: 'events.sameStartTaken' } });
    expect(slots(await occurrences(event.eventId))).toEqual(slots([first, second, ...(await occurrences(event.eventId)).slice(2)]));
    // Half an hour later the same day is another time, and fine; so is a date's own start kept as it is.
    const beside = await admin.put(`/api/events/${first.eventId}/edit-single`, {
      start: { date: second.start.date, time: '10:30' },
      end: { date: second.end.date, time: '11:30' },
    });
    expect(beside.status, beside.body).toBe(200);
    const unchanged = await admin.put(`/api/events/${second.eventId}/edit-single`, { start: second.start, end: second.end });
    expect(unchanged.status, unchanged.body).toBe(200);
  });

  // A review walk: adding Saturday to a series put a canceled date back on sale, moved a date
  // staff had moved on its own back, and changed every date's link.
  it('keeps a canceled date canceled, a date with its own times and capacity as staff set it, when the series gains a day', async () => {
    const event = await create();
    const before = await occurrences(event.eventId);
    const canceled = await admin.put(`/api/events/${before[1].eventId}/edit-single`, { status: 'Canceled' });
    expect(canceled.status, canceled.body).toBe(200);
    const moved = await admin.put(`/api/events/${before[2].eventId}/edit-single`, {
      start: { date: '2027-05-17', time: '18:00' },
      end: { date: '2027-05-17', time: '19:30' },
      capacity: 5,
    });
    expect(moved.status, moved.body).toBe(200);

    const response = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: { ...weekly, daysOfWeek: [1, 6] },
      poolCapacity: 100,
    });
    expect(response.status, response.body).toBe(200);
    expect(response.json).toMatchObject({ created: 4, updated: 5, removed: 0 });
    const after = await occurrences(event.eventId);
    const byId = new Map(after.map((o: { eventId: string }) => [o.eventId, o]));
    expect(before.every((o: { eventId: string }) => byId.has(o.eventId))).toBe(true);
    expect(byId.get(before[1].eventId)).toMatchObject({ status: 'Canceled' });
    expect(byId.get(before[2].eventId)).toMatchObject({ start: { date: '2027-05-17', time: '18:00' }, capacity: 5, status: 'Published' });
    expect(byId.get(before[3].eventId)).toMatchObject({ start: { date: '2027-05-24', time: '10:00' }, capacity: 100 });
    // The public shop does not sell the canceled date.
    const onSale = await anonymous(t).get(`/api/public/events/${event.eventId}/series?month=2027-05`);
    expect(onSale.json.series.map((o: { eventId: string }) => o.eventId)).not.toContain(before[1].eventId);

    // A changed capacity does apply to every date kept, its own included.
    const bigger = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: { ...weekly, daysOfWeek: [1, 6] },
      poolCapacity: 120,
    });
    expect(bigger.json).toMatchObject({ created: 0, updated: 9, removed: 0 });
    expect((await occurrences(event.eventId)).map((o: { capacity: number }) => o.capacity)).toEqual(Array(9).fill(120));
  });

  it('refuses a capacity below what a kept occurrence sold, changing nothing', async () => {
    const event = await create();
    const before = await occurrences(event.eventId);
    await setBucketCounts(t.ctx, admin.orgId, before[2].eventId, 'pool', { sold: 30, held: 5 });
    const response = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: weekly,
      poolCapacity: 20,
    });
    expect(response.status).toBe(409);
    expect(response.json.error.fields.poolCapacity).toBe('Capacity cannot be set below what is sold or held (35)');
    expect((await occurrences(event.eventId)).map((o: { eventId: string }) => o.eventId)).toEqual(
      before.map((o: { eventId: string }) => o.eventId),
    );
  });

  it('holds a capacity changed on a date or the series, and a minimum changed on a ticket type, to the minimum per order', async () => {
    const [adult, child] = adultAndChild();
    const groups = { ...adult!, names: { en: 'Group' }, requireMinimumQuantity: 6 };
    const event = await create({ tickets: [adult!, child!, groups] as never, poolCapacity: 10 });
    const dates = await occurrences(event.eventId);

    const oneDate = await admin.put(`/api/events/${dates[0].eventId}/edit-single`, { capacity: 5 });
    expect(oneDate.status).toBe(400);
    expect(oneDate.json.error.fields).toEqual({ capacity: 'Less than the minimum per order (6)' });
    expect(oneDate.json.error.fieldReasons.capacity).toEqual({ reason: 'events.belowMinimumPerOrder', params: ['6'] });
    expect((await admin.put(`/api/events/${dates[0].eventId}/edit-single`, { capacity: 6 })).status).toBe(200);

    const series = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: weekly,
      poolCapacity: 4,
    });
    expect(series.status).toBe(400);
    expect(series.json.error.fields).toEqual({ poolCapacity: 'Less than the minimum per order (6)' });

    const groupsId = (event.tickets as { id: string; names: { en: string } }[]).find((t) => t.names.en === 'Group')!.id;
    const minimum = await admin.put(`/api/events/${event.eventId}/tickets/${groupsId}`, { ...groups, requireMinimumQuantity: 11 });
    expect(minimum.status).toBe(400);
    expect(minimum.json.error.fields).toEqual({ requireMinimumQuantity: 'More than the capacity the ticket types share (10)' });
    expect(minimum.json.error.fieldReasons.requireMinimumQuantity).toEqual({ reason: 'events.minimumAbovePoolCapacity', params: ['10'] });

    // Nothing refused was written: the dates and the ticket type are as they were.
    const after = await occurrences(event.eventId);
    expect(after.map((o: { capacity: number }) => o.capacity)).toEqual([6, 10, 10, 10, 10]);
    const view = (await admin.get(`/api/events/${event.eventId}`)).json;
    expect(view.poolCapacity).toBe(10);
    expect(view.tickets.find((t: { id: string }) => t.id === groupsId)).toMatchObject({ requireMinimumQuantity: 6 });
  });

  it('holds a ticket type’s own capacity on a date or the series to its minimum per order', async () => {
    const [adult, child] = adultAndChild();
    const event = await create({
      saleMode: 'INDIVIDUAL',
      poolCapacity: null,
      tickets: [
        { ...adult!, quantity: 20, requireMinimumQuantity: 8 },
        { ...child!, quantity: 20 },
      ] as never,
    });
    const dates = await occurrences(event.eventId);
    const adultId = (event.tickets as { id: string; age: string }[]).find((t) => t.age === 'Adult')!.id;
    const oneDate = await admin.put(`/api/events/${dates[0].eventId}/edit-single`, {
      ticketCapacities: [{ ticketId: adultId, capacity: 7 }],
    });
    expect(oneDate.status).toBe(400);
    expect(oneDate.json.error.fields).toEqual({ 'ticketCapacities.0.capacity': 'Less than the minimum per order (8)' });
    const series = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: weekly,
      ticketCapacities: [{ ticketId: adultId, capacity: 3 }],
    });
    expect(series.status).toBe(400);
    expect(series.json.error.fields).toEqual({ 'ticketCapacities.0.capacity': 'Less than the minimum per order (8)' });
    const view = (await admin.get(`/api/events/${event.eventId}`)).json;
    expect(view.tickets.find((t: { id: string }) => t.id === adultId)).toMatchObject({ quantity: 20 });
  });

  it('names invalid fields and refuses a single event', async () => {
    const event = await create();
    const bad = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: 'soon',
      schedule: { ...weekly, endTime: '09:00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({ fromDate: expect.any(String), 'schedule.endTime': 'End time is before start time' });
    const single = await create({
      schedule: { kind: 'Single', start: { date: '2027-06-01', time: '10:00' }, end: { date: '2027-06-01', time: '11:00' }, allDay: false },
    });
    const refused = await admin.put(`/api/events/${single.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: weekly,
    });
    expect(refused.status).toBe(400);
  });

  it('updates a ticket type and refuses leaving only underage tickets', async () => {
    const event = await create();
    const [adult, child] = event.tickets;
    const response = await admin.put(`/api/events/${event.eventId}/tickets/${adult.id}`, {
      names: { en: 'Grown-up', da: 'Voksen' },
      age: 'Adult',
      netPriceMinor: 12000,
      vatBasisPoints: 2500,
      salesChannel: 'ONLINE_AND_DOOR',
      quantity: 40,
      requireMinimumQuantity: 2,
    });
    expect(response.status, response.body).toBe(200);
    expect(response.json.tickets[0]).toMatchObject({
      names: { en: 'Grown-up' },
      totalPriceMinor: 15000,
      quantity: 40,
      requireMinimumQuantity: 2,
      salesChannel: 'ONLINE_AND_DOOR',
    });
    const alone = await admin.put(`/api/events/${event.eventId}/tickets/${adult.id}`, {
      ...child,
      names: { en: 'Kid' },
      age: 'Underage',
      netPriceMinor: 0,
      vatBasisPoints: 0,
      quantity: null,
    });
    expect(alone.status).toBe(400);
    expect(alone.json.error.fields.age).toBe("Tickets for underage can't be sold alone");
    const invalidPrice = await admin.put(`/api/events/${event.eventId}/tickets/${adult.id}`, {
      names: { en: 'x' },
      age: 'Adult',
      netPriceMinor: 1.5,
      vatBasisPoints: 2500,
    });
    expect(invalidPrice.json.error.fields.netPriceMinor).toBe('Invalid net price');
    expect(
      (
        await admin.put(`/api/events/${event.eventId}/tickets/${event.eventId}`, {
          names: { en: 'x' },
          age: 'Adult',
          netPriceMinor: 1,
          vatBasisPoints: 0,
        })
      ).status,
    ).toBe(404);
  });

  it('sets ticket quantities as per-occurrence capacities, never below sold', async () => {
    const event = await create({
      saleMode: 'INDIVIDUAL',
      tickets: [
        {
          names: { en: 'Adult' },
          age: 'Adult',
          netPriceMinor: 8000,
          vatBasisPoints: 2500,
          salesChannel: 'ONLINE',
          quantity: 10,
          requireMinimumQuantity: null,
        },
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
    });
    const [adult, child] = event.tickets;
    const [first] = await occurrences(event.eventId);
    await setBucketCounts(t.ctx, admin.orgId, first.eventId, adult.id, { sold: 6 });
    const below = await admin.put(`/api/events/${event.eventId}/tickets/quantity`, {
      tickets: [{ id: adult.id, quantity: 5 }],
    });
    expect(below.status).toBe(409);
    expect(below.json.error.fields['tickets.0.quantity']).toBe('Capacity cannot be set below what is sold or held (6)');
    const ok = await admin.put(`/api/events/${event.eventId}/tickets/quantity`, {
      tickets: [
        { id: adult.id, quantity: 6 },
        { id: child.id, quantity: 3 },
      ],
    });
    expect(ok.status, ok.body).toBe(200);
    expect(ok.json.tickets.map((ticket: { quantity: number | null }) => ticket.quantity)).toEqual([6, 3]);
    const [firstAfter, secondAfter] = await occurrences(event.eventId);
    expect(firstAfter).toMatchObject({ capacity: 9, sold: 6, available: 3 });
    expect(secondAfter).toMatchObject({ capacity: 9, available: 9 });
    const invalidQuantity = await admin.put(`/api/events/${event.eventId}/tickets/quantity`, {
      tickets: [{ id: adult.id, quantity: -1 }],
    });
    expect(invalidQuantity.json.error.fields['tickets.0.quantity']).toBe('Invalid quantity');
  });

  it('needs a session and the permission, and hides other organisations', async () => {
    const event = await create();
    const ticketId = event.tickets[0].id;
    const body = { tickets: [{ id: ticketId, quantity: 1 }] };
    expect((await anonymous(t).put(`/api/events/${event.eventId}/tickets/quantity`, body)).status).toBe(401);
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await guide.put(`/api/events/${event.eventId}/tickets/quantity`, body)).status).toBe(403);
    expect((await guide.put(`/api/events/${event.eventId}/edit-recurring`, { fromDate: '2027-05-01', schedule: weekly })).status).toBe(403);
    const other = await signedInUser(t, ['Admin']);
    expect((await other.put(`/api/events/${event.eventId}/tickets/quantity`, body)).status).toBe(404);
    expect(
      (
        await other.put(`/api/events/${event.eventId}/tickets/${ticketId}`, {
          names: { en: 'x' },
          age: 'Adult',
          netPriceMinor: 1,
          vatBasisPoints: 0,
        })
      ).status,
    ).toBe(404);
    expect((await other.put(`/api/events/${event.eventId}/edit-recurring`, { fromDate: '2027-05-01', schedule: weekly })).status).toBe(404);
  });
});
