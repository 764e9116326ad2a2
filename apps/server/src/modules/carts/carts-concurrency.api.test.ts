import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cart or an error body, read loosely
type CartAnswer = any;

const CAPACITY = 50;
const BUYERS = 200;

/**
 * DESIGN §4: sold + held ≤ capacity under any concurrency, on several server processes. Only on
 * the real PostgreSQL server: PGlite is one connection in one process and cannot race.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('public carts under concurrency, two server processes', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof shopFixture>>;
  const servers: ServerProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-race-'));

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await shopFixture(t, CAPACITY);
    const env = { DATABASE_URL: t.config.databaseUrl!, FOYER_DATA_DIR: dataDir, FOYER_DEMO: '0' };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const put = (server: ServerProcess, url: string, body: object) =>
    fetch(`${server.url}${url}?orgId=${fixture.orgId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/internal+json' },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as CartAnswer }));

  /** The bucket's held count and what the open carts' lines say they hold: always equal. */
  const counts = () =>
    inPlatformScope(t.ctx.db, async (tx) => {
      const [bucket] = await queryRows<{ held: number; sold: number; capacity: number }>(
        tx,
        sql`select held, sold, capacity from inventory_buckets where occurrence_id = ${fixture.concert.occurrenceId}`,
      );
      const [lines] = await queryRows<{ total: string | null }>(
        tx,
        sql`select sum(l.quantity) as total from cart_lines l join cart_items i on i.org_id = l.org_id and i.item_id = l.item_id
            join carts c on c.org_id = i.org_id and c.cart_id = i.cart_id
            where i.occurrence_id = ${fixture.concert.occurrenceId} and c.status = 'Open'`,
      );
      return { held: bucket!.held, sold: bucket!.sold, capacity: bucket!.capacity, inCarts: Number(lines?.total ?? 0) };
    });

  it(`lets exactly ${CAPACITY} of ${BUYERS} simultaneous buyers hold a ticket; the rest hear it is sold out`, async () => {
    const { concert } = fixture;
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, (_, buyer) =>
        put(servers[buyer % servers.length]!, '/api/public/carts', {
          cartId: null,
          language: 'en',
          event: { eventId: concert.occurrenceId, items: [{ ticketId: concert.adult, quantity: 1 }] },
        }),
      ),
    );
    const held = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(held).toHaveLength(CAPACITY);
    expect(new Set(held.map((a) => a.body.cartId)).size).toBe(CAPACITY);
    expect(refused.map((a) => [a.status, a.body.error.message, a.body.error.fields])).toEqual(
      Array.from({ length: BUYERS - CAPACITY }, () => [409, 'Sold out', { 'event.items.0.quantity': 'Sold out' }]),
    );
    expect(await counts()).toEqual({ held: CAPACITY, sold: 0, capacity: CAPACITY, inCarts: CAPACITY });

    // Half give their ticket back while as many new buyers try: never more than the capacity, and
    // every held ticket is in a cart.
    const leaving = held.slice(0, 25);
    const results = await Promise.all([
      ...leaving.map((a, i) => put(servers[i % 2]!, '/api/public/carts/revoke', { cartId: a.body.cartId, itemId: a.body.items[0].itemId })),
      ...Array.from({ length: 100 }, (_, buyer) =>
        put(servers[(buyer + 1) % 2]!, '/api/public/carts', {
          cartId: null,
          language: 'en',
          event: { eventId: concert.occurrenceId, items: [{ ticketId: concert.adult, quantity: 2 }] },
        }),
      ),
    ]);
    expect(results.slice(0, 25).every((r) => r.status === 200)).toBe(true);
    const newHolders = results.slice(25).filter((r) => r.status === 200).length;
    expect(results.slice(25).every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const after = await counts();
    expect(after.held).toBe(after.inCarts);
    expect(after.held).toBe(CAPACITY - 25 + 2 * newHolders);
    expect(after.held).toBeLessThanOrEqual(CAPACITY);
    // Whatever the race left free can be had, to the last ticket.
    const free = CAPACITY - after.held;
    expect(free).toBeGreaterThan(0);
    const last = await put(servers[0]!, '/api/public/carts', {
      cartId: null,
      language: 'en',
      event: { eventId: concert.occurrenceId, items: [{ ticketId: concert.adult, quantity: free }] },
    });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(await counts()).toMatchObject({ held: CAPACITY, inCarts: CAPACITY });
  }, 120_000);

  it(`sells exactly ${CAPACITY} tickets when ${BUYERS} buyers check out and pay at once`, async () => {
    const sale = await fixture.createEvent({ generalInfo: { names: { en: 'Sold-out night' } } });
    const post = (server: ServerProcess, url: string, body: object) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-lang': 'en' },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as CartAnswer }));
    const buy = async (buyer: number) => {
      const server = servers[buyer % servers.length]!;
      const cart = await put(server, '/api/public/carts', {
        cartId: null,
        language: 'en',
        event: { eventId: sale.occurrenceId, items: [{ ticketId: sale.adult, quantity: 1 }] },
      });
      if (cart.status !== 200) return cart.status === 409 && cart.body.error.message === 'Sold out' ? 'sold out' : `cart ${cart.status}`;
      const payment = await post(server, `/api/public/payments?orgId=${fixture.orgId}`, {
        cartId: cart.body.cartId,
        consumer: {
          type: 'Private',
          email: `b${buyer}@race.test`,
          phonePrefix: '+45',
          phoneNumber: '12345678',
          firstName: 'A',
          lastName: 'B',
          termsAccepted: true,
        },
      });
      if (payment.status !== 201) return `payment ${payment.status}`;
      const decided = await post(server, `/api/payments/test/${payment.body.paymentId}/decision`, { approve: true });
      if (decided.status !== 200) return `decision ${decided.status}`;
      const order = (await fetch(`${server.url}/api/public/orders/${payment.body.orderId}?orgId=${fixture.orgId}`).then((r) =>
        r.json(),
      )) as CartAnswer;
      return order.status as string;
    };
    const outcomes = await Promise.all(Array.from({ length: BUYERS }, (_, buyer) => buy(buyer)));
    const tally = outcomes.reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }), {});
    expect(tally).toEqual({ Charged: CAPACITY, 'sold out': BUYERS - CAPACITY });
    const [row] = await inPlatformScope(t.ctx.db, (tx) =>
      queryRows<{ sold: number; held: number; tickets: string }>(
        tx,
        sql`select sold, held, (select count(*) from tickets where occurrence_id = ${sale.occurrenceId}) as tickets
            from inventory_buckets where occurrence_id = ${sale.occurrenceId}`,
      ),
    );
    expect({ sold: row!.sold, held: row!.held, tickets: Number(row!.tickets) }).toEqual({ sold: CAPACITY, held: 0, tickets: CAPACITY });
  }, 180_000);
});
