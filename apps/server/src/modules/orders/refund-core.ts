import { randomUUID } from 'node:crypto';
import { formatMoney } from '@foyer/domain';
import { pickLocale, type Locale } from '@foyer/i18n';
import type { Tx } from '../../db/client.js';
import type { RefundCause } from '../../db/schema/index.js';
import { REFUND_MESSAGES, ticketNumberOf } from '@foyer/contracts';
import { AppError, conflict } from '../../lib/app-error.js';
import { composeMail } from '../../lib/mail/compose.js';
import { returnSoldPlaces } from '../inventory/index.js';
import { findOccurrence } from '../events/index.js';
import { nameIn } from '../organization-settings/index.js';
import { organizationNameOf } from '../organizations/index.js';
import { visitTime } from './ticket-pdf.js';
import { cancelProductAccessesOfOrder } from '../products/index.js';
import { enqueueMail } from '../outbox/index.js';
import { cancelTickets, ticketsOfOrder, type TicketRow } from '../tickets/index.js';
import {
  cancelVoucherCodesOfOrder,
  creditVoucherPayments,
  takeBackVoucherCodesOfOrder,
  voucherPayingOrder,
} from '../voucher-codes/index.js';
import { orderLinesRepository, ordersRepository, type OrderRow } from './orders.repository.js';
import { type PaymentRow } from './payments.repository.js';
import { eventLinesOf, isEventLine, type OrderLine } from './order-lines.js';
import { amountDue } from './order-placement.js';
import { refundsRepository, type RefundRow } from './refunds.repository.js';

/**
 * The one way an order is refunded, whoever asks (staff on /orders, or the provider reporting a
 * refund made there), in the caller's transaction with the order row locked: the tickets are
 * canceled, their places given back, the refund recorded, the order's status set, and — once
 * the money is back — the buyer mailed.
 */
