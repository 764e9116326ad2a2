import { ORDER_MAIL_KINDS, ORDER_STATUSES, type OrderStatus, type TOrderDetail, type TOrderListItem } from '@foyer/contracts';
import { postalAddressLine } from '@foyer/domain';
import { formatDateTime, formatTime } from '../../shared/dates/format';

export type TicketStatus = TOrderDetail['tickets'][number]['status'];
export type VisitState = TOrderDetail['tickets'][number]['visitState'];
export type PaymentStatus = TOrderDetail['payments'][number]['status'];
export type RefundStatus = TOrderDetail['refunds'][number]['status'];

/**
 * Badge colours. Green is money in, violet money back, yellow/orange waiting, red a dead end,
 * grey nothing yet: the same colour means the same thing on every badge of the orders pages.
 */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  Created: 'gray',
  // An EAN order awaiting approval waits for staff, not for the customer: it stands out.
  Pending: 'orange',
  'Payment pending': 'yellow',
  Charged: 'teal',
  Canceled: 'red',
  CouldNotLock: 'red',
  CheckoutCompleted: 'blue',
  RefundRequested: 'orange',
  Refunded: 'violet',
};
export const TICKET_STATUS_COLORS: Record<TicketStatus, string> = {
  NOT_ACTIVATED: 'blue',
  ACTIVATED: 'teal',
  EXPIRED: 'gray',
  CANCELED: 'red',
};
export const VISIT_COLORS: Record<VisitState, string> = { NOT_VISITED: 'gray', VISITED: 'teal' };
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  Pending: 'yellow',
  Charged: 'teal',
  Declined: 'red',
  Refunded: 'violet',
};
export const REFUND_STATUS_COLORS: Record<RefundStatus, string> = { Requested: 'orange', Refunded: 'violet', Failed: 'red' };
/** The outbox's words for a mail (pending, sending, sent, logged, failed); anything newer is grey. */
export const MAIL_STATUS_COLORS: Readonly<Record<string, string>> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'teal',
  logged: 'gray',
  failed: 'red',
};

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** The i18n key of a mail's kind or status when the catalogue has one, else null (shown as written). */
/** Every kind the server names a mail by (a new one was shown as its code), and the outbox's own. */
export const MAIL_KINDS = [...ORDER_MAIL_KINDS, 'mail', 'webhook'] as const;
export const mailKindKey = (kind: string) => ((MAIL_KINDS as readonly string[]).includes(kind) ? `orders.mails.kinds.${kind}` : null);
/** When the mail left. One only written to the log (no SMTP configured) never did, though the outbox notes when it was done. */
export const mailSentAt = (mail: Pick<TOrderDetail['mails'][number], 'status' | 'sentAt'>) =>
  mail.status === 'logged' ? null : mail.sentAt;
export const mailStatusKey = (status: string) => (status in MAIL_STATUS_COLORS ? `orders.mails.statuses.${status}` : null);

/** A gift voucher's code paid the whole order: nothing was asked of a card, the desk or an invoice. */
export const paidWhollyByVoucher = (order: Pick<TOrderDetail, 'voucherPaidAmount' | 'totalGrossAmount'>) =>
  order.voucherPaidAmount > 0 && order.voucherPaidAmount >= order.totalGrossAmount;

type PaidHow = Pick<TOrderDetail, 'paymentMethod' | 'voucherPaidAmount' | 'totalGrossAmount'>;

/** How the order was paid, as the page says it: a gift voucher that paid it all, not the card the order defaults to. */
export const paymentMethodKey = (order: PaidHow) =>
  paidWhollyByVoucher(order) ? 'orders.detail.voucherPaid' : `orders.paymentMethods.${order.paymentMethod}`;

