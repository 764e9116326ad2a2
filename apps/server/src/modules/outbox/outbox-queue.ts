import type { Tx } from '../../db/client.js';
import type { CanceledDateRefundPayload, DateMovedPayload, MailPayload, WebhookPayload } from '../../db/schema/index.js';
import { outboxRepository } from './outbox.repository.js';

/*
 * How other modules queue side effects: written in the caller's transaction, so they go out only
 * when it commits, and are then delivered by the outbox worker.
 */

export const enqueueMail = (tx: Tx, orgId: string | null, mail: MailPayload) => outboxRepository.enqueueMail(tx, orgId, mail);

export const enqueueWebhook = (tx: Tx, webhook: WebhookPayload) => outboxRepository.enqueueWebhook(tx, webhook);

/**
 * The order's confirmation, composed when it is delivered (so it carries the tickets as they are
 * then); `newOrder` for an order just placed in the shop, of which staff may be told.
 */
export const enqueueOrderConfirmation = (tx: Tx, orgId: string, orderId: string, newOrder = false) =>
  outboxRepository.enqueueOrderConfirmation(tx, orgId, orderId, newOrder);

/**
 * Staff's "New order" notice of an order with no confirmation yet (an EAN order waiting for their
 * approval); an order confirmed to its buyer is told of through its confirmation's `newOrder`.
 */
export const enqueueNewOrderNotice = (tx: Tx, orgId: string, orderId: string) => outboxRepository.enqueueNewOrderNotice(tx, orgId, orderId);

/** One order's tickets for a canceled event or date, refunded by the worker after the commit. */
export const enqueueCanceledDateRefund = (tx: Tx, orgId: string, payload: CanceledDateRefundPayload) =>
  outboxRepository.enqueueCanceledDateRefund(tx, orgId, payload);

/** A date moved with its buyers to be told: the worker mails each order with tickets for it. */
export const enqueueDateMoved = (tx: Tx, orgId: string, payload: DateMovedPayload) => outboxRepository.enqueueDateMoved(tx, orgId, payload);

/** The refunds queued for a canceled event or date (`scopeId`, the id it was canceled by), oldest first. */
export async function canceledDateRefundsOf(tx: Tx, orgId: string, scopeId: string) {
  const rows = await outboxRepository.canceledDateRefunds(tx, orgId, scopeId);
  return rows.map((row) => ({ ...row, payload: row.payload as CanceledDateRefundPayload }));
}

/** The mails about an order, oldest first, each named by what it told the buyer. */
export async function mailsOfOrder(tx: Tx, orgId: string, orderId: string) {
  const rows = await outboxRepository.mailsOfOrder(tx, orgId, orderId);
  return rows.map((row) => ({
    ...row,
    kind: row.kind === 'mail' ? ((row.payload as MailPayload).orderMail ?? 'mail') : row.kind,
  }));
}
