import { formatMoney } from '@foyer/domain';
import { pickLocale, type Locale } from '@foyer/i18n';
import type { TConsumer } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import type { OrderMailKind } from '../../db/schema/index.js';
import { composeMail } from '../../lib/mail/compose.js';
import { organizationNameOf } from '../organizations/index.js';
import { enqueueMail } from '../outbox/index.js';
import type { OrderRow } from './orders.repository.js';
import type { PaymentRow } from './payments.repository.js';

/**
 * A mail to the order's buyer about the order, in its language and signed by the museum: its
 * texts' params get the museum's name, the order's number and `amountMinor` as the buyer reads it
 * (`total`). Listed on the order's page by its kind. False when the buyer left no address.
 */
export async function queueBuyerMail(
  tx: Tx,
  order: OrderRow,
  mail: {
    subjectKey: string;
    paragraphKeys: string[];
    amountMinor: number;
    orderMail: OrderMailKind;
    /** The mail's own values beside the museum's name, the order's number and its total, in the buyer's language. */
    params?: (locale: Locale) => Record<string, string>;
  },
) {
  const consumer = order.consumer as unknown as TConsumer;
  if (!consumer.email) return false;
  const organizationName = await organizationNameOf(tx, order.orgId);
  const locale = pickLocale(order.language) ?? 'en';
  await enqueueMail(tx, order.orgId, {
    ...composeMail({
      to: consumer.email,
      locale,
      name: consumer.firstName,
      subjectKey: mail.subjectKey,
      signedBy: organizationName ?? undefined,
      paragraphKeys: mail.paragraphKeys,
      params: {
        organization: organizationName ?? '',
        orderNumber: String(order.orderNumber),
        total: formatMoney(mail.amountMinor, order.currency, locale),
        ...mail.params?.(locale),
      },
    }),
    orderId: order.orderId,
    orderMail: mail.orderMail,
  });
  return true;
}

/**
 * An order on invoice (EAN) whose tickets went out, canceled by staff afterwards: the buyer is told
 * its tickets no longer work and that an invoice sent for it is credited.
 */
export const queueCanceledOnInvoiceMail = (tx: Tx, order: OrderRow) =>
  queueBuyerMail(tx, order, {
    subjectKey: 'mail.orderCanceled.subject',
    paragraphKeys: ['mail.orderCanceled.body', 'mail.orderCanceled.invoice'],
    amountMinor: order.totalGrossMinor,
    orderMail: 'order-canceled',
  });

/**
 * A payment that came when its order could no longer be sold (its holds had lapsed, the buyer had
 * gone back to the cart, or the date was canceled meanwhile) is refunded at once: the buyer is
 * told, or they would see the money taken and given back with no word.
 */
export const queueLatePaymentMail = (tx: Tx, order: OrderRow, payment: PaymentRow, why: 'late' | 'dateCanceled') =>
  queueBuyerMail(tx, order, {
    subjectKey: 'mail.latePayment.subject',
    paragraphKeys: [why === 'late' ? 'mail.latePayment.late' : 'mail.latePayment.dateCanceled', 'mail.latePayment.refunded'],
    amountMinor: payment.amountMinor,
    orderMail: 'order-late-payment',
  });