export async function applyRefund(
  tx: Tx,
  order: OrderRow,
  input: {
    lines: OrderLine[];
    tickets: TicketRow[];
    /** The tickets to cancel (none: money only). */
    ticketIds: string[];
    override: boolean;
    requestedBy: string | null;
    payment: PaymentRow | undefined;
    /** Known when the provider already paid it back; else the tickets' prices (the last take the rest). */
    amountMinor?: number;
    /** Why, when it was not a choice made for this order (its event or date was canceled). */
    cause?: RefundCause;
    /**
     * The tickets' money only: the order's donations, gift vouchers and tours stay sold (a canceled
     * date is not the buyer's gift taken back), so its last tickets take the fees but not them.
     */
    ticketsOnly?: boolean;
    /**
     * Refunded: the money is back already. Left out: Requested when a provider is to be asked
     * afterwards, else Refunded at once (nothing paid, or nothing to pay back).
     */
    status?: 'Refunded';
  },
): Promise<RefundRow> {
  const { orgId, orderId } = order;
  const { lines, tickets, ticketIds } = input;
  // Tickets belong to the order's admissions, its Event lines.
  const lineOf = (ticket: TicketRow) => eventLinesOf(lines).find((l) => l.lineNo === ticket.lineNo)!;
  const chosen = tickets.filter((ticket) => ticketIds.includes(ticket.ticketId));

  // The places come back, bucket by bucket in sorted order like every other inventory change.
  const returned = new Map<string, { occurrenceId: string; bucket: string; quantity: number }>();
  for (const ticket of chosen) {
    const line = lineOf(ticket);
    const key = `${line.occurrenceId}|${line.bucket}`;
    const entry = returned.get(key) ?? { occurrenceId: line.occurrenceId, bucket: line.bucket, quantity: 0 };
    entry.quantity += 1;
    returned.set(key, entry);
  }
  for (const [, entry] of [...returned].sort(([a], [b]) => a.localeCompare(b))) {
    if (!(await returnSoldPlaces(tx, orgId, entry.occurrenceId, entry.bucket, entry.quantity, order.channel !== 'online')))
      throw new AppError('internal', `Bucket ${entry.bucket} of ${entry.occurrenceId} has fewer sold than this order`);
  }
  await cancelTickets(tx, orgId, ticketIds);

  // The last valid tickets take the fees and any rounding with them: the order comes back whole.
  const allCanceled = tickets.every((ticket) => ticket.status === 'CANCELED' || ticketIds.includes(ticket.ticketId));
  const refundedBefore = await refundedSoFar(tx, orgId, orderId);
  // Staff refunding the rest of the order take back the gift vouchers it sold: the rest on their
  // codes is canceled and refunded, what they paid for since is kept (a provider's own refund has
  // its amount already, and cancels them below).
  const takesBackCodes = allCanceled && input.amountMinor === undefined && !input.ticketsOnly;
  const codes = takesBackCodes ? await takeBackVoucherCodesOfOrder(tx, orgId, orderId) : { usedMinor: 0, canceledMinor: 0 };
  // What the order sold besides admissions, kept when only the tickets' money goes back.
  const keptMinor = input.ticketsOnly
    ? lines.filter((line) => line.kind !== 'Event').reduce((sum, line) => sum + line.unitGrossMinor * line.quantity, 0)
    : 0;
  const amount =
    input.amountMinor ??
    (allCanceled
      ? Math.max(0, order.totalGrossMinor - refundedBefore - codes.usedMinor - keptMinor)
      : chosen.reduce((sum, ticket) => sum + lineOf(ticket).unitGrossMinor, 0));
  // An order of a voucher used up since, and nothing else left: there is no money to give back.
  if (amount === 0 && codes.usedMinor > 0 && ticketIds.length === 0)
    throw conflict(REFUND_MESSAGES.nothingToRefund, { ticketIds: REFUND_MESSAGES.nothingToRefund });
  // What a gift voucher paid goes back on its code first (a provider's own refund is card money only).
  const voucherBefore = (await refundsRepository.forOrder(tx, orgId, orderId))
    .filter((r) => r.status !== 'Failed')
    .reduce((sum, r) => sum + r.voucherMinor, 0);
  const voucherMinor =
    input.status === 'Refunded'
      ? 0
      : await creditVoucherPayments(tx, orgId, orderId, Math.min(amount, order.voucherPaidMinor - voucherBefore));
  const toCard = amount - voucherMinor;
  const refund = await refundsRepository.insert(tx, {
    orgId,
    refundId: randomUUID(),
    orderId,
    paymentId: input.payment?.paymentId ?? null,
    amountMinor: amount,
    voucherMinor,
    codesUsedMinor: codes.usedMinor,
    codesCanceledMinor: codes.canceledMinor,
    ticketIds,
    override: input.override,
    status: input.status ?? (toCard === 0 || !input.payment ? 'Refunded' : 'Requested'),
    requestedBy: input.requestedBy,
    cause: input.cause ?? null,
  });
  const moneyBack = refundedBefore + amount >= order.totalGrossMinor;
  // A ticket still valid keeps a staff refund's order Charged, its money back or not: a free child's
  // ticket beside the refunded adult's still admits (a review walk saw the order marked Refunded).
  // A provider's own refund (its amount given) of the whole money ends the order as before.
  const whole = allCanceled ? keptMinor === 0 || moneyBack : moneyBack && input.amountMinor !== undefined;
  // What else the order sold goes with it (staff took back its gift vouchers above).
  if (whole) {
    if (!takesBackCodes) await cancelVoucherCodesOfOrder(tx, orgId, orderId);
    await cancelProductAccessesOfOrder(tx, orgId, orderId);
  }
  await ordersRepository.setStatus(tx, orgId, orderId, whole ? 'Refunded' : 'Charged');
  if (refund.status === 'Refunded') await queueRefundMail(tx, { ...order, status: whole ? 'Refunded' : 'Charged' }, refund);
  return refund;
}

/** What was paid back or is being paid back: every refund but the failed ones. */
export async function refundedSoFar(tx: Tx, orgId: string, orderId: string) {
  const earlier = await refundsRepository.forOrder(tx, orgId, orderId);
  return earlier.filter((r) => r.status !== 'Failed').reduce((sum, r) => sum + r.amountMinor, 0);
}

/**
 * Where the buyer finds the money: on the gift voucher that paid (it goes back there first), at
 * the desk that took it, or the way they paid online.
 */
export function refundMailBodyKey(
  order: Pick<OrderRow, 'paymentMethod'>,
  refund: Pick<RefundRow, 'amountMinor' | 'voucherMinor'>,
  /** The code that paid was canceled or has expired since: its part is on it, not "ready to use again". */
  voucherVoid = false,
) {
  const atTheDesk = order.paymentMethod === 'CashPayment' || order.paymentMethod === 'PayedOtherwise';
  if (refund.voucherMinor >= refund.amountMinor && refund.voucherMinor > 0)
    return voucherVoid ? 'mail.orderRefund.bodyVoucherVoid' : 'mail.orderRefund.bodyVoucher';
  // The rest was paid at the museum: it comes back there, not to an account.
  if (refund.voucherMinor > 0) return atTheDesk ? 'mail.orderRefund.bodyVoucherAndDesk' : 'mail.orderRefund.bodyVoucherAndCard';
  return atTheDesk ? 'mail.orderRefund.bodyDesk' : 'mail.orderRefund.body';
}