/** What the payments table says when no provider was asked: why none was, where the order says. */
export function noProviderPaymentText(order: PaidHow): { key: string; method?: string } {
  if (paidWhollyByVoucher(order)) return { key: 'orders.payments.noneVoucher' };
  if (order.paymentMethod === 'CashPayment' || order.paymentMethod === 'PayedOtherwise')
    return { key: 'orders.payments.noneDesk', method: `orders.paymentMethods.${order.paymentMethod}` };
  if (order.paymentMethod === 'EanPayment' || order.paymentMethod === 'InvoicePayment') return { key: 'orders.payments.noneInvoice' };
  return { key: 'orders.payments.none' };
}

/** What a gift voucher paid of the order that is not back on it yet: earlier refunds put their voucher part back first. */
export const voucherLeftToRefund = (order: Pick<TOrderDetail, 'voucherPaidAmount' | 'refunds'>) =>
  Math.max(
    0,
    order.voucherPaidAmount -
      order.refunds.filter((refund) => refund.status !== 'Failed').reduce((sum, refund) => sum + refund.voucherAmount, 0),
  );

/** How the part a gift voucher did not pay goes back: in cash at the desk, settled otherwise, or through the provider. */
const restWay = (order: Pick<PaidHow, 'paymentMethod'>) =>
  order.paymentMethod === 'CashPayment' ? 'Cash' : order.paymentMethod === 'PayedOtherwise' ? 'Otherwise' : 'Provider';

/**
 * Where a refund's money goes, as the refund dialog says it: what a gift voucher paid goes back on
 * it first (the server's rule, orders/refund-core.ts), the rest the way it was paid. Null: no such part.
 */
export function refundMoneyKeys(
  order: PaidHow,
  /** What the voucher paid that is not back on it yet (voucherLeftToRefund); once none is, the rest only. */
  voucherLeft = order.voucherPaidAmount,
): { voucher: string | null; rest: string | null } {
  const rest = `orders.refund.money${restWay(order)}`;
  if (order.voucherPaidAmount <= 0) return { voucher: null, rest };
  if (paidWhollyByVoucher(order)) return { voucher: 'orders.refund.moneyVoucher', rest: null };
  if (voucherLeft <= 0) return { voucher: null, rest };
  return { voucher: 'orders.refund.moneyVoucherFirst', rest };
}

/**
 * How a refund of `amountMinor` splits, as the server makes it: the gift voucher's part back on its
 * code first, up to what it paid and is not back on it yet; the rest the order's own way, with the
 * words for it (cash to hand back, to settle otherwise, back online). A desk refunding a voucher
 * and cash sale read "375 refunded" and could hand back 375 in cash.
 */
export function refundSplit(
  order: PaidHow,
  amountMinor: number,
  voucherLeft: number,
): { voucherMinor: number; restMinor: number; restKey: string } {
  const voucherMinor = Math.min(amountMinor, Math.max(0, voucherLeft));
  return { voucherMinor, restMinor: amountMinor - voucherMinor, restKey: `orders.refund.split${restWay(order)}` };
}

/** A translatable history line: its key, and the key of the status it names. */
export interface HistoryText {
  key: string;
  statusKey?: string;
}

const FIXED_EVENTS: Readonly<Record<string, string>> = {
  Created: 'orders.history.events.created',
  'Payment pending': 'orders.history.events.paymentStarted',
  Charged: 'orders.history.events.charged',
  'Confirmation sent': 'orders.history.events.confirmationSent',
  'Confirmation logged': 'orders.history.events.confirmationLogged',
  'Refund mail sent': 'orders.history.events.refundMailSent',
  'Refund mail logged': 'orders.history.events.refundMailLogged',
  'Refusal mail sent': 'orders.history.events.refusalMailSent',
  'Refusal mail logged': 'orders.history.events.refusalMailLogged',
  'Late payment mail sent': 'orders.history.events.latePaymentMailSent',
  'Late payment mail logged': 'orders.history.events.latePaymentMailLogged',
  'Received mail sent': 'orders.history.events.receivedMailSent',
  'Received mail logged': 'orders.history.events.receivedMailLogged',
  'New time mail sent': 'orders.history.events.newTimeMailSent',
  'New time mail logged': 'orders.history.events.newTimeMailLogged',
  'Cancellation mail sent': 'orders.history.events.cancellationMailSent',
  'Cancellation mail logged': 'orders.history.events.cancellationMailLogged',
  Approved: 'orders.history.events.approved',
  Refused: 'orders.history.events.refused',
  'Dispute opened': 'orders.history.events.disputeOpened',
  'Dispute closed': 'orders.history.events.disputeClosed',
  'Sent by post': 'orders.history.events.sentByPost',
  'Not sent after all': 'orders.history.events.sentByPostTakenBack',
};
const PAYMENT_STATUSES: readonly string[] = ['Pending', 'Charged', 'Declined', 'Refunded'];
const REFUND_STATUSES: readonly string[] = ['Requested', 'Refunded', 'Failed'];

