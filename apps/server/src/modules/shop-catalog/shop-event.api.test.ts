import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBucketCounts } from '../../test/factories-events.js';
import { day, shopTestContext, singleOn, sundayTour } from './shop-catalog.test-support.js';

type Context = Awaited<ReturnType<typeof shopTestContext>>;

const individualTickets = [
  {
    names: { en: 'Adult' },
    age: 'Adult',
    netPriceMinor: 8000,
    vatBasisPoints: 2500,
    salesChannel: 'ONLINE',
    quantity: 10,
    requireMinimumQuantity: 2,
  },
  {
    names: { en: 'Child' },
    age: 'Underage',
    netPriceMinor: 0,
    vatBasisPoints: 0,
    salesChannel: 'ONLINE_AND_DOOR',
    quantity: null,
    requireMinimumQuantity: null,
  },
] as const;

describe('shop API: one event', () => {
  let t: Context['t'];
  let museum: Context;

  beforeAll(async () => {
    museum = await shopTestContext();
    t = museum.t;
  });
  afterAll(() => t.close());

  it('shows an event on show with its ticket types and calendar, and nothing only staff may see', async () => {
    const created = await museum.create({ generalInfo: { names: { en: 'Evening concert' }, category: 'Music' } });
    const event = await museum.visitOk(`/api/public/events/${created.eventId}`);
    expect(event).toEqual({
      eventId: created.eventId,
      parentId: null,
      kind: 'Single',
      names: { en: 'Evening concert' },
      defaultLanguage: 'en',
      languages: ['en', 'da'],
      category: 'Music',
      eventType: { id: museum.concert, name: 'Concert' },
      venue: { id: museum.hall, name: 'Main Hall' },
      timeZone: 'Europe/Copenhagen',
      durationMinutes: 90,
      experience: { bringAlong: ['idCard'], restrictions: ['pets'], features: ['mobileTicketing'] },
      refundPolicy: 'DAYS_7',
      imageUrl: null,
      currency: 'DKK',
      saleMode: 'POOL',
      calendar: {
        id: created.eventId,
        allDay: false,
        interval: 1,
        start: { date: day('06-01'), time: '19:00' },
        end: { date: day('06-01'), time: '21:00' },
        recurring: 'Single',
        repeat: { periodicity: 'Daily', daysOfWeek: [] },
      },
      tickets: [
        {
          id: created.tickets[0]!.id,
          names: { en: 'Adult' },
          age: 'Adult',
          netPriceMinor: 10000,
          vatBasisPoints: 2500,
          totalPriceMinor: 12500,
          requireMinimumQuantity: null,
          soldOnline: true,
        },
        expect.objectContaining({ id: created.tickets[1]!.id, age: 'Underage', totalPriceMinor: 5000, soldOnline: true }),
      ],
      nextOccurrence: expect.objectContaining({ parentId: created.eventId, start: { date: day('06-01'), time: '19:00' } }),
      occurrence: null,
    });
    // ?all=true gives every ticket type; every channel the spec names sells online, so here the same.
    const all = await museum.visitOk(`/api/public/events/${created.eventId}?all=true`);
    expect(all.tickets.map((ticket: { id: string }) => ticket.id)).toEqual(created.tickets.map((ticket) => ticket.id));
    expect((await museum.visitOk(`/api/public/events/${created.eventId}?all=false`)).tickets).toHaveLength(2);
    const bad = await museum.visit(`/api/public/events/${created.eventId}?all=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['query.all']);
  });

  it('shows a series’ calendar entry, and one occurrence with what is left of its pool', async () => {
    const tour = await museum.create(
      { generalInfo: { names: { en: 'Sunday tour' } }, poolCapacity: 15, ...sundayTour(day('03-07'), day('04-04')) },
      museum.tour,
    );
    const series = await museum.visitOk(`/api/public/events/${tour.eventId}`);
    expect(series.calendar).toEqual({
      id: tour.eventId,
      allDay: false,
      interval: 1,
      start: { date: day('03-07'), time: '10:00' },
      end: { date: day('04-04'), time: '11:00' },
      recurring: 'Recurring',
      repeat: { periodicity: 'Weekly', daysOfWeek: [7] },
    });
    const [first, second, third] = await museum.occurrencesOf(tour.eventId);
    expect(series.nextOccurrence.eventId).toBe(first!.eventId);

    await setBucketCounts(t.ctx, museum.orgId, second!.eventId, 'pool', { sold: 5, soldOffline: 1, held: 2 });
    const one = await museum.visitOk(`/api/public/events/${second!.eventId}`);
    expect(one).toMatchObject({ eventId: second!.eventId, parentId: tour.eventId, kind: 'Recurring', names: { en: 'Sunday tour' } });
    expect(one.occurrence).toEqual({
      eventId: second!.eventId,
      parentId: tour.eventId,
      start: { date: second!.start.date, time: '10:00' },
      end: { date: second!.start.date, time: '11:00' },
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      allDay: false,
      status: 'Published',
      bookable: true,
      available: 7,
      soldOut: false,
      tickets: [],
    });
    await setBucketCounts(t.ctx, museum.orgId, second!.eventId, 'pool', { sold: 12, soldOffline: 1, held: 2 });
    expect((await museum.visitOk(`/api/public/events/${second!.eventId}`)).occurrence).toMatchObject({ available: 0, soldOut: true });

    // A canceled occurrence of a published series is shown as canceled, not for sale.
    expect((await museum.staff('POST', `/api/events/${first!.eventId}/cancel`)).statusCode).toBe(200);
    const canceled = await museum.visitOk(`/api/public/events/${first!.eventId}`);
    expect(canceled.occurrence).toMatchObject({ status: 'Canceled', bookable: false });
    // The second is sold out: the next a visitor can book is the third.
    expect((await museum.visitOk(`/api/public/events/${tour.eventId}`)).nextOccurrence.eventId).toBe(third!.eventId);
    // Its places back (refunded): the second is the next again.
    await setBucketCounts(t.ctx, museum.orgId, second!.eventId, 'pool', { sold: 0, soldOffline: 0, held: 0 });
    expect((await museum.visitOk(`/api/public/events/${tour.eventId}`)).nextOccurrence.eventId).toBe(second!.eventId);
  });

  it('gives Individual restricted availability per ticket type (null: unlimited)', async () => {
    const event = await museum.create({
      generalInfo: { names: { en: 'Workshop' } },
      saleMode: 'INDIVIDUAL',
      poolCapacity: null,
      tickets: [...individualTickets],
    });
    const [occurrence] = await museum.occurrencesOf(event.eventId);
    const [adult, child] = event.tickets;
    await setBucketCounts(t.ctx, museum.orgId, occurrence!.eventId, adult!.id, { sold: 7, held: 3 });
    const shown = await museum.visitOk(`/api/public/events/${occurrence!.eventId}`);
    expect(shown.saleMode).toBe('INDIVIDUAL');
    expect(shown.tickets.map((ticket: { requireMinimumQuantity: number | null }) => ticket.requireMinimumQuantity)).toEqual([2, null]);
    expect(shown.occurrence).toMatchObject({
      available: null,
      soldOut: false,
      tickets: [
        { id: adult!.id, available: 0, soldOut: true },
        { id: child!.id, available: null, soldOut: false },
      ],
    });
  });

  it('answers 404 for events a visitor may not see, by their id or an occurrence’s, saying so of one canceled, and 400 for a bad id', async () => {
    const hidden = [
      await museum.create({ generalInfo: { names: { en: 'Hidden' }, display: false } }),
      await museum.create({ visibility: 'Private' }),
      await museum.create({ visibility: 'CustomerRequestWithPayment' }),
      await museum.create({ publishNow: false }),
    ];
    // Canceled after it was hidden: nothing says it ever was.
    const canceledHidden = await museum.create({ generalInfo: { names: { en: 'Hidden, canceled' }, display: false } });
    expect((await museum.staff('POST', `/api/events/${canceledHidden.eventId}/cancel`)).statusCode).toBe(200);
    hidden.push(canceledHidden);
    for (const event of hidden) {
      const [occurrence] = await museum.occurrencesOf(event.eventId);
      for (const id of [event.eventId, occurrence!.eventId]) {
        for (const url of [`/api/public/events/${id}`, `/api/public/events/${id}?all=true`, `/api/public/events/${id}/series`]) {
          const response = await museum.visit(url);
          expect(response.statusCode, url).toBe(404);
          expect(response.json().error).toEqual({ code: 'not_found', message: 'Event not found', reason: 'notFound.event' });
        }
      }
    }
    // One on show until staff canceled it: its links (the museum's site, a mail) say so, and still book nothing.
    const canceled = await museum.create();
    expect((await museum.staff('POST', `/api/events/${canceled.eventId}/cancel`)).statusCode).toBe(200);
    const [canceledDate] = await museum.occurrencesOf(canceled.eventId);
    for (const id of [canceled.eventId, canceledDate!.eventId]) {
      for (const url of [`/api/public/events/${id}`, `/api/public/events/${id}/series`]) {
        const response = await museum.visit(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error).toEqual({ code: 'not_found', message: 'This event has been canceled', reason: 'shop.eventCanceled' });
      }
    }
    expect((await museum.visit('/api/public/events/00000000-0000-4000-a000-00000000ffff')).statusCode).toBe(404);
    const bad = await museum.visit('/api/public/events/nope');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['params.id']);
  });

  it('still shows a published event whose dates have passed, with nothing left to book', async () => {
    const past = await museum.create({ generalInfo: { names: { en: 'Last year' } }, ...singleOn('2020-05-01') });
    const [occurrence] = await museum.occurrencesOf(past.eventId);
    expect((await museum.visitOk(`/api/public/events/${past.eventId}`)).nextOccurrence).toBeNull();
    expect((await museum.visitOk(`/api/public/events/${occurrence!.eventId}`)).occurrence).toMatchObject({
      status: 'Published',
      bookable: false,
    });
  });
});
