import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toLocal } from '@foyer/domain';
import { makeZonedVenue, setBucketCounts } from '../../test/factories-events.js';
import { YEAR, day, shopTestContext, sundayTour } from './shop-catalog.test-support.js';

type Context = Awaited<ReturnType<typeof shopTestContext>>;
type Entry = { eventId: string; start: { date: string; time: string }; startsAt: string; endsAt: string };

const utcHours = (series: Entry[]) => series.map((entry) => new Date(entry.startsAt).getUTCHours());

describe('shop API: an event’s series by month', () => {
  let t: Context['t'];
  let museum: Context;
  let tourId: string;

  beforeAll(async () => {
    museum = await shopTestContext();
    t = museum.t;
    tourId = (
      await museum.create(
        { generalInfo: { names: { en: 'Sunday tour' } }, poolCapacity: 15, ...sundayTour(day('03-01'), day('11-30')) },
        museum.tour,
      )
    ).eventId;
  });
  afterAll(() => t.close());

  const series = (id: string, query = '') => museum.visitOk(`/api/public/events/${id}/series${query}`);

  it('keeps a 10:00 tour at 10:00 in Copenhagen on both sides of daylight saving', async () => {
    const march = await series(tourId, `?month=${YEAR}-03`);
    expect(march).toMatchObject({
      eventId: tourId,
      month: `${YEAR}-03`,
      timeZone: 'Europe/Copenhagen',
      previousMonthWithOccurrences: null,
      nextMonthWithOccurrences: `${YEAR}-04`,
    });
    expect(march.series.length).toBeGreaterThanOrEqual(4);
    expect(new Set(march.series.map((entry: Entry) => entry.start.time))).toEqual(new Set(['10:00']));
    expect(march.series.every((entry: Entry) => entry.start.date.startsWith(`${YEAR}-03-`))).toBe(true);
    // Winter time (UTC+1) until the last Sunday of March, which is already summer time (UTC+2).
    const hours = utcHours(march.series);
    expect(hours[0]).toBe(9);
    expect(hours.at(-1)).toBe(8);

    const october = await series(tourId, `?month=${YEAR}-10`);
    expect(utcHours(october.series)[0]).toBe(8);
    expect(utcHours(october.series).at(-1)).toBe(9);
    const november = await series(tourId, `?month=${YEAR}-11`);
    expect(new Set(november.series.map((entry: Entry) => entry.start.time))).toEqual(new Set(['10:00']));
    expect(new Set(utcHours(november.series))).toEqual(new Set([9]));
    expect(november).toMatchObject({ previousMonthWithOccurrences: `${YEAR}-10`, nextMonthWithOccurrences: null });
  });

  it('pages to the nearest months that have occurrences, and starts at the next one', async () => {
    expect(await series(tourId, `?month=${YEAR}-12`)).toMatchObject({
      series: [],
      previousMonthWithOccurrences: `${YEAR}-11`,
      nextMonthWithOccurrences: null,
    });
    expect(await series(tourId, `?month=${YEAR}-01`)).toMatchObject({
      series: [],
      previousMonthWithOccurrences: null,
      nextMonthWithOccurrences: `${YEAR}-03`,
    });
    expect((await series(tourId)).month).toBe(`${YEAR}-03`);
    // An occurrence's id reads its series; the school class is accepted.
    const [first] = await museum.occurrencesOf(tourId);
    expect((await series(first!.eventId, '?schoolClassId=00000000-0000-4000-a000-000000000001')).eventId).toBe(tourId);
  });

  it('reads local times in the venue’s own zone', async () => {
    const newYork = await makeZonedVenue(t.ctx, museum.orgId, 'America/New_York');
    const event = await museum.create({ ...sundayTour(day('11-01'), day('11-30')) }, museum.tour, newYork.venueId);
    const november = await series(event.eventId, `?month=${YEAR}-11`);
    expect(november.timeZone).toBe('America/New_York');
    expect(new Set(november.series.map((entry: Entry) => entry.start.time))).toEqual(new Set(['10:00']));
    expect(new Set(utcHours(november.series))).toEqual(new Set([15]));
  });

  it('gives what is left per occurrence, and per ticket type when restricted individually', async () => {
    const occurrences = await museum.occurrencesOf(tourId);
    const april = occurrences.filter((o) => o.start.date.startsWith(`${YEAR}-04-`));
    await setBucketCounts(t.ctx, museum.orgId, april[0]!.eventId, 'pool', { sold: 10, soldOffline: 2, held: 1 });
    await setBucketCounts(t.ctx, museum.orgId, april[1]!.eventId, 'pool', { sold: 15 });
    const shown = (await series(tourId, `?month=${YEAR}-04`)).series;
    expect(shown.map((entry: { available: number; soldOut: boolean; bookable: boolean }) => [entry.available, entry.soldOut])).toEqual(
      april.map((_, index) => (index === 0 ? [2, false] : index === 1 ? [0, true] : [15, false])),
    );
    expect(shown[0]).toMatchObject({ status: 'Published', bookable: true, tickets: [] });

    const workshop = await museum.create({
      saleMode: 'INDIVIDUAL',
      poolCapacity: null,
      tickets: [
        {
          names: { en: 'Adult' },
          age: 'Adult',
          netPriceMinor: 100,
          vatBasisPoints: 0,
          salesChannel: 'ONLINE',
          quantity: 4,
          requireMinimumQuantity: null,
        },
        {
          names: { en: 'Child' },
          age: 'Underage',
          netPriceMinor: 50,
          vatBasisPoints: 0,
          salesChannel: 'ONLINE',
          quantity: 6,
          requireMinimumQuantity: null,
        },
      ],
    });
    const [slot] = await museum.occurrencesOf(workshop.eventId);
    await setBucketCounts(t.ctx, museum.orgId, slot!.eventId, workshop.tickets[1]!.id, { sold: 1, held: 2 });
    const [entry] = (await series(workshop.eventId)).series;
    expect(entry).toMatchObject({
      eventId: slot!.eventId,
      available: 7,
      soldOut: false,
      tickets: [
        { id: workshop.tickets[0]!.id, available: 4, soldOut: false },
        { id: workshop.tickets[1]!.id, available: 3, soldOut: false },
      ],
    });
  });

  it('leaves out occurrences that have ended and those that are canceled', async () => {
    const zone = 'Europe/Copenhagen';
    const today = toLocal(new Date(), zone).date;
    const daily = await museum.create({
      schedule: {
        kind: 'Recurring',
        periodicity: 'Daily',
        interval: 1,
        daysOfWeek: [],
        firstDate: addDays(today, -3),
        lastDate: addDays(today, 3),
        startTime: '10:00',
        endTime: '11:00',
        allDay: false,
      },
    });
    const all = await museum.occurrencesOf(daily.eventId);
    const canceled = all.at(-1)!;
    expect((await museum.staff('POST', `/api/events/${canceled.eventId}/cancel`)).statusCode).toBe(200);

    const first = await series(daily.eventId);
    const rest = first.nextMonthWithOccurrences ? (await series(daily.eventId, `?month=${first.nextMonthWithOccurrences}`)).series : [];
    const offered = [...first.series, ...rest] as Entry[];
    const now = Date.now();
    const upcoming = all.filter((o) => o !== canceled && new Date(o.endsAt).getTime() > now).map((o) => o.eventId);
    expect(offered.map((entry) => entry.eventId)).toEqual(upcoming);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(offered.every((entry) => entry.start.date >= today)).toBe(true);
    // The ended days before are not a month to page back to.
    expect(first.previousMonthWithOccurrences).toBeNull();
    expect(first.month).toBe(offered[0]!.start.date.slice(0, 7));
  });

  it('answers 400 naming the field for a bad month or school class', async () => {
    for (const month of [`${YEAR}-13`, `${YEAR}-3`, 'march', `${YEAR}-03-01`]) {
      const response = await museum.visit(`/api/public/events/${tourId}/series?month=${month}`);
      expect(response.statusCode, month).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { 'query.month': 'Must be a month (yyyy-MM)' } });
    }
    const badClass = await museum.visit(`/api/public/events/${tourId}/series?schoolClassId=7a`);
    expect(Object.keys(badClass.json().error.fields)).toEqual(['query.schoolClassId']);
  });
});
