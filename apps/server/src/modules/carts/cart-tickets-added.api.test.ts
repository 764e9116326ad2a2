import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { cartContentsOf } from './cart-lookups.js';
import { cartsRepository } from './carts.repository.js';

/**
 * An add's writes in one statement (the cart made or its holds extended, the item if new, the
 * lines) leave what the separate writes left, and answer the cart as reading it afterwards does.
 */
describe('an add of tickets written in one statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes a cart with its item and lines, then adds to it, and answers the cart as it is', async () => {
    const f = await shopFixture(t, 30);
    const matinee = await f.createEvent();
    const cartId = randomUUID();
    const concertItem = randomUUID();
    const firstExpiry = new Date('2026-11-28T12:15:00.000Z');

    const made = await inTenant(t.ctx.db, f.orgId, (tx) =>
      cartsRepository.writeTicketsAdded(tx, {
        orgId: f.orgId,
        cartId,
        language: 'en',
        expiresAt: firstExpiry,
        newCart: true,
        newItem: { occurrenceId: f.concert.occurrenceId, schoolClassId: null, position: 0 },
        itemId: concertItem,
        lines: [
          { ticketTypeId: f.concert.adult, bucket: 'pool', quantity: 2 },
          { ticketTypeId: f.concert.child, bucket: 'pool', quantity: 1 },
        ],
      }),
    );
    const read = await inTenant(t.ctx.db, f.orgId, (tx) => cartsRepository.find(tx, f.orgId, cartId));
    expect(made).toEqual(read);
    expect(made).toMatchObject({ orgId: f.orgId, cartId, language: 'en', status: 'Open', expiresAt: firstExpiry, requestedFees: [] });

    // The same cart: a second occurrence's new item, more of one type on the first item, and the
    // cart now in Danish with a later expiry.
    const laterExpiry = new Date('2026-11-28T12:25:00.000Z');
    const matineeItem = randomUUID();
    const extended = await inTenant(t.ctx.db, f.orgId, async (tx) => {
      await cartsRepository.writeTicketsAdded(tx, {
        orgId: f.orgId,
        cartId,
        language: 'da',
        expiresAt: laterExpiry,
        newCart: false,
        newItem: { occurrenceId: matinee.occurrenceId, schoolClassId: null, position: 1 },
        itemId: matineeItem,
        lines: [{ ticketTypeId: matinee.adult, bucket: 'pool', quantity: 3 }],
      });
      // A type named twice counts both.
      return cartsRepository.writeTicketsAdded(tx, {
        orgId: f.orgId,
        cartId,
        language: null,
        expiresAt: laterExpiry,
        newCart: false,
        newItem: null,
        itemId: concertItem,
        lines: [
          { ticketTypeId: f.concert.adult, bucket: 'pool', quantity: 1 },
          { ticketTypeId: f.concert.adult, bucket: 'pool', quantity: 2 },
        ],
      });
    });
    const after = await inTenant(t.ctx.db, f.orgId, async (tx) => ({
      cart: await cartsRepository.find(tx, f.orgId, cartId),
      contents: await cartContentsOf(tx, f.orgId, cartId),
    }));
    expect(extended).toEqual(after.cart);
    // No language given keeps the one the cart has.
    expect(extended).toMatchObject({ language: 'da', expiresAt: laterExpiry, status: 'Open' });
    expect(extended.createdAt).toEqual(made.createdAt);

    expect(after.contents.items).toEqual([
      {
        orgId: f.orgId,
        cartId,
        itemId: concertItem,
        position: 0,
        kind: 'Event',
        occurrenceId: f.concert.occurrenceId,
        schoolClassId: null,
      },
      { orgId: f.orgId, cartId, itemId: matineeItem, position: 1, kind: 'Event', occurrenceId: matinee.occurrenceId, schoolClassId: null },
    ]);
    const quantities = Object.fromEntries(after.contents.lines.map((line) => [`${line.itemId}/${line.ticketTypeId}`, line.quantity]));
    expect(quantities).toEqual({
      [`${concertItem}/${f.concert.adult}`]: 5,
      [`${concertItem}/${f.concert.child}`]: 1,
      [`${matineeItem}/${matinee.adult}`]: 3,
    });
    expect(after.contents.lines.every((line) => line.bucket === 'pool' && Array.isArray(line.holderNames))).toBe(true);
  });

  it('writes nothing when its cart is not there: the item and lines fail with it', async () => {
    const f = await shopFixture(t, 30);
    const cartId = randomUUID();
    await expect(
      inTenant(t.ctx.db, f.orgId, (tx) =>
        cartsRepository.writeTicketsAdded(tx, {
          orgId: f.orgId,
          cartId,
          language: null,
          expiresAt: new Date('2026-11-28T12:15:00.000Z'),
          newCart: false,
          newItem: { occurrenceId: f.concert.occurrenceId, schoolClassId: null, position: 0 },
          itemId: randomUUID(),
          lines: [{ ticketTypeId: f.concert.adult, bucket: 'pool', quantity: 1 }],
        }),
      ),
    ).rejects.toThrow();
    const contents = await inTenant(t.ctx.db, f.orgId, (tx) => cartContentsOf(tx, f.orgId, cartId));
    expect(contents).toEqual({ items: [], lines: [] });
  });
});