/** Tells the buyer, in their language, what came back and which tickets no longer admit. */
export async function queueRefundMail(tx: Tx, order: OrderRow, refund: RefundRow) {
  const consumer = order.consumer as { email?: string; firstName?: string };
  // A desk sale may have no address.
  if (!consumer.email) return;
  const organizationName = await organizationNameOf(tx, order.orgId);
  const locale = pickLocale(order.language) ?? 'en';
  const canceled = refund.cause === 'eventCanceled' ? await canceledVisits(tx, order, refund, locale) : null;
  // "Your tickets stay valid" only where the order has tickets (a gift voucher's has none). The
  // canceled ones by their numbers, as printed on them: a buyer holding three could not tell
  // which one stopped, nor that the others still work.
  const orderTickets = await ticketsOfOrder(tx, order.orgId, order.orderId);
  const hasTickets = refund.ticketIds.length > 0 || orderTickets.length > 0;
  const refundedNumbers = orderTickets.flatMap((ticket, index) =>
    refund.ticketIds.includes(ticket.ticketId) ? [ticketNumberOf(order.orderNumber, index + 1)] : [],
  );
  const othersValid = orderTickets.some(
    (ticket) => !refund.ticketIds.includes(ticket.ticketId) && ticket.status !== 'CANCELED' && ticket.status !== 'EXPIRED',
  );
  // Money back on a code canceled or expired since cannot be spent: the buyer is told to ask, not that it is ready to use.
  const paidWith = refund.voucherMinor > 0 ? await voucherPayingOrder(tx, order.orgId, order.orderId) : null;
  const voucherVoid = paidWith?.status === 'Canceled' ? 'mail.orderRefund.voucherVoid' : null;
  const voucherExpired = paidWith?.expiresAt && paidWith.expiresAt <= refund.createdAt ? 'mail.orderRefund.voucherExpired' : null;
  const voucherDead = voucherVoid ?? voucherExpired;
  // Tickets that ended the order took its other lines with them (a donation, tours): named, not unsaid.
  const withIt =
    order.status === 'Refunded' && refund.ticketIds.length > 0
      ? (await orderLinesRepository.list(tx, order.orgId, order.orderId)).filter((line) => !isEventLine(line))
      : [];
  const mail = composeMail({
    to: consumer.email,
    locale,
    name: consumer.firstName ?? '',
    subjectKey: canceled ? 'mail.orderRefund.subjectCanceled' : 'mail.orderRefund.subject',
    signedBy: organizationName ?? undefined,
    paragraphKeys: [
      ...(canceled ? ['mail.orderRefund.eventCanceled'] : []),
      refundMailBodyKey(order, refund, voucherDead !== null),
      ...(voucherDead ? [voucherDead] : []),
      ...(withIt.length > 0 ? ['mail.orderRefund.alsoRefunded'] : []),
      ...(withIt.some((line) => line.kind === 'Product') ? ['mail.orderRefund.toursStop'] : []),
      ...(hasTickets
        ? [
            refund.ticketIds.length === 0
              ? 'mail.orderRefund.noTickets'
              : refund.ticketIds.length === 1
                ? 'mail.orderRefund.ticket'
                : 'mail.orderRefund.tickets',
          ]
        : []),
      ...(refund.ticketIds.length > 0 && othersValid ? ['mail.orderRefund.othersValid'] : []),
      ...(refund.codesCanceledMinor > 0 ? ['mail.orderRefund.vouchersCanceled'] : []),
    ],
    params: {
      organization: organizationName ?? '',
      orderNumber: String(order.orderNumber),
      amount: formatMoney(refund.amountMinor, order.currency, locale),
      voucher: formatMoney(refund.voucherMinor, order.currency, locale),
      card: formatMoney(refund.amountMinor - refund.voucherMinor, order.currency, locale),
      count: String(refund.ticketIds.length),
      numbers: refundedNumbers.join(', '),
      canceled: canceled ?? '',
      items: withIt.map((line) => nameIn(line.sellableNames, locale, 'en')).join('; '),
    },
  });
  await enqueueMail(tx, order.orgId, { ...mail, orderId: order.orderId, orderMail: 'order-refund' });
}

