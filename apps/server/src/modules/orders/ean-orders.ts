import { type eanApprovalRule, eanOrderNeedsApproval, formatMoney } from '@foyer/domain';
import { pickLocale } from '@foyer/i18n';
import type { TConsumer } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { composeMail } from '../../lib/mail/compose.js';
import { eanApprovalOf } from '../organization-settings/index.js';
import { organizationNameOf } from '../organizations/index.js';
import { enqueueMail } from '../outbox/index.js';
import { completeOnInvoice, releaseOrderHolds } from './order-settlement.js';
import { ordersRepository, type OrderRow } from './orders.repository.js';

/**
 * At checkout: the order waits for staff (Pending, its places still held, no tickets, no mail),
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
    return 'Pending';
  }
  await completeOnInvoice(tx, order, now);
  return 'CheckoutCompleted';
}

/** Staff approve: the held places become sold, the tickets are issued and mailed with the invoice text. */
export async function approveEanOrder(tx: Tx, order: OrderRow, userId: string, now: Date) {
  await completeOnInvoice(tx, order, now);
  await ordersRepository.setApprovalDecision(tx, order.orgId, order.orderId, userId);
}

/** Staff refuse: the order is canceled, its places go back on sale and the buyer is told in their language. */
export async function refuseEanOrder(tx: Tx, order: OrderRow, userId: string) {
  await releaseOrderHolds(tx, order, 'Canceled');
  await ordersRepository.setApprovalDecision(tx, order.orgId, order.orderId, userId);
  const organizationName = await organizationNameOf(tx, order.orgId);
  const consumer = order.consumer as unknown as TConsumer;
  const locale = pickLocale(order.language) ?? 'en';
  await enqueueMail(tx, order.orgId, {
    ...composeMail({
      to: consumer.email,
      locale,
      name: consumer.firstName,
      subjectKey: 'mail.eanOrderRefused.subject',
      signedBy: organizationName ?? undefined,
      paragraphKeys: ['mail.eanOrderRefused.body'],
      params: {
        organization: organizationName ?? '',
        orderNumber: String(order.orderNumber),
        total: formatMoney(order.totalGrossMinor, order.currency, locale),
      },
    }),
    orderId: order.orderId,
    orderMail: 'order-refused',
  });
}