/**
 * The server writes history in English words (orders-admin.service historyOf): a few fixed
 * events, 'Payment <status>', 'Refund <status>' and the order's own status when it left the happy
 * path. Null for anything else, which the page shows as the server wrote it.
 */
export function historyText(event: string): HistoryText | null {
  const fixed = FIXED_EVENTS[event];
  if (fixed) return { key: fixed };
  const [head, ...rest] = event.split(' ');
  const tail = rest.join(' ');
  if (head === 'Payment' && PAYMENT_STATUSES.includes(tail))
    return { key: 'orders.history.payment', statusKey: `orders.payments.statuses.${tail}` };
  if (head === 'Refund' && REFUND_STATUSES.includes(tail))
    return { key: 'orders.history.refund', statusKey: `orders.refunds.statuses.${tail}` };
  if (isOrderStatus(event)) return { key: 'orders.history.status', statusKey: `orders.statuses.${event}` };
  return null;
}

/** An order whose payment the buyer disputes with their card issuer, not decided yet: staff must answer it at the provider. */
export const hasOpenDispute = (order: Pick<TOrderDetail, 'payments'>) => order.payments.some((payment) => payment.disputeOpenedAt !== null);

/**
 * Some of the money went back but the order stands: a partial refund leaves it Charged (SPEC §4),
 * so the list and the page mark it. An order wholly refunded says so in its status.
 */
export const isPartlyRefunded = (order: Pick<TOrderListItem, 'status' | 'refundedAmount'>) =>
  order.refundedAmount > 0 && order.status !== 'Refunded';

/**
 * A ticket's code is 22 characters of random base64url: staff compare the ends with what a visitor
 * reads out, so the middle is left out ('AbCdEf…WxYz'); the copy button copies it whole.
 */
export function shortCode(code: string, head = 6, tail = 4): string {
  return code.length <= head + tail + 1 ? code : `${code.slice(0, head)}…${code.slice(-tail)}`;
}

/** An order line's time in its venue's zone: 'HH:mm, dd-MM-yyyy – HH:mm' (SPEC §9), the end's date only when another day. */
export function lineTimeText(line: Pick<TOrderDetail['lines'][number], 'startsAt' | 'endsAt' | 'timeZone'>): string {
  // A donation, voucher or product has no time.
  if (!line.startsAt || !line.timeZone) return '';
  const start = formatDateTime(line.startsAt, line.timeZone);
  if (!start) return '';
  const end = line.endsAt ? formatDateTime(line.endsAt, line.timeZone) : '';
  if (!end) return start;
  const sameDay = start.slice(start.indexOf(',')) === end.slice(end.indexOf(','));
  return `${start} – ${sameDay ? formatTime(line.endsAt!, line.timeZone) : end}`;
}

