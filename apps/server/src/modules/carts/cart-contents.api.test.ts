import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cartContentsOf } from './cart-lookups.js';
import { cartItemsRepository, cartLinesRepository } from './carts.repository.js';
import { shopFixture } from '../../test/shop-fixture.js';

/** A cart's items with their lines in one statement (checkout's read) are what the two reads of them give. */
describe('a cart’s contents in one statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the items by position and every ticket line of them, as reading each apart does', async () => {
    const f = await shopFixture(t, 30);
    const matinee = await f.createEvent();
    const first = await f.add(f.concert.occurrenceId, [
      { ticketId: f.concert.adult, quantity: 2 },
      { ticketId: f.concert.child, quantity: 1 },
    ]);
    expect(first.status, first.body).toBe(200);
    const cartId = first.json.cartId as string;
    expect((await f.add(matinee.occurrenceId, [{ ticketId: matinee.adult, quantity: 3 }], cartId)).status).toBe(200);
    // A second add of a line there already: one line of the summed quantity.
    expect((await f.add(f.concert.occurrenceId, [{ ticketId: f.concert.adult, quantity: 1 }], cartId)).status).toBe(200);

    const [together, items, lines] = await inTenant(t.ctx.db, f.orgId, async (tx) => {
      const items = await cartItemsRepository.listForCart(tx, f.orgId, cartId);
      const lines = await cartLinesRepository.listForItems(
        tx,
        f.orgId,
        items.map((item) => item.itemId),
      );
      return [await cartContentsOf(tx, f.orgId, cartId), items, lines] as const;
    });
    expect(together.items).toEqual(items);
    expect(together.items.map((item) => item.kind === 'Event' && item.occurrenceId)).toEqual([
      f.concert.occurrenceId,
      matinee.occurrenceId,
    ]);
    const byLine = (a: { itemId: string; ticketTypeId: string }, b: { itemId: string; ticketTypeId: string }) =>
      a.itemId.localeCompare(b.itemId) || a.ticketTypeId.localeCompare(b.ticketTypeId);
    expect([...together.lines].sort(byLine)).toEqual([...lines].sort(byLine));
    expect(together.lines).toHaveLength(3);
    expect(together.lines.find((line) => line.ticketTypeId === f.concert.adult)).toMatchObject({ quantity: 3, bucket: 'pool' });

    // An empty or unknown cart has nothing.
    const none = await inTenant(t.ctx.db, f.orgId, (tx) => cartContentsOf(tx, f.orgId, '00000000-0000-4000-a000-00000000abcd'));
    expect(none).toEqual({ items: [], lines: [] });
  });
});
