import { and, asc, count, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { TVoucherListQuery, TVoucherWrite, VoucherStatus } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { venues, voucherCodes, vouchers } from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../db/updated-at.js';

export type VoucherRow = typeof vouchers.$inferSelect;
export interface VoucherRowWithVenue {
  voucher: VoucherRow;
  venueName: string | null;
}

const columns = { voucher: vouchers, venueName: venues.name };
const venueJoin = and(eq(venues.orgId, vouchers.orgId), eq(venues.venueId, vouchers.venueId));

/** On sale on some day from `from` to `to` (both included; an open bound overlaps all on its side). */
const onSaleBetween = (from?: string, to?: string) =>
  and(
    from ? or(isNull(vouchers.saleEndsOn), gte(vouchers.saleEndsOn, from)) : undefined,
    to ? or(isNull(vouchers.saleStartsOn), lte(vouchers.saleStartsOn, to)) : undefined,
  );

export const vouchersRepository = {
  /** A page of the organisation's vouchers, by value then name; with the total of the filter. */
  async page(tx: Tx, orgId: string, query: TVoucherListQuery): Promise<{ rows: VoucherRowWithVenue[]; total: number }> {
    const where = and(
      eq(vouchers.orgId, orgId),
      query.status ? eq(vouchers.status, query.status) : undefined,
      onSaleBetween(query.from, query.to),
    );
    const rows = await tx
      .select(columns)
      .from(vouchers)
      .leftJoin(venues, venueJoin)
      .where(where)
      .orderBy(asc(vouchers.value), asc(vouchers.createdAt), asc(vouchers.voucherId))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await tx.select({ total: count() }).from(vouchers).where(where);
    return { rows, total: Number(total?.total ?? 0) };
  },

  /** Published vouchers on sale on `day`, by value. */
  async onSale(tx: Tx, orgId: string, day: string): Promise<VoucherRow[]> {
    return tx
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.orgId, orgId), eq(vouchers.status, 'Published'), onSaleBetween(day, day)))
      .orderBy(asc(vouchers.value), asc(vouchers.createdAt), asc(vouchers.voucherId));
  },

  async find(tx: Tx, orgId: string, voucherId: string, forUpdate = false): Promise<VoucherRowWithVenue | undefined> {
    const query = tx
      .select(columns)
      .from(vouchers)
      .leftJoin(venues, venueJoin)
      .where(and(eq(vouchers.orgId, orgId), eq(vouchers.voucherId, voucherId)));
    const [row] = forUpdate ? await query.for('update', { of: vouchers }) : await query;
    return row;
  },

  async insert(tx: Tx, orgId: string, voucherId: string, voucher: TVoucherWrite, status: VoucherStatus = 'Draft'): Promise<void> {
    await tx.insert(vouchers).values({ orgId, voucherId, status, ...voucher });
  },

  async update(tx: Tx, orgId: string, voucherId: string, voucher: TVoucherWrite): Promise<boolean> {
    const rows = await tx
      .update(vouchers)
      .set({ ...voucher, updatedAt: nextUpdatedAt(vouchers.updatedAt) })
      .where(and(eq(vouchers.orgId, orgId), eq(vouchers.voucherId, voucherId)))
      .returning({ voucherId: vouchers.voucherId });
    return rows.length > 0;
  },

  async setStatus(tx: Tx, orgId: string, voucherId: string, status: VoucherStatus): Promise<boolean> {
    const rows = await tx
      .update(vouchers)
      .set({ status, updatedAt: nextUpdatedAt(vouchers.updatedAt) })
      .where(and(eq(vouchers.orgId, orgId), eq(vouchers.voucherId, voucherId)))
      .returning({ voucherId: vouchers.voucherId });
    return rows.length > 0;
  },

  /** Whether any code of the voucher was ever sold (read only: the voucher-codes module writes them). */
  async hasSoldCodes(tx: Tx, orgId: string, voucherId: string): Promise<boolean> {
    const [row] = await tx
      .select({ found: voucherCodes.codeId })
      .from(voucherCodes)
      .where(and(eq(voucherCodes.orgId, orgId), eq(voucherCodes.voucherId, voucherId)))
      .limit(1);
    return row !== undefined;
  },

  async remove(tx: Tx, orgId: string, voucherId: string): Promise<boolean> {
    const rows = await tx
      .delete(vouchers)
      .where(and(eq(vouchers.orgId, orgId), eq(vouchers.voucherId, voucherId)))
      .returning({ voucherId: vouchers.voucherId });
    return rows.length > 0;
  },
};