/** What was canceled, as the buyer's tickets named it: "Jazz night, 19:00–21:00, 04-12-2026". */
async function canceledVisits(tx: Tx, order: OrderRow, refund: RefundRow, locale: Locale) {
  const tickets = (await ticketsOfOrder(tx, order.orgId, order.orderId)).filter((ticket) => refund.ticketIds.includes(ticket.ticketId));
  const refundedLines = new Set(tickets.map((ticket) => ticket.lineNo));
  const lines = eventLinesOf(await orderLinesRepository.list(tx, order.orgId, order.orderId)).filter((line) =>
    refundedLines.has(line.lineNo),
  );
  // A date is looked up once (for whether it is all day), however many of its tickets went back.
  const allDay = new Map<string, boolean>();
  const visits = new Set<string>();
  for (const line of lines) {
    if (!allDay.has(line.occurrenceId))
      allDay.set(line.occurrenceId, (await findOccurrence(tx, order.orgId, line.occurrenceId))?.allDay ?? false);
    const when = visitTime({ ...line, allDay: allDay.get(line.occurrenceId)! }, locale);
    visits.add(`${nameIn(line.eventNames, locale, 'en')}, ${when}`);
  }
  return [...visits].join('; ');
}

/**
 * The provider says `refundedMinor` of the order's payment is back. Whatever exceeds what our own
 * refunds account for was refunded at the provider (its dashboard, a dispute): it is applied
 * here exactly like a staff refund. Safe to repeat and in any order, since it compares totals
 * under the order lock: a second report of the same refund finds nothing left over.
 */
export async function applyProviderRefund(tx: Tx, order: OrderRow, payment: PaymentRow, refundedMinor: number): Promise<void> {
  if (order.status !== 'Charged') return;
  const { orgId, orderId } = order;
  const refunds = await refundsRepository.forOrder(tx, orgId, orderId);
  // The provider knows card money only: what went back on gift vouchers is not in its total.
  const ours = refunds.filter((r) => r.status !== 'Failed').reduce((sum, r) => sum + r.amountMinor - r.voucherMinor, 0);
  const extra = refundedMinor - ours;
  if (extra <= 0) return;
  // A refund we recorded as failed (a timeout) that the provider made after all.
  const failed = refunds.find((r) => r.status === 'Failed' && r.amountMinor === extra);
  if (failed) {
    await refundsRepository.settle(tx, orgId, failed.refundId, 'Refunded', { status: 'Failed' });
    await queueRefundMail(tx, order, { ...failed, status: 'Refunded' });
    if (ours + extra >= amountDue(order)) await ordersRepository.setStatus(tx, orgId, orderId, 'Refunded');
    return;
  }
  const lines = await orderLinesRepository.list(tx, orgId, orderId);
  const tickets = await ticketsOfOrder(tx, orgId, orderId);
  const valid = tickets.filter((ticket) => ticket.status !== 'CANCELED');
  await applyRefund(tx, order, {
    lines,
    tickets,
    ticketIds: ticketsWorth(valid, lines, extra, amountDue(order) - ours),
    override: true,
    requestedBy: null,
    payment,
    amountMinor: extra,
    status: 'Refunded',
  });
}

/**
 * Which tickets a provider's refund of `amount` stands for: all that are left when it is the
 * rest of the order; else tickets (dearest, unused and last first) whose prices make up exactly `amount`;
 * else none (money back without tickets, e.g. a goodwill refund), so nobody loses a ticket by a guess.
 */
export function ticketsWorth(valid: TicketRow[], lines: OrderLine[], amount: number, remaining: number): string[] {
  if (amount >= remaining) return valid.map((ticket) => ticket.ticketId);
  const price = (ticket: TicketRow) => lines.find((l) => l.lineNo === ticket.lineNo)!.unitGrossMinor;
  // Dearest first (what a part refund usually is: some tickets of one type), unused before used,
  // the last of equals first; the sort is stable, so the reversed order breaks ties.
  const candidates = [...valid]
    .reverse()
    .sort((a, b) => price(b) - price(a) || Number(a.status !== 'NOT_ACTIVATED') - Number(b.status !== 'NOT_ACTIVATED'));
  const picked: string[] = [];
  let left = amount;
  for (const ticket of candidates) {
    if (price(ticket) <= left) {
      picked.push(ticket.ticketId);
      left -= price(ticket);
    }
    if (left === 0) return picked;
  }
  return [];
}
