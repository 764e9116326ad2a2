import { randomUUID } from 'node:crypto';
import { BOX_OFFICE_MESSAGES, VOUCHER_CODE_MESSAGES } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { conflict, invalid } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/constraint-violations.js';
import { organizationCurrency } from '../organization-settings/index.js';
import { issueWhatWasSold, orderOfCartId, placeOrder, totalsOfLines, type NewOrderLine, type OrderRow } from '../orders/index.js';
import { holdVoucherPayment, lockVoucherForPayment } from '../voucher-codes/index.js';

/** How a desk order is paid and for whom: the same for tickets and gift vouchers sold at the desk. */
export interface DeskPayment {
  channel: 'door' | 'offline';
  paymentMethod: 'CashPayment' | 'PayedOtherwise';
  consumer: Record<string, unknown>;
  language: string;
  /** A gift voucher's code that pays what it can; the rest is the cash or other payment. */
  voucherCode?: string;
  /** The desk's own id for this sale (deskSaleOnce), kept as the order's cart id. */
  saleId?: string;
  now: Date;
}

/** A sale at the desk and whether it was made now or found made under the same sale id before. */
export interface DeskSale<T> {
  made: T;
  /** Found, not made: the desk sent the sale again after an answer it never got. */
  again: boolean;
}

/**
 * Runs a desk sale in one transaction, once per `saleId`: when an order already carries the id
 * (the desk sent the sale again after an answer that never came), that order is the answer and
 * nothing is sold. Two sends at once both sell, but the second's order waits on the first's key
 * (orders_desk_sale) and fails when it commits; it is then answered with the first's order, its
 * own places given back by the rollback.
 */
export async function deskSaleOnce<T>(
  ctx: AppContext,
  orgId: string,
  saleId: string | undefined,
  sell: (tx: Tx) => Promise<T>,
  made: (tx: Tx, order: OrderRow) => Promise<T>,
): Promise<DeskSale<T>> {
  const attempt = () =>
    inTenant(ctx.db, orgId, async (tx): Promise<DeskSale<T>> => {
      const earlier = saleId ? await orderOfCartId(tx, orgId, saleId) : undefined;
      if (!earlier) return { made: await sell(tx), again: false };
      // A web cart's id cannot name a desk sale: its orders are the web's.
      if (earlier.channel === 'online') throw conflict(BOX_OFFICE_MESSAGES.saleIdTaken, { saleId: BOX_OFFICE_MESSAGES.saleIdTaken });
      return { made: await made(tx, earlier), again: true };
    });
  try {
    return await attempt();
  } catch (error) {
    if (saleId && isUniqueViolation(error, 'orders_desk_sale')) return attempt();
    throw error;
  }
}

/**
 * A desk order the one way every sale goes (placeOrder, then issueWhatWasSold), Charged at once:
 * the desk has the money in hand. A gift voucher's part is held and, the order being charged in
 * the same transaction, spent at once.
 */
export async function placeDeskOrder(tx: Tx, orgId: string, lines: NewOrderLine[], payment: DeskPayment): Promise<OrderRow> {
  const totals = totalsOfLines(lines);
  const currency = await organizationCurrency(tx, orgId);
  // The code stays locked until the sale commits: a second desk or the shop waits, then sees what is left.
  const buysVouchers = lines.some((line) => line.kind === 'Voucher');
  const voucher = payment.voucherCode
    ? await lockVoucherForPayment(tx, orgId, payment.voucherCode, payment.now, { buysVouchers })
    : undefined;
  // As at checkout: a code sold in another currency (the museum changed its own since) cannot pay.
  if (voucher && voucher.currency !== currency)
    throw invalid({ voucherCode: VOUCHER_CODE_MESSAGES.unknown }, VOUCHER_CODE_MESSAGES.unknown);
  const voucherPaidMinor = voucher ? Math.min(voucher.balanceMinor, totals.totalGrossMinor) : 0;
  const { order, lines: placed } = await placeOrder(
    tx,
    {
      orgId,
      // No cart: the desk's sale id stands in its place, one desk order per id (orders_desk_sale).
      cartId: payment.saleId ?? randomUUID(),
      status: 'Charged',
      holding: false,
      holdExpiresAt: payment.now,
      currency,
      ...totals,
      voucherPaidMinor,
      consumer: payment.consumer,
      language: payment.language,
      paymentMethod: payment.paymentMethod,
      channel: payment.channel,
      chargedAt: payment.now,
    },
    lines,
  );
  if (voucher) await holdVoucherPayment(tx, orgId, order.orderId, voucher, voucherPaidMinor);
  await issueWhatWasSold(tx, order, placed, payment.now);
  return order;
}

/** The desk's buyer as the order keeps it; who sold it is kept for the order's history. */
export const deskConsumer = (
  soldBy: string,
  customer?: { firstName?: string | null; lastName?: string | null; email?: string | null } | null,
) => ({
  type: 'Private',
  firstName: customer?.firstName ?? '',
  lastName: customer?.lastName ?? '',
  email: customer?.email ?? '',
  soldBy,
});
