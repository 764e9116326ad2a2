import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { shopFixture } from '../test/shop-fixture.js';

// Raw app.inject: the call comes from an address the kit's clients cannot choose.
const moveClock = (t: TestApp, advanceMs: number, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/_test/clock', payload: { advanceMs }, remoteAddress });

describe('the end-to-end tests’ clock (FOYER_TEST_CLOCK=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves the hold time on: the cart’s tickets are let go without anyone waiting', async () => {
    const { concert, add, held, shop } = await shopFixture(t, 5);
    const cart = await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: 2 }]);
    expect(cart.status, cart.body).toBe(200);
    // Held from the server's clock: what is left, read just after, is the whole hold time (give or take the call).
    expect(cart.json.holdMinutes * 60_000 - (cart.json.expiresAt - cart.json.serverTime)).toBeLessThan(1_000);
    expect(await held(concert.occurrenceId)).toMatchObject({ held: 2 });

    const almost = await moveClock(t, cart.json.holdMinutes * 60_000 - 5_000);
    expect(almost.statusCode, almost.body).toBe(200);
    expect((await shop.get(`/api/public/carts/${cart.json.cartId}`)).json).toMatchObject({ itemsTotalQuantity: 2 });

    const moved = await moveClock(t, 10_000);
    expect(new Date(moved.json().now).getTime()).toBeGreaterThan(cart.json.expiresAt);
    await t.runSweeps();
    expect(await held(concert.occurrenceId)).toMatchObject({ held: 0, available: 5 });
    const after = (await shop.get(`/api/public/carts/${cart.json.cartId}`)).json;
    expect(after).toMatchObject({ items: [], itemsTotalQuantity: 0, expiresAt: 0 });
    expect(after.serverTime).toBeGreaterThan(cart.json.expiresAt);
  });

  it('answers only this machine, and refuses a move back or a bad amount naming the field', async () => {
    expect((await moveClock(t, 1_000, '192.0.2.10')).statusCode).toBe(404);
    const back = await moveClock(t, -1_000);
    expect(back.statusCode).toBe(400);
    expect(back.json().error.fields).toHaveProperty('advanceMs');
  });
});

describe('a server without the tests’ clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no way to move its clock', async () => {
    expect((await moveClock(t, 1_000)).statusCode).toBe(404);
  });
});
