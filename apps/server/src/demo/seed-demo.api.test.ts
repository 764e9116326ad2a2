import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEvent, TEventListItem, TOccurrence, TPublicDonation, TPublicProduct, TPublicVoucher } from '@foyer/contracts';
import { toInstant, toLocal } from '@foyer/domain';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { anonymous, apiClient, sessionCookie, type ApiClient } from '../test/api-client.js';
import { sql } from 'drizzle-orm';
import { inPlatformScope } from '../db/tenancy.js';
import { DEMO_MUSEUM_ID, DEMO_PASSWORD, keepDemoShopsInTestMode, seedDemoData } from './seed-demo.js';

const ZONE = 'Europe/Copenhagen';
let t: TestApp;
let admin: ApiClient;

/** A demo account, signed in with the demo password. */
const demoUser = async (email: string) => apiClient(t, await sessionCookie(t, email, DEMO_PASSWORD));
const get = async <T>(url: string, who = admin): Promise<T> => {
  const response = await who.get<T>(url);
  expect(response.status, response.body).toBe(200);
  return response.json;
};
const published = (who = admin) => get<{ items: TEventListItem[]; total: number }>('/api/events?status=Published&size=50', who);
const byName = (items: TEventListItem[], name: string) => {
  const found = items.find((item) => item.names.en === name);
  expect(found, name).toBeDefined();
  return found!;
};
const series = async (id: string) => (await get<{ items: TOccurrence[]; total: number }>(`/api/events/${id}/series?size=200`)).items;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.ctx.db)).toBe(true);
  admin = await demoUser('admin@demo.test');
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('publishes the entrance ticket, the guided tour and the concert in the Demo Museum', async () => {
    const { items, total } = await published();
    expect(total).toBe(3);
    expect(items.every((item) => item.status === 'Published' && item.visibility === 'Public')).toBe(true);
    expect(byName(items, 'Museum entrance').names.da).toBe('Entré til museet');
    expect(byName(items, 'Museum entrance').eventType.name).toBe('EntranceTicket');
    expect(byName(items, 'Guided tour of the collection').eventType.name).toBe('GuidedTourMax15People');
    expect(byName(items, 'Summer concert in the garden').eventType.name).toBe('Concert');
  });

  it('opens the entrance daily from today at 10:00 Copenhagen time, pool of 200, 125.00 DKK and free under 18', async () => {
    const entrance = byName((await published()).items, 'Museum entrance');
    const event = await get<TEvent>(`/api/events/${entrance.eventId}`);
    expect(event.venueName).toBe('Main Building');
    expect(event.saleMode).toBe('POOL');
    expect(event.poolCapacity).toBe(200);
    expect(event.occurrenceCount).toBe(120);
    expect(event.tickets.map((ticket) => [ticket.age, ticket.totalPriceMinor, ticket.vatBasisPoints])).toEqual([
      ['Adult', 12_500, 2500],
      ['Underage', 0, 2500],
    ]);
    expect(event.tickets[0]!.netPriceMinor).toBe(10_000);

    const occurrences = await series(entrance.eventId);
    const today = toLocal(new Date(), ZONE).date;
    const first = occurrences[0]!;
    expect(first.start).toEqual({ date: today, time: '10:00' });
    expect(first.end).toEqual({ date: today, time: '17:00' });
    expect(new Date(first.startsAt).getTime()).toBe(toInstant({ date: today, time: '10:00' }, ZONE).getTime());
    expect(occurrences.every((o) => o.start.time === '10:00' && o.capacity === 200 && o.sold === 0 && o.available === 200)).toBe(true);
  });

  it('runs the guided tour on weekends at 11:00 and 14:00 for 15 people each with the demo guide requested', async () => {
    const tour = byName((await published()).items, 'Guided tour of the collection');
    const event = await get<TEvent>(`/api/events/${tour.eventId}`);
    expect(event.poolCapacity).toBe(15);
    expect(event.occurrenceCount).toBe(48);
    expect(event.tickets).toHaveLength(1);
    expect(event.tickets[0]).toMatchObject({ age: 'Adult', totalPriceMinor: 9_500, requireMinimumQuantity: null });
    expect(event.guides).toEqual([expect.objectContaining({ firstName: 'Gustav', status: 'REQUESTED', occurrenceId: null })]);
    expect(event.staffing).toMatchObject({ kind: 'REQUESTED', color: 'orange' });
    const occurrences = await series(tour.eventId);
    for (const occurrence of occurrences) {
      const weekday = new Date(`${occurrence.start.date}T12:00:00Z`).getUTCDay();
      expect([0, 6]).toContain(weekday);
      expect(occurrence.capacity).toBe(15);
    }
    const days = new Set(occurrences.map((o) => o.start.date));
    expect(occurrences.map((o) => `${o.start.date} ${o.start.time}`)).toEqual([...days].flatMap((day) => [`${day} 11:00`, `${day} 14:00`]));

    const guide = await demoUser('guide@demo.test');
    const seen = await published(guide);
    expect(seen.items.map((item) => item.names.en)).toEqual(['Guided tour of the collection']);
  });

  it('sells the concert in three weeks with individual capacities', async () => {
    const concert = byName((await published()).items, 'Summer concert in the garden');
    const event = await get<TEvent>(`/api/events/${concert.eventId}`);
    expect(event.kind).toBe('Single');
    expect(event.venueName).toBe('Sculpture Garden');
    expect(event.saleMode).toBe('INDIVIDUAL');
    expect(event.tickets.map((ticket) => [ticket.names.en, ticket.totalPriceMinor, ticket.quantity])).toEqual([
      ['Standard', 20_000, 250],
      ['Student', 12_000, 50],
    ]);
    const [occurrence] = await series(concert.eventId);
    const day = new Date(`${toLocal(new Date(), ZONE).date}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 21);
    expect(occurrence!.start).toEqual({ date: day.toISOString().slice(0, 10), time: '19:30' });
    expect(occurrence!.capacity).toBe(300);
  });

  it('gives the park a daily combi entrance at the first partner museum', async () => {
    const park = await demoUser('admin@park.test');
    const { items, total } = await published(park);
    expect(total).toBe(1);
    const event = await get<TEvent>(`/api/events/${items[0]!.eventId}`, park);
    expect(event.generalInfo.eventType.name).toBe('EntranceTicketKombi');
    expect(event.venueName).toBe('Museum of the North Shore');
    expect(event.poolCapacity).toBe(500);
    expect(event.occurrenceCount).toBe(120);
    expect(event.tickets.map((ticket) => [ticket.age, ticket.totalPriceMinor])).toEqual([
      ['Adult', 25_000],
      ['Underage', 0],
    ]);
    expect(event.occurrence).toBeNull();
  });

  it('sells a donation campaign, two gift vouchers and a podwalk with two offers in the Demo Museum', async () => {
    const visitor = anonymous(t);
    const donations = await get<TPublicDonation[]>(`/api/public/donations/organizations/${DEMO_MUSEUM_ID}?lang=da`, visitor);
    expect(donations).toEqual([
      expect.objectContaining({
        name: 'Hjælp os med at restaurere museets orgel',
        suggestedAmounts: [10_000, 25_000, 50_000],
        customAmountAllowed: true,
        minimumAmount: 5_000,
        currency: 'DKK',
      }),
    ]);
    const vouchers = await get<TPublicVoucher[]>(`/api/public/vouchers/organizations/${DEMO_MUSEUM_ID}`, visitor);
    expect(vouchers.map((v) => [v.name, v.value, v.validForMonths])).toEqual([
      ['Gift voucher 200 DKK', 20_000, 12],
      ['Gift voucher 500 DKK', 50_000, 12],
    ]);
    const products = await get<TPublicProduct[]>(`/api/public/products/organizations/${DEMO_MUSEUM_ID}`, visitor);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ kind: 'Podwalk', name: 'Harbour voices podwalk' });
    expect(products[0]!.offers.map((offer) => [offer.name, offer.price])).toEqual([
      ['One listener', 4_900],
      ['Family (up to 5)', 12_900],
    ]);
    // Its offers are named in Danish too, as a Danish visitor reads them.
    const danish = await get<TPublicProduct[]>(`/api/public/products/organizations/${DEMO_MUSEUM_ID}?lang=da`, visitor);
    expect(danish[0]!.offers.map((offer) => offer.name)).toEqual(['Én lytter', 'Familie (op til 5)']);
    // Staff see them too.
    expect((await get<unknown[]>('/api/donations')).length).toBe(1);
    expect((await get<{ total: number }>('/api/vouchers?status=Published')).total).toBe(2);
  });

  it('does nothing when seeded a second time', async () => {
    expect(await seedDemoData(t.ctx.db)).toBe(false);
    expect((await published()).total).toBe(3);
  });

  it('puts the demo shops of an older data folder in test mode once, keeping a choice made since', async () => {
    const settings = async () => (await anonymous(t).get(`/api/public/organizations/${DEMO_MUSEUM_ID}/payments`)).json;
    expect(await keepDemoShopsInTestMode(t.ctx.db)).toBe(0);
    // A data folder from before payment settings existed.
    await inPlatformScope(t.ctx.db, (tx) => tx.execute(sql`delete from payment_settings`));
    expect(await keepDemoShopsInTestMode(t.ctx.db)).toBe(2);
    expect(await settings()).toMatchObject({ testMode: true });
    await inPlatformScope(t.ctx.db, (tx) =>
      tx.execute(sql`update payment_settings set provider = null, test_mode = false where org_id = ${DEMO_MUSEUM_ID}`),
    );
    expect(await keepDemoShopsInTestMode(t.ctx.db)).toBe(0);
    expect(await settings()).toMatchObject({ testMode: false });
  });
});
