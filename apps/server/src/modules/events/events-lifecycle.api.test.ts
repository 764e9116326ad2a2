import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { makeUser, makeVenue, signedInUser } from '../../test/factories.js';
import { eventBody, eventTypeId, setBucketCounts } from '../../test/factories-events.js';
import { eventsTestContext } from './events.test-support.js';
import { anonymous, apiClient } from '../../test/api-client.js';
import { createTestApp, TestClock } from '../../test/test-app.js';

type Context = Awaited<ReturnType<typeof eventsTestContext>>;

/** "Daily entrance": every day of 1–10 July 2027 from 10:00 to `endTime`. */
const dailyEntrance = (endTime: string): Parameters<typeof eventBody>[2] => ({
  generalInfo: { names: { en: 'Daily entrance' } },
  schedule: {
    kind: 'Recurring',
    periodicity: 'Daily',
    interval: 1,
    daysOfWeek: [],
    firstDate: '2027-07-01',
    lastDate: '2027-07-10',
    startTime: '10:00',
    endTime,
    allDay: false,
  },
});

describe('events API: lists, lifecycle, guides and access', () => {
  let t: Context['t'];
  let admin: Context['admin'];
  let concert: Context['concert'];
  let tour: Context['tour'];
  let venueId: Context['venueId'];
  let create: Context['create'];
  let weeklyTour: Context['weeklyTour'];
  let series: Context['series'];
  beforeAll(async () => {
    ({ t, admin, concert, tour, venueId, create, weeklyTour, series } = await eventsTestContext());
  });
  afterAll(() => t.close());

  it('names as the next occurrence the first not yet ended, so a series running today is not shown as past', async () => {
    const clock = new TestClock();
    const app = await createTestApp({}, { clock });
    try {
      const org = await signedInUser(app, ['Admin']);
      const type = await eventTypeId(app.ctx, org.orgId, 'Concert');
      const hall = (await makeVenue(app.ctx, org.orgId)).venueId;
      expect((await org.post('/api/events', eventBody(type, hall, dailyEntrance('11:00')))).status).toBe(201);
      const next = async (query: string) => {
        const response = await org.get(`/api/events?${query}`);
        expect(response.status, response.body).toBe(200);
        return response.json.items.map((item: { nextOccurrence: { startsAt: string } | null }) => item.nextOccurrence?.startsAt);
      };
      // 14:00 in Copenhagen on 5 July: the day's 10:00 has ended, the next is tomorrow's.
      clock.set('2027-07-05T12:00:00Z');
      expect(await next('from=2027-07-05&to=2027-07-31')).toEqual(['2027-07-06T08:00:00.000Z']);
      // 10:30: today's is still on.
      clock.set('2027-07-05T08:30:00Z');
      expect(await next('from=2027-07-05&to=2027-07-31')).toEqual(['2027-07-05T08:00:00.000Z']);
      // A range wholly past names its first.
      clock.set('2027-07-20T12:00:00Z');
      expect(await next('from=2027-07-02&to=2027-07-04')).toEqual(['2027-07-02T08:00:00.000Z']);
    } finally {
      await app.close();
    }
  });

  it('finds a title without regard to case or accents, in any of its languages, and not by the languages’ codes', async () => {
    const org = await signedInUser(t, ['Admin']);
    const type = await eventTypeId(t.ctx, org.orgId, 'Concert');
    const hall = (await makeVenue(t.ctx, org.orgId)).venueId;
    const post = async (names: Record<string, string>) => {
      const response = await org.post('/api/events', eventBody(type, hall, { generalInfo: { names } }));
      expect(response.status, response.body).toBe(201);
    };
    await post({ en: 'Museum entrance', da: 'Entré til museet' });
    await post({ en: 'Évening at the Øresund 100%' });
    const titles = async (title: string) =>
      ((await org.get(`/api/events?title=${encodeURIComponent(title)}`)).json.items as { names: { en: string } }[]).map(
        (item) => item.names.en,
      );
    expect(await titles('entre')).toEqual(['Museum entrance']);
    expect(await titles('ENTRÉ TIL')).toEqual(['Museum entrance']);
    expect(await titles('evening')).toEqual(['Évening at the Øresund 100%']);
    expect(await titles('øresund')).toEqual(['Évening at the Øresund 100%']);
    expect(await titles('100%')).toEqual(['Évening at the Øresund 100%']);
    // "da" and "en" are the names' language codes, not words of a name.
    expect(await titles('da')).toEqual([]);
    expect(await titles('"en"')).toEqual([]);
  });

  it('lists with filters, scope, range and paging', async () => {
    const org = await signedInUser(t, ['Admin']);
    const type = await eventTypeId(t.ctx, org.orgId, 'Concert');
    const hall = (await makeVenue(t.ctx, org.orgId)).venueId;
    const post = async (overrides: Parameters<typeof eventBody>[2]) =>
      (await org.post('/api/events', eventBody(type, hall, overrides))).json;
    const june = await post({ generalInfo: { names: { en: 'June jazz' } } });
    const draft = await post({ generalInfo: { names: { en: 'Draft night' } }, publishNow: false });
    const daily = await post(dailyEntrance('17:00'));
    const list = async (query: string) => {
      const response = await org.get(`/api/events?${query}`);
      expect(response.status, response.body).toBe(200);
      return response.json;
    };
    const names = (page: { items: { names: { en: string } }[] }) => page.items.map((item) => item.names.en);

    expect(names(await list(''))).toEqual(['June jazz', 'Daily entrance']);
    expect(names(await list('status=Draft'))).toEqual(['Draft night']);
    expect(names(await list('scope=Recurring'))).toEqual(['Daily entrance']);
    expect(names(await list('scope=Single'))).toEqual(['June jazz']);
    expect(names(await list('title=jazz'))).toEqual(['June jazz']);
    const ranged = await list('from=2027-07-05&to=2027-07-31');
    expect(names(ranged)).toEqual(['Daily entrance']);
    expect(ranged.items[0]).toMatchObject({ occurrenceCount: 10, nextOccurrence: { startsAt: '2027-07-05T08:00:00.000Z' } });
    expect(names(await list('from=2027-06-01T00:00:00Z&to=2027-06-02T00:00:00Z'))).toEqual(['June jazz']);
    const paged = await list('size=1&page=2');
    expect(paged).toMatchObject({ total: 2, page: { number: 2, size: 1 } });
    expect(names(paged)).toEqual(['Daily entrance']);
    expect(names(await list(`venue=${hall}&eventType=${type}`))).toHaveLength(2);
    expect(draft.status).toBe('Draft');
    expect(june.eventId).not.toBe(daily.eventId);

    const bad = await org.get('/api/events?status=Lost&scope=Some');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['query.scope', 'query.status']);

    const unique = (await org.get('/api/events/unique-names')).json;
    expect(unique.map((n: { name: string }) => n.name)).toEqual(['Daily entrance', 'Draft night', 'June jazz']);
  });

  it('pages and filters a series', async () => {
    const event = await weeklyTour();
    const page = (await admin.get(`/api/events/${event.eventId}/series?page=2&size=3`)).json;
    expect(page).toMatchObject({ total: 4, page: { number: 2, size: 3 } });
    expect(page.items).toHaveLength(1);
    const ranged = await series(event.eventId, '&from=2027-03-20&to=2027-03-29');
    expect(ranged.total).toBe(2);
    const occurrenceId = ranged.items[0].eventId;
    const canceledDate = (await admin.post(`/api/events/${occurrenceId}/cancel`)).json;
    // The date is canceled, its series is not: the page may put the date back on sale.
    expect(canceledDate).toMatchObject({ status: 'Canceled', parentStatus: 'Published' });
    expect((await admin.get(`/api/events/${event.eventId}`)).json.parentStatus).toBeNull();
    expect((await series(event.eventId, '&status=Canceled')).items.map((o: { eventId: string }) => o.eventId)).toEqual([occurrenceId]);
    expect((await series(event.eventId, '&status=Published')).total).toBe(3);
    // The event's count is of the dates that take place, on its page and in the list.
    const counted = async () => [
      (await admin.get(`/api/events/${event.eventId}`)).json.occurrenceCount,
      (await admin.get('/api/events?scope=Recurring&size=50')).json.items.find(
        (item: { eventId: string }) => item.eventId === event.eventId,
      )?.occurrenceCount,
    ];
    expect(await counted()).toEqual([3, 3]);
    const reopened = await admin.post(`/api/events/${occurrenceId}/publish`);
    expect(reopened.status, reopened.body).toBe(200);
    expect(reopened.json.status).toBe('Published');
    expect((await series(event.eventId, '&status=Published')).total).toBe(4);
    expect(await counted()).toEqual([4, 4]);
    // The whole series canceled: each date reads its series' status, which no date can undo.
    await admin.post(`/api/events/${event.eventId}/cancel`);
    expect((await admin.get(`/api/events/${occurrenceId}`)).json).toMatchObject({ status: 'Canceled', parentStatus: 'Canceled' });
  });

  it('publishes a scheduled event when its time has come, by the sweep', async () => {
    const draft = await create({ publishNow: false });
    await admin.post(`/api/events/${draft.eventId}/publish`, { publishAt: '2099-05-01T10:00:00Z' });
    await t.runSweeps();
    expect((await admin.get(`/api/events/${draft.eventId}`)).json.status).toBe('Draft');
    // The clock cannot move, so the schedule does: a minute ago.
    await inTenant(t.ctx.db, admin.orgId, (tx) =>
      tx.execute(sql`update events set publish_at = now() - interval '1 minute' where event_id = ${draft.eventId}`),
    );
    expect((await admin.get(`/api/events/${draft.eventId}`)).json.status).toBe('Draft');
    await t.runSweeps();
    const published = (await admin.get(`/api/events/${draft.eventId}`)).json;
    expect(published.status).toBe('Published');
    await t.runSweeps();
    const after = (await admin.get(`/api/events/${draft.eventId}`)).json;
    expect({ status: after.status, version: after.version }).toEqual({ status: 'Published', version: published.version });
  });

  it('publishes and cancels a whole event', async () => {
    const draft = await create({ publishNow: false });
    const later = await admin.post(`/api/events/${draft.eventId}/publish`, { publishAt: '2099-05-01T10:00:00Z' });
    expect(later.json).toMatchObject({ status: 'Draft', publishAt: '2099-05-01T10:00:00.000Z' });
    const now = await admin.post(`/api/events/${draft.eventId}/publish`, {});
    expect(now.status).toBe(200);
    expect(now.json).toMatchObject({ status: 'Published', publishAt: null });
    const canceled = await admin.post(`/api/events/${draft.eventId}/cancel`);
    expect(canceled.json.status).toBe('Canceled');
    const [occurrence] = (await series(draft.eventId)).items;
    expect(occurrence.status).toBe('Canceled');
    const again = await admin.post(`/api/events/${draft.eventId}/publish`, {});
    expect(again.status).toBe(409);
  });

  it('deletes an event without sales, and refuses one with sales', async () => {
    const free = await create();
    expect((await admin.delete(`/api/events/${free.eventId}`)).status).toBe(200);
    expect((await admin.get(`/api/events/${free.eventId}`)).status).toBe(404);

    const sold = await weeklyTour();
    const occurrences = (await series(sold.eventId)).items;
    await setBucketCounts(t.ctx, admin.orgId, occurrences[2].eventId, 'pool', { held: 1 });
    const refused = await admin.delete(`/api/events/${sold.eventId}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe('This event has sales; cancel it instead');
    expect((await admin.delete(`/api/events/${occurrences[2].eventId}`)).status).toBe(409);
    expect((await admin.delete(`/api/events/${occurrences[0].eventId}`)).status).toBe(200);
    expect((await series(sold.eventId)).total).toBe(3);
  });

  it('edits one occurrence: times, capacity and status; capacity below sold is 409', async () => {
    const event = await weeklyTour();
    const [first, second] = (await series(event.eventId)).items;
    const moved = await admin.put(`/api/events/${second.eventId}/edit-single`, {
      start: { date: '2027-03-21', time: '14:00' },
      end: { date: '2027-03-21', time: '15:30' },
      capacity: 10,
    });
    expect(moved.status, moved.body).toBe(200);
    expect(moved.json.occurrence).toMatchObject({
      start: { time: '14:00' },
      end: { time: '15:30' },
      edited: true,
      capacity: 10,
      available: 10,
    });
    const after = (await series(event.eventId)).items;
    expect(after[0]).toMatchObject({ eventId: first.eventId, start: { time: '10:00' }, capacity: 100, edited: false });
    // Its times sent as they are with a new capacity (as the page sends them) do not pin the first
    // date's times: it stays a date that follows its series.
    const sameTimes = await admin.put(`/api/events/${first.eventId}/edit-single`, {
      start: first.start,
      end: first.end,
      allDay: false,
      capacity: 90,
    });
    expect(sameTimes.status, sameTimes.body).toBe(200);
    expect(sameTimes.json.occurrence).toMatchObject({ start: { time: '10:00' }, capacity: 90, edited: false });

    await setBucketCounts(t.ctx, admin.orgId, second.eventId, 'pool', { sold: 6, soldOffline: 2 });
    const below = await admin.put(`/api/events/${second.eventId}/edit-single`, { capacity: 7 });
    expect(below.status).toBe(409);
    expect(below.json.error.message).toBe('Capacity cannot be set below what is sold or held (8)');
    expect((await admin.put(`/api/events/${second.eventId}/edit-single`, { capacity: 8 })).status).toBe(200);

    const reversed = await admin.put(`/api/events/${second.eventId}/edit-single`, {
      end: { date: '2027-03-21', time: '13:00' },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.json.error.fields.end).toBe('End date & time must be after Start date & time');

    const canceled = await admin.put(`/api/events/${first.eventId}/edit-single`, { status: 'Canceled' });
    expect(canceled.json.status).toBe('Canceled');
    expect((await admin.put(`/api/events/${event.eventId}/edit-single`, { capacity: 5 })).status).toBe(400);
  });

  it('edits the capacity per ticket type of an Individual restricted occurrence', async () => {
    const event = await create({
      saleMode: 'INDIVIDUAL',
      tickets: [
        {
          names: { en: 'Adult' },
          age: 'Adult',
          netPriceMinor: 8000,
          vatBasisPoints: 2500,
          salesChannel: 'ONLINE',
          quantity: 20,
          requireMinimumQuantity: 2,
        },
      ],
    });
    const ticketId = event.tickets[0].id;
    const [occurrence] = (await series(event.eventId)).items;
    await setBucketCounts(t.ctx, admin.orgId, occurrence.eventId, ticketId, { sold: 5 });
    const below = await admin.put(`/api/events/${event.eventId}/edit-single`, {
      ticketCapacities: [{ ticketId, capacity: 4 }],
    });
    expect(below.status).toBe(409);
    expect(below.json.error.fields).toHaveProperty('ticketCapacities.0.capacity');
    const ok = await admin.put(`/api/events/${event.eventId}/edit-single`, {
      ticketCapacities: [{ ticketId, capacity: 5 }],
    });
    expect(ok.json.tickets[0]).toMatchObject({ capacity: 5, sold: 5, available: 0 });
  });

  it('assigns guides and shows staffing; a guide sees only the events they guide', async () => {
    const guide = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
    const second = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Guide'] });
    const notGuide = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Admin'] });
    const guided = await weeklyTour({ generalInfo: { names: { en: 'Guided tour' }, eventTypeId: tour } });
    const unguided = await create({ generalInfo: { names: { en: 'Unguided' } } });
    const [firstOccurrence] = (await series(guided.eventId)).items;

    const refused = await admin.put(`/api/events/${guided.eventId}/guides`, {
      guides: [{ userId: notGuide.userId }, { userId: guide.userId }, { userId: guide.userId }],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual({
      'guides.0.userId': 'Only users with the Guide role can be assigned',
      'guides.2.userId': 'This guide is already assigned here',
    });
    const foreignGuide = await makeUser(t.ctx, { orgId: (await signedInUser(t, ['Admin'])).orgId, roles: ['Guide'] });
    const foreign = await admin.put(`/api/events/${guided.eventId}/guides`, { guides: [{ userId: foreignGuide.userId }] });
    expect(foreign.json.error.fields['guides.0.userId']).toBe('Only users with the Guide role can be assigned');

    const assigned = await admin.put(`/api/events/${guided.eventId}/guides`, {
      guides: [
        { userId: guide.userId, status: 'ACCEPTED' },
        { userId: second.userId, occurrenceId: firstOccurrence.eventId },
      ],
    });
    expect(assigned.status, assigned.body).toBe(200);
    expect(assigned.json.staffing).toEqual({ kind: 'ACCEPTED', color: 'green' });
    const occurrences = (await series(guided.eventId)).items;
    expect(occurrences[0].staffing).toEqual({ kind: 'PARTLY_ACCEPTED', color: 'green', accepted: 1, total: 2 });
    expect(occurrences[1].staffing).toEqual({ kind: 'ACCEPTED', color: 'green' });

    const guideCookie = (await import('../../test/factories.js')).signIn;
    const cookie = await guideCookie(t, guide.email);
    const list = (await apiClient(t, cookie).get('/api/events?size=200')).json;
    expect(list.items.map((item: { eventId: string }) => item.eventId)).toEqual([guided.eventId]);
    expect((await apiClient(t, cookie).get(`/api/events/${guided.eventId}`)).status).toBe(200);
    expect((await apiClient(t, cookie).get(`/api/events/${firstOccurrence.eventId}`)).status).toBe(200);
    expect((await apiClient(t, cookie).get(`/api/events/${unguided.eventId}`)).status).toBe(404);
    expect((await apiClient(t, cookie).get('/api/events/unique-names')).json).toEqual([{ eventId: guided.eventId, name: 'Guided tour' }]);
    expect((await apiClient(t, cookie).get(`/api/events/${unguided.eventId}/series`)).status).toBe(404);
    expect((await apiClient(t, cookie).post('/api/events', eventBody(concert, venueId))).status).toBe(403);
    expect((await apiClient(t, cookie).put(`/api/events/${guided.eventId}/guides`, { guides: [] })).status).toBe(403);
  });

  it('rejects a bad id in the path with 400 naming it', async () => {
    const response = await admin.get('/api/events/not-an-id');
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty('params.id');
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/events'],
      ['GET', '/api/events/types'],
      ['POST', '/api/events'],
      ['GET', `/api/events/${admin.orgId}/series`],
    ] as const) {
      const response = await anonymous(t).request(method, url, method === 'POST' ? eventBody(concert, venueId) : undefined);
      expect(response.status).toBe(401);
    }
  });

  it('needs the permission', async () => {
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], admin.orgId);
    const event = await create();
    expect((await orgAdmin.get('/api/events')).status).toBe(403);
    expect((await orgAdmin.get(`/api/events/${event.eventId}`)).status).toBe(403);
    expect((await orgAdmin.post('/api/events', eventBody(concert, venueId))).status).toBe(403);
    expect((await orgAdmin.delete(`/api/events/${event.eventId}`)).status).toBe(403);
    expect((await orgAdmin.post(`/api/events/${event.eventId}/cancel`)).status).toBe(403);
  });

  it("answers 404 for another organisation's event and never lists it", async () => {
    const other = await signedInUser(t, ['Admin']);
    const foreignVenue = await makeVenue(t.ctx, other.orgId);
    const foreignType = await eventTypeId(t.ctx, other.orgId);
    const foreign = (
      await other.post('/api/events', eventBody(foreignType, foreignVenue.venueId, { generalInfo: { names: { en: 'Foreign gala' } } }))
    ).json;
    const [occurrence] = (await other.get(`/api/events/${foreign.eventId}/series`)).json.items;
    for (const id of [foreign.eventId, occurrence.eventId]) {
      expect((await admin.get(`/api/events/${id}`)).status).toBe(404);
      expect((await admin.get(`/api/events/${id}/series`)).status).toBe(404);
      expect((await admin.delete(`/api/events/${id}`)).status).toBe(404);
      expect((await admin.post(`/api/events/${id}/publish`, {})).status).toBe(404);
      expect((await admin.post(`/api/events/${id}/cancel`)).status).toBe(404);
      expect((await admin.put(`/api/events/${id}/edit-single`, { status: 'Canceled' })).status).toBe(404);
      expect((await admin.put(`/api/events/${id}/guides`, { guides: [] })).status).toBe(404);
    }
    const listed = (await admin.get('/api/events?size=200&title=Foreign')).json;
    expect(listed.total).toBe(0);
    expect((await other.get(`/api/events/${foreign.eventId}`)).json.status).toBe('Published');
  });

  it('keeps every events table behind row-level security', async () => {
    const event = await create();
    const tables = ['event_types', 'events', 'occurrences', 'ticket_types', 'inventory_buckets', 'guide_assignments'];
    for (const table of tables) {
      expect(await queryRows(t.ctx.db, sql`select * from ${sql.identifier(table)}`)).toEqual([]);
    }
    const other = await signedInUser(t, ['Admin']);
    const seen = await inTenant(t.ctx.db, other.orgId, (tx) => queryRows(tx, sql`select * from events where event_id = ${event.eventId}`));
    expect(seen).toEqual([]);
    const error = await inTenant(t.ctx.db, other.orgId, (tx) =>
      tx.execute(
        sql`insert into inventory_buckets (org_id, occurrence_id, bucket, capacity) values (${admin.orgId}, gen_random_uuid(), 'pool', 1)`,
      ),
    ).catch((caught: Error & { cause?: Error }) => caught);
    expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(/row-level security/);
  });

  it('refuses sold + held above capacity in the database itself', async () => {
    const event = await create({ poolCapacity: 2 });
    const [occurrence] = (await series(event.eventId)).items;
    await expect(setBucketCounts(t.ctx, admin.orgId, occurrence.eventId, 'pool', { sold: 2, held: 1 })).rejects.toThrow();
  });
});
