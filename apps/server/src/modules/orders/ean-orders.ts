import { type eanApprovalRule, eanOrderNeedsApproval } from '@foyer/domain';
import type { Tx } from '../../db/client.js';
import { eanApprovalOf } from '../organization-settings/index.js';
import { enqueueNewOrderNotice } from '../outbox/index.js';
import { queueBuyerMail } from './buyer-mails.js';
import { completeOnInvoice, releaseOrderHolds } from './order-settlement.js';
import { ordersRepository, type OrderRow } from './orders.repository.js';

/**
 * At checkout: the order waits for staff (Pending, its places still held, no tickets; the buyer is
 * mailed that it was received and waits, and staff who hear of new orders that it waits for them),
 * or, under the organisation's automatic limit, is completed at once with its tickets mailed.
 */
export async function placeEanOrder(
  tx: Tx,
  order: OrderRow,
  now: Date,
  rule?: ReturnType<typeof eanApprovalRule>,
): Promise<'Pending' | 'CheckoutCompleted'> {
  if (eanOrderNeedsApproval(rule ?? (await eanApprovalOf(tx, order.orgId)), order.totalGrossMinor)) {
    await ordersRepository.setStatus(tx, order.orgId, order.orderId, 'Pending');
    // The buyer keeps its number (a school that closed the page had nothing); staff are told it waits.
    await queueBuyerMail(tx, order, {
      subjectKey: 'mail.eanOrderReceived.subject',
      paragraphKeys: ['mail.eanOrderReceived.body'],
      amountMinor: order.totalGrossMinor,
      orderMail: 'order-awaiting-approval',
    });
    await enqueueNewOrderNotice(tx, order.orgId, order.orderId);
    return 'Pending';
  }
  await completeOnInvoice(tx, order, now, true);
  return 'CheckoutCompleted';
}

/** Staff approve: the held places become sold, the tickets are issued and mailed with the invoice text. */
export async function approveEanOrder(tx: Tx, order: OrderRow, userId: string, now: Date) {
  await completeOnInvoice(tx, order, now, false);
  await ordersRepository.setApprovalDecision(tx, order.orgId, order.orderId, userId, 'approved');
}

/**
 * Staff refuse: the order is canceled, its places go back on sale and the buyer is told in their
 * language, with staff's reason when they gave one (in the words they typed it).
 */
export async function refuseEanOrder(tx: Tx, order: OrderRow, userId: string, reason: string | null = null) {
  await releaseOrderHolds(tx, order, 'Canceled');
  await ordersRepository.setApprovalDecision(tx, order.orgId, order.orderId, userId, 'refused', reason);
  await queueBuyerMail(tx, order, {
    subjectKey: 'mail.eanOrderRefused.subject',
    paragraphKeys: reason ? ['mail.eanOrderRefused.body', 'mail.eanOrderRefused.reason'] : ['mail.eanOrderRefused.body'],
    amountMinor: order.totalGrossMinor,
    orderMail: 'order-refused',
    params: () => ({ reason: reason ?? '' }),
  });
}
