import { SHOP_MESSAGES } from '@foyer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../test/api-client.js';
import { privateBuyer, shopFixture } from '../../test/shop-fixture.js';
import { createTestApp, TestClock, type TestApp } from '../../test/test-app.js';

/*
 * What a cart holds that can no longer be bought (a date staff canceled, a date that is over, a
 * campaign ended) stays in the cart, marked `onSale: false` and priced at nothing, so the visitor
 * sees it and can remove it; checkout is refused until they have.
 */
describe('a cart holding what is no longer on sale', () => {
  const clock = new TestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  const pay = (orgId: string, cartId: string) =>
    shopper(t, orgId).post('/api/public/payments', { cartId, consumer: privateBuyer('late@museum.test') });

  it('marks a date staff canceled, refuses checkout naming it, and sells the rest once it is removed', async () => {
    clock.reset();
    const museum = await shopFixture(t);
    const matinee = await museum.createEvent();
    const first = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 2 }])).json;
    const both = await museum.add(matinee.occurrenceId, [{ ticketId: matinee.adult, quantity: 1 }], first.cartId);
    expect(both.status, both.body).toBe(200);
    expect(both.json.totalPrice.gross).toBe(37_500);
    const matineeItem = both.json.items.find((item: { event: { id: string } }) => item.event.id === matinee.occurrenceId);

    const canceled = await museum.admin.put(`/api/events/${matinee.occurrenceId}/edit-single`, { status: 'Canceled' });
    expect(canceled.status, canceled.body).toBe(200);
    const cart = (await museum.shop.get(`/api/public/carts/${first.cartId}`)).json;
    expect(cart.items.map((item: { onSale: boolean }) => item.onSale)).toEqual([true, false]);
    const marked = cart.items[1];
    expect(marked).toMatchObject({ itemId: matineeItem.itemId, totalPrice: { net: 0, tax: 0, gross: 0 } });
    expect(marked.items).toEqual([expect.objectContaining({ quantity: 1, totalPrice: { net: 0, tax: 0, gross: 0 } })]);
    // The total is what can be bought; the count is what the cart holds (the host's badge).
    expect(cart.totalPrice.gross).toBe(25_000);
    expect(cart.itemsTotalQuantity).toBe(3);
    expect(cart.expiresAt).toBeGreaterThan(0);

    const refused = await pay(museum.orgId, first.cartId);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      reason: 'shop.cartItemNotOnSale',
      fields: { cartId: SHOP_MESSAGES.cartItemNotOnSale },
    });
    // Nothing was placed: the cart is still open and holds what it held.
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });

    const revoked = await museum.shop.put('/api/public/carts/revoke', { cartId: first.cartId, itemId: marked.itemId });
    expect(revoked.status, revoked.body).toBe(200);
    expect(revoked.json).toMatchObject({ itemsTotalQuantity: 2, totalPrice: { gross: 25_000 } });
    expect(await museum.held(matinee.occurrenceId)).toMatchObject({ held: 0 });
    const paid = await pay(museum.orgId, first.cartId);
    expect(paid.status, paid.body).toBe(201);
    expect(paid.json.totalGrossAmount).toBe(25_000);
  });

  it('marks an event staff took off sale, keeps it from being added, and sells it again once published', async () => {
    clock.reset();
    const museum = await shopFixture(t);
    const matinee = await museum.createEvent();
    const cart = (await museum.add(matinee.occurrenceId, [{ ticketId: matinee.adult, quantity: 1 }])).json;
    // A draft again, through its date's id as through its own; sold tickets and holds are left be.
    const off = await museum.admin.post(`/api/events/${matinee.occurrenceId}/unpublish`);
    expect(off.status, off.body).toBe(200);
    expect(off.json).toMatchObject({ status: 'Draft', publishAt: null });
    expect((await museum.shop.get(`/api/public/carts/${cart.cartId}`)).json.items[0].onSale).toBe(false);
    expect((await pay(museum.orgId, cart.cartId)).json.error.reason).toBe('shop.cartItemNotOnSale');
    const added = await museum.add(matinee.occurrenceId, [{ ticketId: matinee.adult, quantity: 1 }]);
    expect(added.status).toBe(409);
    expect(added.json.error.fields).toEqual({ 'event.eventId': SHOP_MESSAGES.notOnSale });

    // Published again (the event: through a date's id, publishing reopens that date), on sale again.
    const eventId = off.json.parentId ?? off.json.eventId;
    expect((await museum.admin.post(`/api/events/${eventId}/publish`, {})).json.status).toBe('Published');
    expect((await museum.shop.get(`/api/public/carts/${cart.cartId}`)).json.items[0].onSale).toBe(true);

    // A canceled event has its own ending: not a draft again.
    await museum.admin.post(`/api/events/${eventId}/cancel`);
    const refused = await museum.admin.post(`/api/events/${eventId}/unpublish`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      reason: 'events.canceledNotUnpublishable',
      message: 'A canceled event cannot be taken off sale',
    });
  });

  it('marks a date that is over while it is held', async () => {
    const museum = await shopFixture(t);
    // The concert is 19:00–21:00 in Copenhagen on 1 June 2027 (17:00–19:00 UTC).
    clock.set('2027-06-01T18:55:00Z');
    const cart = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 1 }])).json;
    expect(cart.items[0].onSale).toBe(true);
    clock.set('2027-06-01T19:01:00Z');
    const after = (await museum.shop.get(`/api/public/carts/${cart.cartId}`)).json;
    expect(after).toMatchObject({ itemsTotalQuantity: 1, totalPrice: { gross: 0 } });
    expect(after.items[0].onSale).toBe(false);
    const refused = await pay(museum.orgId, cart.cartId);
    expect(refused.status).toBe(409);
    expect(refused.json.error.reason).toBe('shop.cartItemNotOnSale');
    clock.reset();
  });
});
