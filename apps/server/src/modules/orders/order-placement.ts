import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import { issueProductAccesses } from '../products/index.js';
import { issueTickets } from '../tickets/index.js';
import { issueVoucherCodes, settleVoucherPayments } from '../voucher-codes/index.js';
import { eventLinesOf, type CatalogueLine, type NewOrderLine, type OrderLine } from './order-lines.js';
import { orderLinesRepository, ordersRepository, type OrderRow } from './orders.repository.js';

/*
 * The one order path (issue 14). Every sale — the web shop's checkout, the desk, and the kinds
 * still to come — makes its order here and issues what was bought here, whatever it sold.
 */

export type NewOrder = Omit<Parameters<typeof ordersRepository.insert>[1], 'orderId'>;

/** Makes an order with its lines, numbered in the order given, in the caller's transaction. */
export async function placeOrder(
  tx: Tx,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<{ order: OrderRow; lines: OrderLine[] }> {
  const created = await ordersRepository.insert(tx, { ...order, orderId: randomUUID() });
  return { order: created, lines: await orderLinesRepository.insertMany(tx, created.orgId, created.orderId, lines) };
}

/** What the provider (or the invoice) is asked for: the total less what a gift voucher paid. */
export const amountDue = (order: Pick<OrderRow, 'totalGrossMinor' | 'voucherPaidMinor'>) => order.totalGrossMinor - order.voucherPaidMinor;

/** Sums the lines' money (the desk's orders, which carry no fees). */
export function totalsOfLines(lines: readonly NewOrderLine[]) {
  const net = lines.reduce((sum, line) => sum + line.unitNetMinor * line.quantity, 0);
  const gross = lines.reduce((sum, line) => sum + line.unitGrossMinor * line.quantity, 0);
  return { totalNetMinor: net, totalTaxMinor: gross - net, totalGrossMinor: gross };
}

/**
 * Issues what an order sold, in the transaction that charges it (or completes it on invoice):
 * one ticket per admission of its Event lines, one code per gift voucher, one access per tour. The places themselves are the caller's: held
 * places are sold last by the settlement, the desk took its own before placing the order.
 * `now`: the app's clock (ctx.now(), which tests move); a gift voucher's validity runs from it.
 */
export async function issueWhatWasSold(tx: Tx, order: OrderRow, lines: readonly OrderLine[], now: Date) {
  await issueTickets(tx, order.orgId, order.orderId, eventLinesOf(lines));
  const vouchers = lines.filter((line): line is CatalogueLine => line.kind === 'Voucher');
  await issueVoucherCodes(tx, order.orgId, order.orderId, order.currency, vouchers, now);
  await issueProductAccesses(
    tx,
    order.orgId,
    order.orderId,
    lines.filter((line): line is CatalogueLine => line.kind === 'Product'),
  );
  // What a gift voucher held for this order is spent now.
  await settleVoucherPayments(tx, order, 'Spent');
}
