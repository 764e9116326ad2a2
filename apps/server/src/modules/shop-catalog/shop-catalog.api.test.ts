import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVenue } from '../../test/factories.js';
import { setBucketCounts } from '../../test/factories-events.js';
import { day, museumIn, shopTestContext, singleOn, sundayTour } from './shop-catalog.test-support.js';

type Context = Awaited<ReturnType<typeof shopTestContext>>;
type Item = { eventId: string; names: { en?: string } };
const names = (items: Item[]) => items.map((item) => item.names.en);

describe('shop API: the organisation’s events', () => {
  let t: Context['t'];
  let museum: Context;
  let concertId: string;
  let tourId: string;
  let gardenId: string;

  beforeAll(async () => {
    museum = await shopTestContext();
    t = museum.t;
    gardenId = (await makeVenue(t.ctx, museum.orgId, { name: 'Garden' })).venueId;
    concertId = (await museum.create({ generalInfo: { names: { en: 'Evening concert' }, category: 'Music', languages: ['en', 'da'] } }))
      .eventId;
    tourId = (
      await museum.create(
        {
          generalInfo: { names: { en: 'Sunday tour', de: 'Sonntagsführung' }, category: 'Tours', languages: ['de'] },
          poolCapacity: 15,
          ...sundayTour(day('03-07'), day('04-04')),
        },
        museum.tour,
        gardenId,
      )
    ).eventId;
    // None of these may be seen by a visitor.
    await museum.create({ generalInfo: { names: { en: 'Hidden' }, display: false } });
    await museum.create({ generalInfo: { names: { en: 'Private' } }, visibility: 'Private' });
    await museum.create({ generalInfo: { names: { en: 'By request' } }, visibility: 'CustomerRequest' });
    await museum.create({ generalInfo: { names: { en: 'Draft' } }, publishNow: false });
    await museum.create({ generalInfo: { names: { en: 'Long gone' } }, ...singleOn('2020-01-01') });
    const canceled = await museum.create({ generalInfo: { names: { en: 'Canceled' } } });
    expect((await museum.staff('POST', `/api/events/${canceled.eventId}/cancel`)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const list = (query = '') => museum.visitOk(`/api/public/events/organizations/${museum.orgId}${query}`);

  it('lists only events on show with a bookable occurrence, the next one first', async () => {
    const items = await list();
    expect(names(items)).toEqual(['Sunday tour', 'Evening concert']);
    expect(items[1]).toEqual({
      eventId: concertId,
      kind: 'Single',
      names: { en: 'Evening concert' },
      defaultLanguage: 'en',
      languages: ['en', 'da'],
      category: 'Music',
      eventType: { id: museum.concert, name: 'Concert' },
      venue: { id: museum.hall, name: 'Main Hall' },
      timeZone: 'Europe/Copenhagen',
      durationMinutes: 90,
      imageUrl: null,
      nextOccurrence: expect.objectContaining({
        parentId: concertId,
        start: { date: day('06-01'), time: '19:00' },
        end: { date: day('06-01'), time: '21:00' },
        allDay: false,
      }),
      // The child ticket: 40.00 net + 25 % VAT; the adult's is the highest.
      priceFromMinor: 5000,
      priceToMinor: 12500,
      currency: 'DKK',
      available: true,
    });
    expect(items[0]).toMatchObject({
      eventId: tourId,
      kind: 'Recurring',
      venue: { id: gardenId, name: 'Garden' },
      nextOccurrence: { start: { date: day('03-07'), time: '10:00' } },
    });
  });

  it('filters by venue, category, language and from, and sorts by name', async () => {
    expect(names(await list(`?venue=${gardenId}`))).toEqual(['Sunday tour']);
    expect(names(await list('?category=Music'))).toEqual(['Evening concert']);
    expect(names(await list('?category=music'))).toEqual([]);
    expect(names(await list('?lang=de'))).toEqual(['Sunday tour']);
    expect(names(await list('?lang=da'))).toEqual(['Evening concert']);
    expect(names(await list('?lang=nl'))).toEqual([]);
    expect(names(await list('?sort=name'))).toEqual(['Evening concert', 'Sunday tour']);
    expect(names(await list(`?from=${day('05-01')}`))).toEqual(['Evening concert']);
    // From the second Sunday on, the tour's next occurrence is that one.
    const [tour] = await list(`?from=${day('03-14')}&venue=${gardenId}`);
    expect(tour.nextOccurrence.start.date).toBe(day('03-14'));
    expect(names(await list(`?from=${day('03-14')}T12:00:00Z&venue=${gardenId}`))).toEqual(['Sunday tour']);
    expect(names(await list(`?from=${day('12-01')}`))).toEqual([]);
    // A bound in the past never brings back what has ended.
    expect(names(await list('?from=2019-01-01'))).toEqual(['Sunday tour', 'Evening concert']);
  });

  it('tells whether anything is left to sell', async () => {
    const other = await museumIn(t);
    const full = await other.create({ generalInfo: { names: { en: 'Full' } }, poolCapacity: 10 });
    const [occurrence] = await other.occurrencesOf(full.eventId);
    await setBucketCounts(t.ctx, other.orgId, occurrence!.eventId, 'pool', { sold: 6, soldOffline: 2, held: 2 });
    const individual = await other.create({
      generalInfo: { names: { en: 'One type left' } },
      saleMode: 'INDIVIDUAL',
      poolCapacity: null,
      tickets: [
        {
          names: { en: 'Adult' },
          age: 'Adult',
          netPriceMinor: 8000,
          vatBasisPoints: 2500,
          salesChannel: 'ONLINE',
          quantity: 5,
          requireMinimumQuantity: null,
        },
        {
          names: { en: 'Senior' },
          age: 'Adult',
          netPriceMinor: 6000,
          vatBasisPoints: 0,
          salesChannel: 'ONLINE',
          quantity: 3,
          requireMinimumQuantity: null,
        },
      ],
    });
    const [slot] = await other.occurrencesOf(individual.eventId);
    await setBucketCounts(t.ctx, other.orgId, slot!.eventId, individual.tickets[0]!.id, { sold: 5 });

    const items = await other.visitOk(`/api/public/events/organizations/${other.orgId}?sort=name`);
    expect(
      items.map((item: Item & { available: boolean; priceFromMinor: number }) => [item.names.en, item.available, item.priceFromMinor]),
    ).toEqual([
      ['Full', false, 5000],
      ['One type left', true, 6000],
    ]);
    await setBucketCounts(t.ctx, other.orgId, slot!.eventId, individual.tickets[1]!.id, { held: 3 });
    const after = await other.visitOk(`/api/public/events/organizations/${other.orgId}?sort=name`);
    expect(after.map((item: { available: boolean }) => item.available)).toEqual([false, false]);
  });

  it('names as "next" the soonest date with tickets left, and the soonest one when every date is sold out', async () => {
    const other = await museumIn(t);
    const tour = await other.create({
      generalInfo: { names: { en: 'Busy tour' } },
      poolCapacity: 4,
      ...sundayTour(day('03-07'), day('03-21')),
    });
    const dates = (await other.occurrencesOf(tour.eventId)).sort((a, b) => a.start.date.localeCompare(b.start.date));
    expect(dates.map((date) => date.start.date)).toEqual([day('03-07'), day('03-14'), day('03-21')]);
    const next = async () => {
      const [item] = await other.visitOk(`/api/public/events/organizations/${other.orgId}`);
      return [item.nextOccurrence.start.date, item.available];
    };
    expect(await next()).toEqual([day('03-07'), true]);
    // The first Sunday sold out (the kept list is told by its bucket): the card names the second.
    await setBucketCounts(t.ctx, other.orgId, dates[0]!.eventId, 'pool', { sold: 3, held: 1 });
    expect(await next()).toEqual([day('03-14'), true]);
    // Every Sunday sold out: still listed, at its soonest date, as sold out.
    for (const date of dates.slice(1)) await setBucketCounts(t.ctx, other.orgId, date.eventId, 'pool', { sold: 4 });
    expect(await next()).toEqual([day('03-07'), false]);
  });

  it('counts a date with fewer places left than a ticket type’s minimum per order as sold out', async () => {
    const other = await museumIn(t);
    const group = {
      names: { en: 'Group of four' },
      age: 'Adult' as const,
      netPriceMinor: 8000,
      vatBasisPoints: 2500,
      salesChannel: 'ONLINE' as const,
      quantity: null,
      requireMinimumQuantity: 4,
    };
    const tour = await other.create({
      generalInfo: { names: { en: 'Group tour' } },
      poolCapacity: 6,
      tickets: [group],
      ...sundayTour(day('03-07'), day('03-14')),
    });
    const dates = (await other.occurrencesOf(tour.eventId)).sort((a, b) => a.start.date.localeCompare(b.start.date));
    // Two of six left on the first Sunday: no order of four fits.
    await setBucketCounts(t.ctx, other.orgId, dates[0]!.eventId, 'pool', { soldOffline: 4 });
    const [item] = await other.visitOk(`/api/public/events/organizations/${other.orgId}`);
    expect([item.nextOccurrence.start.date, item.available]).toEqual([day('03-14'), true]);
    const first = await other.visitOk(`/api/public/events/${dates[0]!.eventId}`);
    expect(first.occurrence).toMatchObject({ available: 2, soldOut: true });
    const month = await other.visitOk(`/api/public/events/${tour.eventId}/series?month=${day('03-07').slice(0, 7)}`);
    expect(month.series.map((date: { start: { date: string }; soldOut: boolean }) => [date.start.date, date.soldOut])).toEqual([
      [day('03-07'), true],
      [day('03-14'), false],
    ]);
    // The second Sunday down to two as well: the event has nothing anyone can buy.
    await setBucketCounts(t.ctx, other.orgId, dates[1]!.eventId, 'pool', { sold: 4 });
    // (Read as another list: a bucket announces only when its places left reach none, so a kept
    // list learns of "fewer than the minimum" when it lapses, within EVENT_LIST_TTL_MS.)
    const after = await other.visitOk(`/api/public/events/organizations/${other.orgId}?sort=name`);
    expect(after.map((event: { available: boolean }) => event.available)).toEqual([false]);
  });

  it('shows each organisation only its own events', async () => {
    const other = await museumIn(t);
    await other.create({ generalInfo: { names: { en: 'Elsewhere' } } });
    expect(names(await other.visitOk(`/api/public/events/organizations/${other.orgId}`))).toEqual(['Elsewhere']);
    expect(names(await list())).not.toContain('Elsewhere');
    // Another organisation's venue matches none of this one's events.
    expect(names(await list(`?venue=${other.hall}`))).toEqual([]);
  });

  it('answers 404 for an unknown organisation and 400 naming the field for bad input', async () => {
    const unknown = await museum.visit('/api/public/events/organizations/00000000-0000-4000-a000-00000000ffff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');

    const badOrg = await museum.visit('/api/public/events/organizations/nope');
    expect(badOrg.statusCode).toBe(400);
    expect(badOrg.json().error).toMatchObject({ code: 'validation_failed', fields: { 'params.orgId': expect.any(String) } });

    const badQuery = await museum.visit(`/api/public/events/organizations/${museum.orgId}?sort=price&lang=xx&venue=hall&from=soon`);
    expect(badQuery.statusCode).toBe(400);
    expect(Object.keys(badQuery.json().error.fields).sort()).toEqual(['query.from', 'query.lang', 'query.sort', 'query.venue']);
  });
});
