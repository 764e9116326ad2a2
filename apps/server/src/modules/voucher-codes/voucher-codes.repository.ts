import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { voucherCodes, voucherRedemptions, type VoucherRedemptionStatus } from '../../db/schema/index.js';

export type VoucherCodeRow = typeof voucherCodes.$inferSelect;
export type VoucherRedemptionRow = typeof voucherRedemptions.$inferSelect;

export const voucherCodesRepository = {
  async insertMany(tx: Tx, rows: (typeof voucherCodes.$inferInsert)[]) {
    if (rows.length > 0) await tx.insert(voucherCodes).values(rows);
  },

  /** The code, locked when it is about to pay: two buyers of one code queue here. */
  async findByCode(tx: Tx, orgId: string, code: string, forUpdate = false): Promise<VoucherCodeRow | undefined> {
    const query = tx
      .select()
      .from(voucherCodes)
      .where(and(eq(voucherCodes.orgId, orgId), eq(voucherCodes.code, code)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async find(tx: Tx, orgId: string, codeId: string, forUpdate = false): Promise<VoucherCodeRow | undefined> {
    const query = tx
      .select()
      .from(voucherCodes)
      .where(and(eq(voucherCodes.orgId, orgId), eq(voucherCodes.codeId, codeId)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /** Takes `amount` off the balance if it is there; false when it is not (never below zero). */
  async take(tx: Tx, orgId: string, codeId: string, amount: number): Promise<boolean> {
    const rows = await queryRows(
      tx,
      sql`update voucher_codes set balance_minor = balance_minor - ${amount}
          where org_id = ${orgId} and code_id = ${codeId} and status = 'Active' and balance_minor >= ${amount} returning 1`,
    );
    return rows.length === 1;
  },

  async giveBack(tx: Tx, orgId: string, codeId: string, amount: number) {
    await tx
      .update(voucherCodes)
      .set({ balanceMinor: sql`least(${voucherCodes.balanceMinor} + ${amount}, ${voucherCodes.valueMinor})` })
      .where(and(eq(voucherCodes.orgId, orgId), eq(voucherCodes.codeId, codeId)));
  },

  async cancel(tx: Tx, orgId: string, codeIds: string[]) {
    if (codeIds.length === 0) return;
    await tx
      .update(voucherCodes)
      .set({ status: 'Canceled', canceledAt: sql`now()` })
      .where(and(eq(voucherCodes.orgId, orgId), inArray(voucherCodes.codeId, codeIds)));
  },

  ofOrder: (tx: Tx, orgId: string, orderId: string) =>
    tx
      .select()
      .from(voucherCodes)
      .where(and(eq(voucherCodes.orgId, orgId), eq(voucherCodes.orderId, orderId)))
      .orderBy(asc(voucherCodes.lineNo), asc(voucherCodes.createdAt)),

  /** The codes an order sold, locked in the order of their ids (a fixed order: no two lockers wait on each other). */
  ofOrderLocked: (tx: Tx, orgId: string, orderId: string) =>
    tx
      .select()
      .from(voucherCodes)
      .where(and(eq(voucherCodes.orgId, orgId), eq(voucherCodes.orderId, orderId)))
      .orderBy(asc(voucherCodes.codeId))
      .for('update'),

  /** A voucher's codes, newest first, with the number of the order that bought each. */
  ofVoucher: (tx: Tx, orgId: string, voucherId: string) =>
    queryRows<VoucherCodeRowWithOrder>(
      tx,
      sql`select c.code_id, c.code, c.order_id, o.order_number, c.created_at, c.value_minor, c.balance_minor, c.currency,
                 c.expires_at, c.status, c.recipient_name
          from voucher_codes c join orders o on o.org_id = c.org_id and o.order_id = c.order_id
          where c.org_id = ${orgId} and c.voucher_id = ${voucherId}
          order by c.created_at desc, c.code`,
    ),
};

export interface VoucherCodeRowWithOrder {
  code_id: string;
  code: string;
  order_id: string;
  order_number: string;
  created_at: Date | string;
  value_minor: string | number;
  balance_minor: string | number;
  currency: string;
  expires_at: Date | string | null;
  status: 'Active' | 'Canceled';
  recipient_name: string | null;
}

export const voucherRedemptionsRepository = {
  async insert(tx: Tx, row: typeof voucherRedemptions.$inferInsert) {
    await tx.insert(voucherRedemptions).values(row);
  },

  ofOrder: (tx: Tx, orgId: string, orderId: string, status?: VoucherRedemptionStatus) =>
    tx
      .select()
      .from(voucherRedemptions)
      .where(
        and(
          eq(voucherRedemptions.orgId, orgId),
          eq(voucherRedemptions.orderId, orderId),
          status ? eq(voucherRedemptions.status, status) : undefined,
        ),
      ),

  async settle(tx: Tx, orgId: string, redemptionIds: string[], status: VoucherRedemptionStatus) {
    if (redemptionIds.length === 0) return;
    await tx
      .update(voucherRedemptions)
      .set({ status, settledAt: sql`now()` })
      .where(and(eq(voucherRedemptions.orgId, orgId), inArray(voucherRedemptions.redemptionId, redemptionIds)));
  },

  /** Whether one of these codes holds money for an order whose payment is under way. */
  async anyHeld(tx: Tx, orgId: string, codeIds: string[]): Promise<boolean> {
    const [row] = await tx
      .select({ codeId: voucherRedemptions.codeId })
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.orgId, orgId), inArray(voucherRedemptions.codeId, codeIds), eq(voucherRedemptions.status, 'Held')))
      .limit(1);
    return row !== undefined;
  },

  /** What these codes paid, oldest first, with the paying order's number. */
  ofCodes: (tx: Tx, orgId: string, codeIds: string[]) =>
    codeIds.length === 0
      ? Promise.resolve([])
      : queryRows<{
          code_id: string;
          order_id: string;
          order_number: string;
          amount_minor: string | number;
          status: VoucherRedemptionStatus;
          created_at: Date | string;
          returned_minor: string | number;
        }>(
          tx,
          // A refund's voucher part went back on the code that paid its order (one per order).
          sql`select r.code_id, r.order_id, o.order_number, r.amount_minor, r.status, r.created_at,
                     (select coalesce(sum(f.voucher_minor), 0) from refunds f
                       where f.org_id = r.org_id and f.order_id = r.order_id and f.status = 'Refunded') as returned_minor
              from voucher_redemptions r join orders o on o.org_id = r.org_id and o.order_id = r.order_id
              where r.org_id = ${orgId} and r.code_id in (${sql.join(
                codeIds.map((id) => sql`${id}`),
                sql`, `,
              )})
              order by r.created_at`,
        ),
};
