import { formatMoney } from '@foyer/domain';
import { pickLocale } from '@foyer/i18n';
import type { TConsumer } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { composeMail } from '../../lib/mail/compose.js';
import { organizationNameOf } from '../organizations/index.js';
import { enqueueMail } from '../outbox/index.js';
import type { OrderRow } from './orders.repository.js';
import type { PaymentRow } from './payments.repository.js';

/**
 * A payment that came when its order could no longer be sold (its holds had lapsed, the buyer had
 * gone back to the cart, or the date was canceled meanwhile) is refunded at once: the buyer is
 * told, in the order's language, or they would see the money taken and given back with no word.
 */
export async function queueLatePaymentMail(tx: Tx, order: OrderRow, payment: PaymentRow, why: 'late' | 'dateCanceled') {
  const consumer = order.consumer as unknown as TConsumer;
  if (!consumer.email) return;
  const organizationName = await organizationNameOf(tx, order.orgId);
  const locale = pickLocale(order.language) ?? 'en';
  await enqueueMail(tx, order.orgId, {
    ...composeMail({
      to: consumer.email,
      locale,
      name: consumer.firstName,
      subjectKey: 'mail.latePayment.subject',
      signedBy: organizationName ?? undefined,
      paragraphKeys: [why === 'late' ? 'mail.latePayment.late' : 'mail.latePayment.dateCanceled', 'mail.latePayment.refunded'],
      params: {
        organization: organizationName ?? '',
        orderNumber: String(order.orderNumber),
        total: formatMoney(payment.amountMinor, order.currency, locale),
      },
    }),
    orderId: order.orderId,
    orderMail: 'order-late-payment',
  });
}
