import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_NAME } from '../../db/client.js';
import { shopper } from '../../test/api-client.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cart as the shop reads it
type Cart = any;

/**
 * The shop keeps an organisation's sale settings a few seconds per process (sale-settings.ts):
 * a change made through the API is seen by the very next shop call, each organisation sees only
 * its own, and on PostgreSQL another process hears of the change from the database.
 */
describe('the sale settings the shop keeps', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  let other: Awaited<ReturnType<typeof shopFixture>>;
  /** Keeps the museum's settings. */
  let settingsAdmin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    museum = await shopFixture(t, 20);
    other = await shopFixture(t, 20);
    settingsAdmin = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
  });
  afterAll(() => t.close());

  const addOne = async (fixture: typeof museum, cartId: string | null = null) => {
    const answer = await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: 1 }], cartId);
    expect(answer.status, answer.body).toBe(200);
    return answer.json as Cart;
  };

  it('sees a hold time and a fee changed through the API at once, each organisation only its own', async () => {
    expect((await addOne(museum)).holdMinutes).toBe(15);
    expect((await addOne(other)).holdMinutes).toBe(15);
    expect(t.ctx.saleSettings.size).toBeGreaterThan(0);

    expect((await settingsAdmin.put('/api/configuration/HOLD_MINUTES', { value: '30' })).status).toBe(200);
    const cart = await addOne(museum);
    expect(cart.holdMinutes).toBe(30);
    expect(cart.expiresAt - cart.serverTime).toBe(30 * 60_000);
    expect((await addOne(other)).holdMinutes).toBe(15);

    expect((await settingsAdmin.put('/api/configuration/HOLD_MINUTES', { value: '20' })).status).toBe(200);
    expect((await addOne(museum, cart.cartId)).holdMinutes).toBe(20);

    // A shipping fee set by staff is priced in the next cart read.
    const shipping = await museum.shop.put('/api/public/carts', { cartId: cart.cartId, language: 'en', fee: { category: 'Shipping' } });
    expect(shipping.json.fees).toEqual([]);
    const fee = await museum.admin.put('/api/fees/Shipping', { type: 'Fixed amount', value: 5000, vatBasisPoints: 2500 });
    expect(fee.status, fee.body).toBe(200);
    const read = await shopper(t, museum.orgId).get(`/api/public/carts/${cart.cartId}`);
    expect(read.json.fees).toMatchObject([{ category: 'Shipping', totalPrice: { net: 5000, tax: 1250, gross: 6250 } }]);
    expect((await shopper(t, other.orgId).get(`/api/public/carts/${cart.cartId}`)).status).toBe(404);
  });

  it('answers 404 for an organisation that does not exist, and keeps nothing for it', async () => {
    const size = t.ctx.saleSettings.size;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await shopper(t, unknown).put('/api/public/carts', {
      cartId: null,
      language: 'en',
      event: { eventId: museum.concert.occurrenceId, items: [{ ticketId: museum.concert.adult, quantity: 1 }] },
    });
    expect(answer.status).toBe(404);
    expect(t.ctx.saleSettings.size).toBe(size);
  });

  /** Resolves when `app` is told that `orgId`'s settings changed (null: all dropped). */
  const told = (app: TestApp, orgId: string | null) =>
    new Promise<void>((resolve) => {
      const stop = app.ctx.saleSettings.onForget((key) => {
        if (key === orgId) {
          stop();
          resolve();
        }
      });
    });

  describe.skipIf(testDatabaseKind() !== 'postgres')('two app instances on one PostgreSQL database', () => {
    let second: TestApp;
    let owner: pg.Client;
    beforeAll(async () => {
      second = await createTestApp({ databaseUrl: t.config.databaseUrl });
      owner = new pg.Client({ connectionString: t.config.databaseUrl! });
      await owner.connect();
    });
    afterAll(async () => {
      await owner.end();
      await second.close();
    });
    const addThere = (cartId: string | null = null) =>
      shopper(second, museum.orgId).put('/api/public/carts', {
        cartId,
        language: 'en',
        event: { eventId: museum.concert.occurrenceId, items: [{ ticketId: museum.concert.adult, quantity: 1 }] },
      });

    it('hears a change made through the other instance from the database', async () => {
      const before = (await addThere()).json.holdMinutes as number;
      const heard = told(second, museum.orgId);
      expect((await settingsAdmin.put('/api/configuration/HOLD_MINUTES', { value: String(before + 5) })).status).toBe(200);
      await heard;
      expect((await addThere()).json.holdMinutes).toBe(before + 5);
    });

    it('hears a change written by anyone (the trigger), and drops everything when its listening connection is lost', async () => {
      const before = (await addThere()).json.holdMinutes as number;
      expect(second.ctx.saleSettings.size).toBeGreaterThan(0);
      // The connection is cut: everything kept is dropped at once; it listens again by itself.
      const dropped = told(second, null);
      const listeners = `from pg_stat_activity where datname = current_database() and application_name = '${LISTENER_NAME}'`;
      const listener = await owner.query<{ pid: number }>(`select pid ${listeners}`);
      expect(listener.rows.length).toBe(6); // per instance, one per channel: settings, catalogue, identities
      await owner.query(`select pg_terminate_backend(pid) ${listeners}`);
      await dropped;
      expect(second.ctx.saleSettings.size).toBe(0);
      await second.ctx.database.heard(); // nothing to wait for while not listening: it does not hang

      // It listens again by itself, at once: a change written in SQL is heard. Tried until heard, as
      // the connection may be back before or after this line (waiting for its "listening" again
      // raced with it and hung when it came first).
      let minutes = before;
      await vi.waitFor(
        async () => {
          const heard = told(second, museum.orgId);
          minutes += 1;
          await owner.query(`update configuration_items set value = $1 where org_id = $2 and name = 'HOLD_MINUTES'`, [
            String(minutes),
            museum.orgId,
          ]);
          await Promise.race([heard, new Promise((_, reject) => setTimeout(() => reject(new Error('not heard yet')), 1000))]);
        },
        { timeout: 20_000, interval: 50 },
      );
      expect((await addThere()).json.holdMinutes).toBe(minutes);
    });
  });
});