/** VAT in basis points as a percentage in the reader's notation: 2500 → '25 %', 1250 → '12,5 %' in Danish. */
export const vatText = (basisPoints: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;

/** What the customer block shows, read defensively from the order's stored consumer (a free-form record in the contract). */
export interface CustomerView {
  kind: 'Private' | 'Corporation' | 'Institution' | 'Association' | null;
  name: string;
  email: string;
  /** '+45 12345678', or '' when none was given. */
  phone: string;
  /** For a tel: link: the same without spaces. */
  phoneHref: string;
  company: { name: string; number: string; ean: string; reference: string; address: string } | null;
  /** A private buyer's address, when given. */
  address: string;
  comment: string;
  marketing: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const CUSTOMER_KINDS = ['Private', 'Corporation', 'Institution', 'Association'] as const;

/** 'Street 1, 1000 City, Country' from whichever parts are there (texts only: the record is free-form). */
const addressLine = (parts: Record<string, unknown> | null): string =>
  parts
    ? postalAddressLine({
        address: text(parts.address),
        postCode: text(parts.postCode),
        city: text(parts.city),
        country: text(parts.country),
      })
    : '';

export function customerView(consumer: Record<string, unknown>): CustomerView {
  const kind = CUSTOMER_KINDS.find((known) => known === consumer.type) ?? null;
  const prefix = text(consumer.phonePrefix);
  const number = text(consumer.phoneNumber);
  const phone = number ? [prefix, number].filter(Boolean).join(' ') : '';
  const company = record(consumer.company);
  return {
    kind,
    name: [text(consumer.firstName), text(consumer.lastName)].filter(Boolean).join(' '),
    email: text(consumer.email),
    phone,
    phoneHref: phone.replace(/\s+/g, ''),
    // "A private customer is not a company" (SPEC §5): leftovers on a private buyer are not shown.
    company:
      company && kind !== 'Private'
        ? {
            name: text(company.name),
            number: text(company.number),
            ean: text(company.ean),
            reference: text(company.reference),
            address: addressLine(company),
          }
        : null,
    address: kind === 'Private' || kind === null ? addressLine(record(consumer.private)) : '',
    comment: text(consumer.comment),
    marketing: consumer.marketing === true,
  };
}

/** The event and ticket names of a ticket's order line, for the tickets table. */
export function lineOf(lines: TOrderDetail['lines'], lineNo: number) {
  return lines.find((line) => line.lineNo === lineNo) ?? null;
}

/**
 * What the order holds, in words per kind ('2 tickets', '1 digital tour'): the list shows this
 * rather than a ticket count, which reads 0 for an order of gifts and tours.
 */
export function contentsText(contents: TOrderListItem['contents'], t: (key: string, options: { count: number }) => string): string[] {
  return contents.map((entry) => t(`orders.contents.${entry.kind}`, { count: entry.quantity }));
}

/**
 * How a line reads on the order page whatever it sold: its name (the event, campaign, voucher or
 * tour), under it the venue of an admission or the kind of anything else, and its type (the
 * ticket type or the tour's offer; a donation or a voucher has none).
 */
export function lineWords(line: Pick<TOrderDetail['lines'][number], 'kind' | 'eventName' | 'ticketName' | 'venueName'>) {
  return {
    name: line.eventName,
    /** Under the name: an admission's venue as written, or the i18n key of the kind sold. */
    under: line.kind === 'Event' ? { text: line.venueName, key: null } : { text: null, key: `orders.kinds.${line.kind}` },
    type: line.ticketName || null,
  };
}

/**
 * Why money refunded onto the code that paid the order could not be spent: it was canceled, or it
 * has expired (`now`: the page's clock). Null while the code still pays.
 */
export function payingCodeProblem(
  code: TOrderDetail['paidWithCode'],
  now: Date,
): { key: 'orders.detail.payingCodeCanceled' | 'orders.detail.payingCodeExpired'; expiresAt: string | null } | null {
  if (!code) return null;
  if (code.status === 'Canceled') return { key: 'orders.detail.payingCodeCanceled', expiresAt: code.expiresAt };
  if (code.expiresAt && new Date(code.expiresAt) <= now) return { key: 'orders.detail.payingCodeExpired', expiresAt: code.expiresAt };
  return null;
}
