import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';

describe('public carts API: holds, rules and totals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds tickets in a new cart, prices them and merges a second add of the same occurrence', async () => {
    const { concert, add, held, shop } = await shopFixture(t);
    const before = Date.now();
    const first = await add(concert.occurrenceId, [
      { ticketId: concert.adult, quantity: 2 },
      { ticketId: concert.child, quantity: 0 },
    ]);
    expect(first.status, first.body).toBe(200);
    const cart = first.json;
    expect(cart).toMatchObject({
      currency: 'DKK',
      itemsTotalQuantity: 2,
      holdMinutes: 15,
      serverTime: expect.any(Number),
      fees: [],
      totalPrice: { net: 20000, tax: 5000, gross: 25000 },
    });
    expect(cart.expiresAt).toBeGreaterThanOrEqual(before + 14 * 60_000);
    expect(cart.expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 5_000);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      type: 'Event',
      event: { id: concert.occurrenceId, parentId: concert.event.eventId, name: 'Evening concert', venueName: expect.any(String) },
      items: [{ id: concert.adult, name: 'Adult', age: 'Adult', quantity: 2, unitPrice: { gross: 12500 }, holderNames: [null, null] }],
    });
    expect(await held(concert.occurrenceId)).toEqual({ held: 2, sold: 0, available: 8 });

    const again = await add(
      concert.occurrenceId,
      [
        { ticketId: concert.child, quantity: 1 },
        { ticketId: concert.adult, quantity: 1 },
      ],
      cart.cartId,
      'da',
    );
    expect(again.status, again.body).toBe(200);
    const merged = again.json;
    expect(merged.cartId).toBe(cart.cartId);
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0].event.name).toBe('Aftenkoncert');
    expect(merged.items[0].items.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
    expect(merged.totalPrice.gross).toBe(3 * 12500 + 5000);
    expect(await held(concert.occurrenceId)).toMatchObject({ held: 4, available: 6 });

    const read = await shop.get(`/api/public/carts/${cart.cartId}`);
    expect(read.status).toBe(200);
    // The same cart; only the server's clock has moved on.
    expect({ ...read.json, serverTime: 0 }).toEqual({ ...merged, serverTime: 0 });
    expect(read.json.serverTime).toBeGreaterThanOrEqual(merged.serverTime);
  });

  it('accepts a single event by its own id', async () => {
    const { concert, add } = await shopFixture(t);
    const response = await add(concert.event.eventId, [{ ticketId: concert.adult, quantity: 1 }]);
    expect(response.status, response.body).toBe(200);
    expect(response.json.items[0].event.id).toBe(concert.occurrenceId);
  });

  it('applies the cart rules of SPEC §5, naming the fields', async () => {
    const { concert, add, createEvent, held } = await shopFixture(t);
    const alone = await add(concert.occurrenceId, [{ ticketId: concert.child, quantity: 2 }]);
    expect(alone.status).toBe(400);
    expect(alone.json.error.fields).toEqual({ 'event.items': "Tickets for underage can't be sold alone" });
    const none = await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 0 }]);
    expect(none.json.error.fields).toEqual({ 'event.items': 'Select at least 1 ticket type to continue' });
    const unknown = await add(concert.occurrenceId, [{ ticketId: concert.occurrenceId, quantity: 1 }]);
    expect(unknown.json.error.fields).toEqual({ 'event.items.0.ticketId': 'Ticket not found' });
    const group = await createEvent({
      tickets: [
        {
          names: { en: 'Group' },
          age: 'Adult',
          netPriceMinor: 5000,
          vatBasisPoints: 2500,
          salesChannel: 'ONLINE',
          quantity: null,
          requireMinimumQuantity: 5,
        },
      ],
    });
    const few = await add(group.occurrenceId, [{ ticketId: group.adult, quantity: 3 }]);
    expect(few.json.error.fields).toEqual({ 'event.items.0.quantity': 'Choose minimum (5) participants to continue' });
    const bad = await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 1.5 }]);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(['event.items.0.quantity']);
    expect(await held(concert.occurrenceId)).toMatchObject({ held: 0 });
  });

  it('refuses what is not on sale without resetting the cart (never 404)', async () => {
    const { add, createEvent, concert, admin } = await shopFixture(t);
    const hidden = await createEvent({ visibility: 'Private' });
    const privateAdd = await add(hidden.occurrenceId, [{ ticketId: hidden.adult, quantity: 1 }]);
    expect(privateAdd.status).toBe(400);
    expect(privateAdd.json.error.fields).toEqual({ 'event.eventId': 'Event not found' });
    const draft = await createEvent({ publishNow: false });
    const draftAdd = await add(draft.occurrenceId, [{ ticketId: draft.adult, quantity: 1 }]);
    expect(draftAdd.status).toBe(409);
    expect(draftAdd.json.error.fields).toEqual({ 'event.eventId': 'This event is no longer on sale' });
    await admin.post(`/api/events/${concert.occurrenceId}/cancel`);
    expect((await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 1 }])).status).toBe(409);
    const other = await shopFixture(t);
    const foreign = await add(other.concert.occurrenceId, [{ ticketId: other.concert.adult, quantity: 1 }]);
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields).toEqual({ 'event.eventId': 'Event not found' });
  });

  it('answers sold out clearly and never holds more than the capacity', async () => {
    const { concert, add, held } = await shopFixture(t, 3);
    expect((await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 2 }])).status).toBe(200);
    const tooMany = await add(concert.occurrenceId, [
      { ticketId: concert.adult, quantity: 1 },
      { ticketId: concert.child, quantity: 1 },
    ]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.error).toMatchObject({
      code: 'conflict',
      message: 'Sold out',
      fields: { 'event.items.0.quantity': 'Only 1 left', 'event.items.1.quantity': 'Only 1 left' },
    });
    expect((await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 1 }])).status).toBe(200);
    const gone = await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 1 }]);
    expect(gone.json.error.fields).toEqual({ 'event.items.0.quantity': 'Sold out' });
    expect(await held(concert.occurrenceId)).toEqual({ held: 3, sold: 0, available: 0 });
  });

  // A review walk held the last 15 places and asked for one more in its cart: "Sold out" read as if
  // its own tickets were gone.
  it('tells a cart asking for more than the last places it holds that they are in it, not that all is sold out', async () => {
    const { concert, add } = await shopFixture(t, 2);
    const first = await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 2 }]);
    expect(first.status).toBe(200);
    const more = await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 1 }], first.json.cartId);
    expect(more.status).toBe(409);
    expect(more.json.error.fields).toEqual({ 'event.items.0.quantity': 'No more left: your cart already holds the last places' });
    expect(more.json.error.fieldReasons).toEqual({ 'event.items.0.quantity': { reason: 'shop.lastInCart' } });
    // Another visitor's cart, holding none, is told it is sold out.
    expect((await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 1 }])).json.error.fields).toEqual({
      'event.items.0.quantity': 'Sold out',
    });
  });

  it('takes each ticket type from its own bucket when capacities are individual', async () => {
    const { add, createEvent, held } = await shopFixture(t);
    const hall = await createEvent({
      saleMode: 'INDIVIDUAL',
      tickets: [
        {
          names: { en: 'Seat' },
          age: 'Adult',
          netPriceMinor: 20000,
          vatBasisPoints: 2500,
          salesChannel: 'ONLINE',
          quantity: 2,
          requireMinimumQuantity: null,
        },
        {
          names: { en: 'Standing' },
          age: 'Adult',
          netPriceMinor: 4000,
          vatBasisPoints: 2500,
          salesChannel: 'ONLINE',
          quantity: 5,
          requireMinimumQuantity: null,
        },
      ],
    });
    expect((await add(hall.occurrenceId, [{ ticketId: hall.adult, quantity: 2 }])).status).toBe(200);
    const seats = await add(hall.occurrenceId, [
      { ticketId: hall.adult, quantity: 1 },
      { ticketId: hall.child, quantity: 1 },
    ]);
    expect(seats.status).toBe(409);
    expect(seats.json.error.fields).toEqual({ 'event.items.0.quantity': 'Sold out' });
    expect((await add(hall.occurrenceId, [{ ticketId: hall.child, quantity: 5 }])).status).toBe(200);
    expect(await held(hall.occurrenceId)).toMatchObject({ held: 7, available: 0 });
  });

  it('releases lapsed holds: lazily when tickets run short, by the sweep, and a lapsed cart starts over', async () => {
    const { concert, add, held, lapse, shop } = await shopFixture(t, 2);
    const first = (await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 2 }])).json;
    await lapse(first.cartId);
    // The lapsed cart still counts until something releases it; a buyer who needs the seats does.
    expect(await held(concert.occurrenceId)).toMatchObject({ held: 2 });
    const second = await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 2 }]);
    expect(second.status, second.body).toBe(200);
    expect(await held(concert.occurrenceId)).toMatchObject({ held: 2 });
    const expired = (await shop.get(`/api/public/carts/${first.cartId}`)).json;
    expect(expired).toMatchObject({ cartId: first.cartId, items: [], itemsTotalQuantity: 0, expiresAt: 0 });

    await lapse(second.json.cartId);
    await t.runSweeps();
    expect(await held(concert.occurrenceId)).toMatchObject({ held: 0, available: 2 });
    // Sweeping again changes nothing (each hold is released once).
    await t.runSweeps();
    expect(await held(concert.occurrenceId)).toMatchObject({ held: 0 });
    const restarted = await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 1 }], first.cartId);
    expect(restarted.status).toBe(200);
    expect(restarted.json).toMatchObject({ cartId: first.cartId, itemsTotalQuantity: 1 });
  });

  it('removes one ticket or a whole item and gives the seats back', async () => {
    const { concert, add, held, shop } = await shopFixture(t);
    const cart = (
      await add(concert.occurrenceId, [
        { ticketId: concert.adult, quantity: 1 },
        { ticketId: concert.child, quantity: 2 },
      ])
    ).json;
    const itemId = cart.items[0].itemId;
    const lastAdult = await shop.put('/api/public/carts/revoke', { cartId: cart.cartId, itemId, ticketId: concert.adult });
    expect(lastAdult.status).toBe(400);
    expect(lastAdult.json.error.fields).toEqual({ ticketId: "Tickets for underage can't be sold alone" });
    const oneChild = await shop.put('/api/public/carts/revoke', { cartId: cart.cartId, itemId, ticketId: concert.child });
    expect(oneChild.status, oneChild.body).toBe(200);
    expect(oneChild.json.items[0].items.map((l: { quantity: number }) => l.quantity)).toEqual([1, 1]);
    expect(await held(concert.occurrenceId)).toMatchObject({ held: 2 });
    const whole = await shop.put('/api/public/carts/revoke', { cartId: cart.cartId, itemId });
    expect(whole.json).toMatchObject({ items: [], itemsTotalQuantity: 0, expiresAt: 0 });
    expect(await held(concert.occurrenceId)).toMatchObject({ held: 0 });
    const missing = await shop.put('/api/public/carts/revoke', { cartId: cart.cartId, itemId });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toEqual({ itemId: 'Item not found' });
  });

  it('keeps holder names per ticket', async () => {
    const { concert, add, shop } = await shopFixture(t);
    const cart = (await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 2 }])).json;
    const itemId = cart.items[0].itemId;
    const named = await shop.put('/api/public/carts/updateHolderNames', {
      cartId: cart.cartId,
      itemId,
      tickets: [{ ticketId: concert.adult, holderNames: ['  Ann Berg ', ''] }],
    });
    expect(named.status, named.body).toBe(200);
    expect(named.json.items[0].items[0].holderNames).toEqual(['Ann Berg', null]);
    const tooMany = await shop.put('/api/public/carts/updateHolderNames', {
      cartId: cart.cartId,
      itemId,
      tickets: [{ ticketId: concert.adult, holderNames: ['A', 'B', 'C'] }],
    });
    expect(tooMany.json.error.fields).toEqual({ 'tickets.0.holderNames': 'There are more names than tickets' });
  });

  it('answers 404 for an unknown cart or organisation and another organisation’s cart, 400 naming bad input', async () => {
    const { concert, add, shop } = await shopFixture(t);
    const other = await shopFixture(t);
    const cart = (await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 1 }])).json;
    expect((await shop.get(`/api/public/carts/${other.concert.occurrenceId}`)).status).toBe(404);
    expect((await other.shop.get(`/api/public/carts/${cart.cartId}`)).status).toBe(404);
    expect((await shopper(t, other.orgId).get(`/api/public/carts/${cart.cartId}`)).status).toBe(404);
    expect((await shopper(t, '00000000-0000-4000-8000-00000000dead').get(`/api/public/carts/${cart.cartId}`)).status).toBe(404);
    const lost = await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 1 }], '00000000-0000-4000-8000-00000000beef');
    expect(lost.status).toBe(404);
    const badOrg = await shop.get(`/api/public/carts/${cart.cartId}?orgId=museum`);
    expect(badOrg.status).toBe(400);
    expect(Object.keys(badOrg.json.error.fields)).toEqual(['query.orgId']);
    const noPart = await shop.put('/api/public/carts', { cartId: null, language: 'en' });
    expect(noPart.status).toBe(400);
    const later = await shop.put('/api/public/carts', {
      cartId: null,
      language: 'en',
      membership: {
        membershipId: concert.adult,
        items: [{ paymentOptionId: concert.adult }],
        buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@museum.test' },
      },
    });
    expect(later.status).toBe(400);
    expect(later.json.error.fields).toEqual({ membership: 'This cannot be bought in the shop yet' });
    const badLanguage = await shop.put('/api/public/carts', {
      cartId: null,
      language: 'xx',
      event: { eventId: concert.occurrenceId, items: [] },
    });
    expect(Object.keys(badLanguage.json.error.fields).sort()).toEqual(['language', 'event.items'].sort());
  });
});
