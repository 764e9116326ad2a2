import type { Tx } from '../../db/client.js';
import type { OrderStatus } from '../../db/schema/index.js';
import type { PaymentBook } from '../payments/index.js';
import { settleFromProvider } from './order-settlement.js';
import { orderLinesRepository, ordersRepository } from './orders.repository.js';
import { paymentsRepository, type PaymentRow } from './payments.repository.js';
import { refundsRepository, type RefundRow } from './refunds.repository.js';
import { stalledSince } from './refund-stall.js';

/*
 * Orders owns the order, line, payment and refund rows. The staff side (orders-admin) and the
 * desk (box-office) read and change them through these, in their own transaction.
 */

/** The order, locked for update when asked (every change to an order locks it first). */
export const findOrder = (tx: Tx, orgId: string, orderId: string, forUpdate = false) =>
  ordersRepository.find(tx, orgId, orderId, forUpdate);

/** Whether the organisation has placed any order (its currency is then fixed). */
export const hasAnyOrder = (tx: Tx, orgId: string) => ordersRepository.anyPlaced(tx, orgId);

/** The order a desk sale made under the desk's own id for it, kept as the order's cart id (orders_desk_sale). */
export const orderOfCartId = (tx: Tx, orgId: string, cartId: string) => ordersRepository.findByCart(tx, orgId, cartId);

export const setOrderStatus = (
  tx: Tx,
  orgId: string,
  orderId: string,
  status: OrderStatus,
  changes: { holding?: boolean; charged?: boolean } = {},
) => ordersRepository.setStatus(tx, orgId, orderId, status, changes);

/** A posted order marked sent by this user now, or its mark taken back by them. */
export const setSentByPost = (tx: Tx, orgId: string, orderId: string, sent: boolean, userId: string) =>
  ordersRepository.setSentByPost(tx, orgId, orderId, sent, userId);

/** When the order was marked sent by post and when the mark was taken back, oldest first. */
export const postChangesOf = (tx: Tx, orgId: string, orderId: string) => ordersRepository.postChanges(tx, orgId, orderId);

/** Orders awaiting approval (EAN) for these dates (a canceled date's page names them for staff to refuse). */
export const awaitingApprovalOn = (tx: Tx, orgId: string, occurrenceIds: readonly string[]) =>
  ordersRepository.awaitingApprovalOn(tx, orgId, occurrenceIds);

export const orderLinesOf = (tx: Tx, orgId: string, orderId: string) => orderLinesRepository.list(tx, orgId, orderId);

/** The lines of these orders as a list of lines shows them (the orders workbook), by order id then line. */
export const listedLinesOf = (tx: Tx, orgId: string, orderIds: readonly string[], language: string) =>
  orderLinesRepository.listedOf(tx, orgId, orderIds, language);

export const paymentsOfOrder = (tx: Tx, orgId: string, orderId: string) => paymentsRepository.forOrder(tx, orgId, orderId);

/** When disputes of these payments were opened and closed, oldest first. */
export const disputeChangesOf = (tx: Tx, orgId: string, paymentIds: string[]) => paymentsRepository.disputeChanges(tx, orgId, paymentIds);

export const refundsOfOrder = (tx: Tx, orgId: string, orderId: string) => refundsRepository.forOrder(tx, orgId, orderId);

/**
 * A refund asked again: a refused one, or a staff refund whose provider call never answered
 * (stalled, see refund-stall). Undefined when it was neither: another try began.
 */
export const reopenRefund = (tx: Tx, orgId: string, refundId: string, now: Date) =>
  refundsRepository.reopen(tx, orgId, refundId, now, stalledSince(now));

/** The provider answered a refund's try: the money is back, or it failed with `lastError`; false when a later try has it. */
export const settleRefund = (
  tx: Tx,
  orgId: string,
  refund: Pick<RefundRow, 'refundId' | 'attempts'>,
  status: 'Refunded' | 'Failed',
  lastError: string | null = null,
) => refundsRepository.settle(tx, orgId, refund.refundId, status, { status: 'Requested', attempts: refund.attempts }, lastError);

/** Orders' record of payments, handed to the payment routes (see payments/payment-book.ts). */
export const orderPaymentBook: PaymentBook<PaymentRow> = {
  findByProviderId: (tx, provider, providerPaymentId) => paymentsRepository.findByProviderId(tx, provider, providerPaymentId),
  settle: async (ctx, payment) => void (await settleFromProvider(ctx, payment)),
};
