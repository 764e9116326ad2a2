import { randomUUID } from 'node:crypto';
import { VOUCHER_CODE_MESSAGES } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { invalid } from '../../lib/app-error.js';
import { organizationCurrency } from '../organization-settings/index.js';
import { issueWhatWasSold, placeOrder, totalsOfLines, type NewOrderLine, type OrderRow } from '../orders/index.js';
import { holdVoucherPayment, lockVoucherForPayment } from '../voucher-codes/index.js';

/** How a desk order is paid and for whom: the same for tickets and gift vouchers sold at the desk. */
export interface DeskPayment {
  channel: 'door' | 'offline';
  paymentMethod: 'CashPayment' | 'PayedOtherwise';
  consumer: Record<string, unknown>;
  language: string;
  /** A gift voucher's code that pays what it can; the rest is the cash or other payment. */
  voucherCode?: string;
  now: Date;
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
  const voucher = payment.voucherCode ? await lockVoucherForPayment(tx, orgId, payment.voucherCode, payment.now) : undefined;
  // As at checkout: a code sold in another currency (the museum changed its own since) cannot pay.
  if (voucher && voucher.currency !== currency)
    throw invalid({ voucherCode: VOUCHER_CODE_MESSAGES.unknown }, VOUCHER_CODE_MESSAGES.unknown);
  const voucherPaidMinor = voucher ? Math.min(voucher.balanceMinor, totals.totalGrossMinor) : 0;
  const { order, lines: placed } = await placeOrder(
    tx,
    {
      orgId,
      cartId: randomUUID(), // no cart: the key only keeps one order per cart
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
