import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, ORDER_STATUSES, type OrderStatus } from '@foyer/contracts';
import { toInstant } from '@foyer/domain';
import { queryRows } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { makeOrg } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUpOrderDayCounts } from '../orders/index.js';
import { orderRange } from './orders-admin.service.js';
import { searchOrders } from './order-search.repository.js';

/**
 * Issue 13: the orders list's total comes from the tally per day (migration 20261127T0525) and
 * must be count(*) exactly, whatever happened since the sweep last added the changes in: orders
 * placed, their status changed, an order gone; ranges of whole local days (as the list asks) and
 * ranges that start or end inside a day, across the change to summer time. Pseudo-random with a
 * fixed seed, so a failure repeats.
 */
describe('the orders list total from the day tally', () => {
  let t: TestApp;
  let museum: string;
  let other: string;
  const placed = new Map<string, string[]>();

  let seed = 20261127;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  // 2026-03-20 to 2026-04-09: Copenhagen moves to summer time on 29 March.
  const start = Date.parse('2026-03-20T00:00:00Z');
  const span = 20 * 86_400_000;
  const randomInstant = () => {
    const at = start + Math.floor(random() * span);
    // One in four exactly at a local midnight, where a day's count begins.
    return random() < 0.25 ? toInstant({ date: new Date(at).toISOString().slice(0, 10), time: '00:00' }, DEFAULT_TIME_ZONE) : new Date(at);
  };

  async function place(orgId: string, count: number) {
    await inTenant(t.ctx.db, orgId, async (tx) => {
      for (let n = 0; n < count; n++) {
        const orderId = randomUUID();
        const placedAt = randomInstant().toISOString();
        await tx.execute(sql`insert into orders (org_id, order_id, cart_id, status, holding, hold_expires_at, currency,
            total_net_minor, total_tax_minor, total_gross_minor, consumer, language, created_at, updated_at)
          values (${orgId}, ${orderId}, ${randomUUID()}, ${pick(ORDER_STATUSES)}, false, ${placedAt}, 'DKK', 800, 200, 1000,
            ${JSON.stringify({ type: 'Private', email: `buyer${n}@example.test`, firstName: 'Ida', lastName: 'Holm' })}, 'da', ${placedAt}, ${placedAt})`);
        placed.get(orgId)!.push(orderId);
      }
    });
  }

  async function change(orgId: string, count: number) {
    await inTenant(t.ctx.db, orgId, async (tx) => {
      for (let n = 0; n < count; n++)
        await tx.execute(
          sql`update orders set status = ${pick(ORDER_STATUSES)} where org_id = ${orgId} and order_id = ${pick(placed.get(orgId)!)}`,
        );
    });
  }

  /** For ranges of whole days and of any instants, and any statuses: the list's total against count(*). */
  async function expectExactTotals(orgId: string) {
    const mismatches: string[] = [];
    for (let n = 0; n < 30; n++) {
      let range: { fromInstant: Date; toInstant: Date };
      if (n % 2 === 0) {
        const [a, b] = [randomInstant(), randomInstant()].map((at) => at.toISOString().slice(0, 10)).sort();
        range = orderRange({ from: a, to: b }, new Date(start));
      } else {
        const [a, b] = [randomInstant(), randomInstant()].sort((x, y) => x.getTime() - y.getTime());
        range = { fromInstant: a!, toInstant: b! };
      }
      const statuses = ORDER_STATUSES.filter(() => random() < 0.4);
      const chosen: readonly OrderStatus[] = statuses.length > 0 ? statuses : ['Charged'];
      const [listed, counted] = await inTenant(t.ctx.db, orgId, async (tx) => {
        const rows = await searchOrders(tx, orgId, { ...range, statuses: chosen, search: null, limit: 1, offset: 0 });
        const [row] = await queryRows<{ n: string | number }>(
          tx,
          sql`select count(*) as n from orders where org_id = ${orgId} and created_at >= ${range.fromInstant.toISOString()}
              and created_at < ${range.toInstant.toISOString()} and status in (${sql.join(
                chosen.map((status) => sql`${status}`),
                sql`, `,
              )})`,
        );
        return [Number(rows[0]?.total ?? 0), Number(row!.n)];
      });
      if (listed !== counted)
        mismatches.push(`${range.fromInstant.toISOString()}–${range.toInstant.toISOString()} ${chosen.join('/')}: ${listed} ≠ ${counted}`);
    }
    expect(mismatches).toEqual([]);
  }

  const pendingChanges = async (orgId: string) =>
    Number(
      (await inTenant(t.ctx.db, orgId, (tx) => queryRows<{ n: string }>(tx, sql`select count(*) as n from order_day_count_changes`)))[0]!.n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    museum = (await makeOrg(t.ctx)).orgId;
    other = (await makeOrg(t.ctx)).orgId;
    placed.set(museum, []);
    placed.set(other, []);
  });
  afterAll(async () => t?.close());

  it('equals count(*) before the sweep, after it, and after changes since', async () => {
    await place(museum, 80);
    await place(other, 30);
    await change(museum, 40);
    await expectExactTotals(museum);
    expect(await pendingChanges(museum)).toBeGreaterThan(0);

    await addUpOrderDayCounts(t.ctx);
    expect(await pendingChanges(museum)).toBe(0);
    await expectExactTotals(museum);

    await place(museum, 30);
    await change(museum, 40);
    await change(other, 10);
    await inTenant(t.ctx.db, museum, async (tx) => {
      // An order moved to another day, and one gone: the app does neither, the tally still follows.
      await tx.execute(
        sql`update orders set created_at = created_at + interval '30 hours' where org_id = ${museum} and order_id = ${placed.get(museum)![3]}`,
      );
      await tx.execute(sql`delete from orders where org_id = ${museum} and order_id = ${placed.get(museum)![5]}`);
    });
    await expectExactTotals(museum);
    await expectExactTotals(other);

    await addUpOrderDayCounts(t.ctx);
    await expectExactTotals(museum);
    await expectExactTotals(other);
  });

  it('keeps one count row per museum, day and status, and each museum sees only its own', async () => {
    await addUpOrderDayCounts(t.ctx);
    const rows = await inTenant(t.ctx.db, other, (tx) =>
      queryRows<{ org_id: string; orders: string }>(tx, sql`select org_id, orders from order_day_counts`),
    );
    expect(new Set(rows.map((row) => row.org_id))).toEqual(new Set([other]));
    expect(rows.reduce((sum, row) => sum + Number(row.orders), 0)).toBe(30);
  });
});
