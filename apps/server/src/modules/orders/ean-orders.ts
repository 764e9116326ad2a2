import { eanApprovalRule, eanOrderNeedsApproval, formatMoney } from '@foyer/domain';
import { pickLocale } from '@foyer/i18n';
import type { TConsumer } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { composeMail } from '../../lib/mail/compose.js';
import { configurationRepository } from '../configuration/configuration.repository.js';
import { organizationsRepository } from '../organizations/organizations.repository.js';
import { outboxRepository } from '../outbox/outbox.repository.js';
import { completeOnInvoice, releaseOrderHolds } from './order-settlement.js';
import { ordersRepository, type OrderRow } from './orders.repository.js';

/**
 * Institutions pay later, by EAN invoice, so nothing is paid when they order (issue 10). The
 * organisation's settings say what happens then: EAN_APPROVAL = Manual (the default) or
 * Automatic, and EAN_AUTO_LIMIT, the largest total in minor units issued without approval.
 */
export const EAN_APPROVAL_SETTING = 'EAN_APPROVAL';
export const EAN_AUTO_LIMIT_SETTING = 'EAN_AUTO_LIMIT';

export async function eanApprovalOf(tx: Tx, orgId: string) {
  const mode = await configurationRepository.find(tx, orgId, EAN_APPROVAL_SETTING);
  const limit = await configurationRepository.find(tx, orgId, EAN_AUTO_LIMIT_SETTING);
  return eanApprovalRule(mode?.value, limit?.value);
}

/**
 * At checkout: the order waits for staff (Pending, its places still held, no tickets, no mail),
 * or, under the organisation's automatic limit, is completed at once with its tickets mailed.
 */
export async function placeEanOrder(tx: Tx, order: OrderRow) {
  if (eanOrderNeedsApproval(await eanApprovalOf(tx, order.orgId), order.totalGrossMinor)) {
    await ordersRepository.setStatus(tx, order.orgId, order.orderId, 'Pending');
  } else {
    await completeOnInvoice(tx, order);
  }
}

/** Staff approve: the held places become sold, the tickets are issued and mailed with the invoice text. */
export async function approveEanOrder(tx: Tx, order: OrderRow, userId: string) {
  await completeOnInvoice(tx, order);
  await ordersRepository.setApprovalDecision(tx, order.orgId, order.orderId, userId);
}

/** Staff refuse: the order is canceled, its places go back on sale and the buyer is told in their language. */
export async function refuseEanOrder(tx: Tx, order: OrderRow, userId: string) {
  await releaseOrderHolds(tx, order, 'Canceled');
  await ordersRepository.setApprovalDecision(tx, order.orgId, order.orderId, userId);
  const organization = await organizationsRepository.find(tx, order.orgId);
  const consumer = order.consumer as unknown as TConsumer;
  const locale = pickLocale(order.language) ?? 'en';
  await outboxRepository.enqueueMail(
    tx,
    order.orgId,
    composeMail({
      to: consumer.email,
      locale,
      name: consumer.firstName,
      subjectKey: 'mail.eanOrderRefused.subject',
      paragraphKeys: ['mail.eanOrderRefused.body'],
      params: {
        organization: organization?.name ?? '',
        orderNumber: String(order.orderNumber),
        total: formatMoney(order.totalGrossMinor, order.currency, locale),
      },
    }),
  );
}
