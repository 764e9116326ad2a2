import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { eventBody, eventTypeId, setBucketCounts } from '../../test/factories-events.js';
import { anonymous } from '../../test/api-client.js';
import { inTenant } from '../../db/tenancy.js';
import { queryRows } from '../../db/client.js';

/** A series with several times a day: timed entry, or a tour at 10 and at 14. */
describe('events API: several times a day', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let typeId: string;
  let venueId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin']);
    typeId = await eventTypeId(t.ctx, admin.orgId, 'GuidedTourMax15People');
    venueId = (await makeVenue(t.ctx, admin.orgId)).venueId;
  });
  afterAll(() => t.close());

  const mondays = {
    kind: 'Recurring',
    periodicity: 'Weekly',
    interval: 1,
    daysOfWeek: [1],
    firstDate: '2027-05-03',
    lastDate: '2027-05-10',
    startTime: '10:00',
    endTime: '11:00',
    additionalTimes: [{ startTime: '14:00', endTime: '15:00' }],
    allDay: false,
  };
  const create = async (schedule: object) => {
    const response = await admin.post('/api/events', eventBody(typeId, venueId, { schedule: schedule as never }));
    expect(response.status, response.body).toBe(201);
    return response.json;
  };
  type Listed = { eventId: string; status: string; start: { date: string; time: string }; end: { time: string } };
  const occurrences = async (id: string): Promise<Listed[]> => (await admin.get(`/api/events/${id}/series?size=50`)).json.items;
  const times = (items: Listed[]) =>
    items.map((o) => `${o.start.date} ${o.start.time}–${o.end.time}${o.status === 'Canceled' ? ' canceled' : ''}`);

  it('makes one occurrence per time of each day, each sold on its own in the shop', async () => {
    const event = await create(mondays);
    expect(event.schedule).toMatchObject({ additionalTimes: [{ startTime: '14:00', endTime: '15:00' }] });
    const listed = await occurrences(event.eventId);
    expect(times(listed)).toEqual(['2027-05-03 10:00–11:00', '2027-05-03 14:00–15:00', '2027-05-10 10:00–11:00', '2027-05-10 14:00–15:00']);
    await setBucketCounts(t.ctx, admin.orgId, listed[0]!.eventId, 'pool', { sold: 100 });
    const shop = await anonymous(t).get(`/api/public/events/${event.eventId}/series?month=2027-05`);
    expect(shop.status, shop.body).toBe(200);
    const onSale = shop.json.series.map((o: { eventId: string; soldOut: boolean }) => [o.eventId, o.soldOut]);
    expect(onSale).toEqual(listed.map((o, index) => [o.eventId, index === 0]));
  });

  it('keeps each time’s dates through an edit: a canceled one stays canceled at its moved time, a sold one where it is, a new time is added', async () => {
    const event = await create(mondays);
    const before = await occurrences(event.eventId);
    await setBucketCounts(t.ctx, admin.orgId, before[2]!.eventId, 'pool', { sold: 3 });
    expect((await admin.put(`/api/events/${before[1]!.eventId}/edit-single`, { status: 'Canceled' })).status).toBe(200);

    const response = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: {
        ...mondays,
        startTime: '10:00',
        endTime: '11:00',
        additionalTimes: [
          { startTime: '14:30', endTime: '15:30' },
          { startTime: '12:00', endTime: '13:00' },
        ],
      },
    });
    expect(response.status, response.body).toBe(200);
    // 10:00 stays on both days (one sold), 14:00 moves to 14:30 on both, 12:00 is new on both.
    expect(response.json).toMatchObject({ created: 2, updated: 3, removed: 0 });
    // The sold 10:00 stands on a time the schedule has: it is simply on it, not reported as kept off it.
    expect(response.json.kept).toEqual([]);
    const after = await occurrences(event.eventId);
    expect(times(after)).toEqual([
      '2027-05-03 10:00–11:00',
      '2027-05-03 12:00–13:00',
      '2027-05-03 14:30–15:30 canceled',
      '2027-05-10 10:00–11:00',
      '2027-05-10 12:00–13:00',
      '2027-05-10 14:30–15:30',
    ]);
    const ids = after.map((o) => o.eventId);
    expect(ids).toEqual(expect.arrayContaining(before.map((o) => o.eventId)));
    expect(after[2]!.eventId).toBe(before[1]!.eventId);

    // Back to one time a day: the later times' unsold dates go, the sold 10:00 stays.
    const one = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: { ...mondays, additionalTimes: [] },
    });
    expect(one.status, one.body).toBe(200);
    expect(one.json).toMatchObject({ created: 0, updated: 1, removed: 4 });
    expect(times(await occurrences(event.eventId))).toEqual(['2027-05-03 10:00–11:00', '2027-05-10 10:00–11:00']);
  });

  // A date of a removed time kept only for places in a visitor's cart went on being offered to
  // everyone until the series was saved again.
  it('takes a removed time’s date off sale when it is kept only for places in a cart, and keeps a sold one on sale', async () => {
    const event = await create(mondays);
    const before = await occurrences(event.eventId);
    const [, soldTwo, , heldTwo] = before;
    await setBucketCounts(t.ctx, admin.orgId, soldTwo!.eventId, 'pool', { sold: 3 });
    await setBucketCounts(t.ctx, admin.orgId, heldTwo!.eventId, 'pool', { held: 2 });
    // A date on a time the schedule keeps, held only, stays on sale.
    await setBucketCounts(t.ctx, admin.orgId, before[2]!.eventId, 'pool', { held: 1 });

    const response = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: { ...mondays, additionalTimes: [] },
    });
    expect(response.status, response.body).toBe(200);
    // Reported: the dates kept off the schedule (the held 10:00, on the schedule's time, is not).
    expect(response.json.kept.map((o: { eventId: string; status: string }) => [o.eventId, o.status])).toEqual([
      [soldTwo!.eventId, 'Published'],
      [heldTwo!.eventId, 'Canceled'],
    ]);
    expect(times(await occurrences(event.eventId))).toEqual([
      '2027-05-03 10:00–11:00',
      '2027-05-03 14:00–15:00',
      '2027-05-10 10:00–11:00',
      '2027-05-10 14:00–15:00 canceled',
    ]);
    // The shop no longer sells it; the sold one still is.
    const shop = await anonymous(t).get(`/api/public/events/${event.eventId}/series?month=2027-05`);
    const offered = shop.json.series.map((o: { eventId: string }) => o.eventId);
    expect(offered).toContain(soldTwo!.eventId);
    expect(offered).not.toContain(heldTwo!.eventId);

    // A review walk: a 16:00 added later was not made on the days whose 14:00 was kept, as the
    // kept date took it. Now it is made on both days, and the kept dates stay where they are.
    const withFour = { ...mondays, additionalTimes: [{ startTime: '16:00', endTime: '17:00' }] };
    const four = await admin.put(`/api/events/${event.eventId}/edit-recurring`, { fromDate: '2027-05-01', schedule: withFour });
    expect(four.status, four.body).toBe(200);
    expect(four.json).toMatchObject({ created: 2, removed: 0 });
    expect(times(await occurrences(event.eventId))).toEqual([
      '2027-05-03 10:00–11:00',
      '2027-05-03 14:00–15:00',
      '2027-05-03 16:00–17:00',
      '2027-05-10 10:00–11:00',
      '2027-05-10 14:00–15:00 canceled',
      '2027-05-10 16:00–17:00',
    ]);

    // The cart lapses, and 14:00 comes back: the date taken off sale is on sale again (it stayed
    // canceled before), the sold one is the day's 14:00 again, and no 14:00 is made twice.
    await setBucketCounts(t.ctx, admin.orgId, heldTwo!.eventId, 'pool', { held: 0 });
    const back = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: { ...withFour, additionalTimes: [...withFour.additionalTimes, { startTime: '14:00', endTime: '15:00' }] },
    });
    expect(back.status, back.body).toBe(200);
    expect(back.json).toMatchObject({ created: 0, removed: 0 });
    expect(times(await occurrences(event.eventId))).toEqual([
      '2027-05-03 10:00–11:00',
      '2027-05-03 14:00–15:00',
      '2027-05-03 16:00–17:00',
      '2027-05-10 10:00–11:00',
      '2027-05-10 14:00–15:00',
      '2027-05-10 16:00–17:00',
    ]);
    const again = await anonymous(t).get(`/api/public/events/${event.eventId}/series?month=2027-05`);
    expect(again.json.series.map((o: { eventId: string }) => o.eventId)).toContain(heldTwo!.eventId);

    // Dropped again with nothing sold or held, it goes like any other date.
    const dropped = await admin.put(`/api/events/${event.eventId}/edit-recurring`, { fromDate: '2027-05-01', schedule: withFour });
    expect(dropped.status, dropped.body).toBe(200);
    expect(times(await occurrences(event.eventId))).toEqual([
      '2027-05-03 10:00–11:00',
      '2027-05-03 14:00–15:00',
      '2027-05-03 16:00–17:00',
      '2027-05-10 10:00–11:00',
      '2027-05-10 16:00–17:00',
    ]);
  });

  it('leaves a date taken off sale for a cart on sale once staff put it back on sale themselves', async () => {
    const event = await create(mondays);
    const [, , , heldTwo] = await occurrences(event.eventId);
    await setBucketCounts(t.ctx, admin.orgId, heldTwo!.eventId, 'pool', { held: 2 });
    const oneTime = { fromDate: '2027-05-01', schedule: { ...mondays, additionalTimes: [] } };
    expect((await admin.put(`/api/events/${event.eventId}/edit-recurring`, oneTime)).status).toBe(200);
    expect((await admin.put(`/api/events/${heldTwo!.eventId}/edit-single`, { status: 'Published' })).status).toBe(200);
    expect((await admin.put(`/api/events/${event.eventId}/edit-recurring`, oneTime)).status).toBe(200);
    expect(times(await occurrences(event.eventId))).toContain('2027-05-10 14:00–15:00');
  });

  // A review walk: with every time of the day moved, nearest-first pairing swapped the dates (the
  // canceled 10:00 became the later time), and a time added where a date had been moved on its own
  // gave that day the same time twice.
  it('moves every time of the day first with first, and does not add a time a date was moved to on its own', async () => {
    const event = await create(mondays);
    const before = await occurrences(event.eventId);
    expect((await admin.put(`/api/events/${before[0]!.eventId}/edit-single`, { status: 'Canceled' })).status).toBe(200);
    const moved = await admin.put(`/api/events/${before[3]!.eventId}/edit-single`, {
      start: { date: '2027-05-10', time: '17:00' },
      end: { date: '2027-05-10', time: '18:00' },
    });
    expect(moved.status, moved.body).toBe(200);

    const later = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: { ...mondays, startTime: '13:00', endTime: '14:00', additionalTimes: [{ startTime: '16:00', endTime: '17:00' }] },
    });
    expect(later.status, later.body).toBe(200);
    expect(times(await occurrences(event.eventId))).toEqual([
      '2027-05-03 13:00–14:00 canceled',
      '2027-05-03 16:00–17:00',
      '2027-05-10 13:00–14:00',
      '2027-05-10 17:00–18:00',
    ]);

    const added = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: {
        ...mondays,
        startTime: '13:00',
        endTime: '14:00',
        additionalTimes: [
          { startTime: '16:00', endTime: '17:00' },
          { startTime: '17:00', endTime: '18:00' },
        ],
      },
    });
    expect(added.status, added.body).toBe(200);
    expect(added.json).toMatchObject({ created: 1 });
    expect(times(await occurrences(event.eventId))).toEqual([
      '2027-05-03 13:00–14:00 canceled',
      '2027-05-03 16:00–17:00',
      '2027-05-03 17:00–18:00',
      '2027-05-10 13:00–14:00',
      '2027-05-10 17:00–18:00',
    ]);
  });

  it('finds the time of a date made before times were kept (no slot) as the series’ one time', async () => {
    const event = await create({ ...mondays, additionalTimes: [] });
    await inTenant(t.ctx.db, admin.orgId, (tx) =>
      tx.execute(sql`update occurrences set slot_time = null where event_id = ${event.eventId}`),
    );
    const before = await occurrences(event.eventId);
    const response = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: { ...mondays, additionalTimes: [{ startTime: '08:00', endTime: '09:00' }] },
    });
    expect(response.status, response.body).toBe(200);
    // The old 10:00 dates stay at 10:00 (not moved to 08:00); 08:00 is new.
    expect(response.json).toMatchObject({ created: 2, updated: 2, removed: 0 });
    const after = await occurrences(event.eventId);
    expect(times(after)).toEqual(['2027-05-03 08:00–09:00', '2027-05-03 10:00–11:00', '2027-05-10 08:00–09:00', '2027-05-10 10:00–11:00']);
    expect([after[1]!.eventId, after[3]!.eventId]).toEqual(before.map((o) => o.eventId));
  });

  it('names a time that ends before it starts, a start time given twice and too many times', async () => {
    const response = await admin.post(
      '/api/events',
      eventBody(typeId, venueId, {
        schedule: {
          ...mondays,
          additionalTimes: [
            { startTime: '10:00', endTime: '10:30' },
            { startTime: '15:00', endTime: '14:00' },
            { startTime: '16:00', endTime: '16:61' },
          ],
        } as never,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toMatchObject({
      'schedule.additionalTimes.0.startTime': 'Another time of the day already starts at this time',
      'schedule.additionalTimes.1.endTime': 'End time is before start time',
      'schedule.additionalTimes.2.endTime': expect.any(String),
    });
    const crowded = Array.from({ length: 48 }, (_, index) => ({
      startTime: `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '15'}`,
      endTime: '23:59',
    }));
    const tooMany = await admin.post(
      '/api/events',
      eventBody(typeId, venueId, { schedule: { ...mondays, additionalTimes: crowded } as never }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.fields['schedule.additionalTimes']).toEqual(expect.any(String));
    // An all-day series has one occurrence a day whatever times it carries.
    const allDay = await create({ ...mondays, allDay: true });
    expect(times(await occurrences(allDay.eventId))).toEqual(['2027-05-03 00:00–23:59', '2027-05-10 00:00–23:59']);
  });

  it('counts every time against the series’ limit', async () => {
    const response = await admin.post(
      '/api/events',
      eventBody(typeId, venueId, {
        schedule: {
          ...mondays,
          periodicity: 'Daily',
          daysOfWeek: [],
          firstDate: '2027-01-01',
          lastDate: '2027-12-31',
          additionalTimes: ['11', '12', '13', '14', '15'].map((hour) => ({ startTime: `${hour}:00`, endTime: `${hour}:45` })),
        } as never,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.json.error.fields['schedule.lastDate']).toMatch(/at most 2000/);
  });

  it('saved with its schedule unchanged and another capacity, moves and removes no date, even from before the last change', async () => {
    const saturdaysAndMondays = { ...mondays, daysOfWeek: [1, 6], firstDate: '2027-05-01', lastDate: '2027-05-17' };
    const event = await create(saturdaysAndMondays);
    // From the 10th: Mondays only, the afternoon at 15:00. The dates before keep the first rule.
    const changed = { ...saturdaysAndMondays, daysOfWeek: [1], additionalTimes: [{ startTime: '15:00', endTime: '16:00' }] };
    const split = await admin.put(`/api/events/${event.eventId}/edit-recurring`, { fromDate: '2027-05-10', schedule: changed });
    expect(split.status, split.body).toBe(200);
    const before = times(await occurrences(event.eventId));
    expect(before).toEqual([
      '2027-05-01 10:00–11:00',
      '2027-05-01 14:00–15:00',
      '2027-05-03 10:00–11:00',
      '2027-05-03 14:00–15:00',
      '2027-05-08 10:00–11:00',
      '2027-05-08 14:00–15:00',
      '2027-05-10 10:00–11:00',
      '2027-05-10 15:00–16:00',
      '2027-05-17 10:00–11:00',
      '2027-05-17 15:00–16:00',
    ]);
    // The form opened again starts from the series' first date: only the capacity is changed.
    const capacity = await admin.put(`/api/events/${event.eventId}/edit-recurring`, {
      fromDate: '2027-05-01',
      schedule: changed,
      poolCapacity: 120,
    });
    expect(capacity.status, capacity.body).toBe(200);
    expect(capacity.json).toMatchObject({ created: 0, removed: 0 });
    expect(times(await occurrences(event.eventId))).toEqual(before);
    const capacities = await inTenant(t.ctx.db, admin.orgId, (tx) =>
      queryRows<{ capacity: number }>(
        tx,
        sql`select b.capacity from inventory_buckets b join occurrences o using (org_id, occurrence_id) where o.event_id = ${event.eventId}`,
      ),
    );
    expect(capacities.map((row) => Number(row.capacity))).toEqual(Array(10).fill(120));
  });
});
