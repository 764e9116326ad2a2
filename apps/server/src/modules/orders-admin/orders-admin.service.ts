import {
  DEFAULT_ORDER_DAYS,
  DEFAULT_ORDER_STATUSES,
  DEFAULT_TIME_ZONE,
  REFUND_MESSAGES,
  SALE_KINDS,
  type SaleKind,
  type TOrderDetail,
  type TOrderListItem,
  type TOrderListQuery,
  type TOrderPage,
} from '@foyer/contracts';
import { addDays, carriesPostage, refundDeadline, toInstant, toLocal } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { enqueueOrderConfirmation, mailsOfOrder } from '../outbox/index.js';
import { nameIn } from '../organization-settings/index.js';
import {
  disputeChangesOf,
  postChangesOf,
  eventLinesOf,
  findOrder,
  offerNameIn,
  type EventLine,
  orderLinesOf,
  type OrderRow,
  paymentsOfOrder,
  type RefundRow,
  refundsOfOrder,
  isStalledRefund,
} from '../orders/index.js';
import { productAccessesOfOrder } from '../products/index.js';
import { ticketsOfOrder } from '../tickets/index.js';
import { voucherCodesOfOrder, voucherPayingOrder } from '../voucher-codes/index.js';
import { fromWithinLimit } from './data-limit.js';
import { refundPoliciesOf } from './refund-policies.js';
import { searchOrders, type OrderSearchRow } from './order-search.repository.js';

export interface Buyer {
  email?: string;
  firstName?: string;
  lastName?: string;
  company?: { name?: string };
}

export const customerName = (buyer: Buyer) => [buyer.firstName, buyer.lastName].filter(Boolean).join(' ');

/**
 * The list's days are the museum's local days (Europe/Copenhagen unless set otherwise): `from`
 * at 00:00 up to the day after `to`. Without dates, the 90 days up to and including today.
 */
export function orderRange(query: Pick<TOrderListQuery, 'from' | 'to'>, now: Date, zone = DEFAULT_TIME_ZONE) {
  const today = toLocal(now, zone).date;
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(DEFAULT_ORDER_DAYS - 1));
  return {
    from,
    to,
    fromInstant: toInstant({ date: from, time: '00:00' }, zone),
    toInstant: toInstant({ date: addDays(to, 1), time: '00:00' }, zone),
  };
}

/** Per kind what the lines sell, in SALE_KINDS order (the list reads tickets first, then gifts). */
export const contentsOf = (lines: readonly { kind: SaleKind; quantity: number }[]): TOrderListItem['contents'] => {
  const quantities = new Map<SaleKind, number>();
  for (const line of lines) quantities.set(line.kind, (quantities.get(line.kind) ?? 0) + Number(line.quantity));
  return SALE_KINDS.filter((kind) => quantities.has(kind)).map((kind) => ({ kind, quantity: quantities.get(kind)! }));
};

/** A found order as the list (and the download) shows it. */
export function toListItem(row: OrderSearchRow): TOrderListItem {
  const buyer = row.consumer as Buyer;
  return {
    orderId: row.order_id,
    orderNumber: String(row.order_number),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    customerName: customerName(buyer),
    email: buyer.email ?? '',
    companyName: buyer.company?.name ?? null,
    currency: row.currency as TOrderListItem['currency'],
    totalGrossAmount: Number(row.total_gross_minor),
    paymentMethod: row.payment_method as TOrderListItem['paymentMethod'],
    voucherPaidAmount: Number(row.voucher_paid_minor),
    ticketCount: Number(row.ticket_count),
    contents: contentsOf(row.contents ?? []),
    refundedAmount: Number(row.refunded_minor),
    refundFailed: row.refund_failed === true,
    posted: row.posted === true,
    sentByPostAt: row.sent_by_post_at ? new Date(row.sent_by_post_at).toISOString() : null,
  };
}

/** GET /api/orders: SPEC §2 /orders, newest first. */
export async function listOrders(ctx: AppContext, actor: Actor, query: TOrderListQuery): Promise<TOrderPage> {
  const asked = orderRange(query, ctx.now());
  // Nothing placed before the staff member's "Data access from" day, whatever the address asks.
  const range = orderRange({ from: fromWithinLimit(asked.from, actor), to: asked.to }, ctx.now());
  const rows = await inTenant(ctx.db, actor.orgId, (tx) =>
    searchOrders(tx, actor.orgId, {
      fromInstant: range.fromInstant,
      toInstant: range.toInstant,
      statuses: query.status ?? DEFAULT_ORDER_STATUSES,
      search: query.search || null,
      post: query.post ?? null,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    }),
  );
  const items = rows.map(toListItem);
  return { items, page: { number: query.page, size: query.size }, total: Number(rows[0]?.total ?? 0) };
}

/** How the history names a mail of each kind ('Confirmation sent', 'Refund mail logged'). */
const MAIL_HISTORY_NAMES: Readonly<Record<string, string>> = {
  'order-confirmation': 'Confirmation',
  'order-refund': 'Refund mail',
  'order-refused': 'Refusal mail',
  'order-late-payment': 'Late payment mail',
  'order-awaiting-approval': 'Received mail',
  'order-date-moved': 'New time mail',
  'order-canceled': 'Cancellation mail',
};

/** What happened, oldest first, from the order's own times and its payments, disputes, mails and refunds. */
function historyOf(
  order: OrderRow,
  payments: { status: string; createdAt: Date; updatedAt: Date }[],
  mails: { kind: string; sentAt: Date | null; status: string }[],
  refunds: RefundRow[],
  disputeChanges: { change: 'opened' | 'closed'; createdAt: Date }[],
  postChanges: { change: 'sent' | 'unsent'; createdAt: Date }[],
) {
  const history: { at: Date; event: string; note?: string }[] = [{ at: order.createdAt, event: 'Created' }];
  for (const payment of payments) {
    history.push({ at: payment.createdAt, event: 'Payment pending' });
    if (payment.status !== 'Pending') history.push({ at: payment.updatedAt, event: `Payment ${payment.status}` });
  }
  if (order.chargedAt) history.push({ at: order.chargedAt, event: 'Charged' });
  // An EAN order staff decided on: approved (then invoiced, and maybe canceled later) or refused
  // (Canceled at once; the status below says so only when it was canceled afterwards).
  if (order.approvalDecidedAt)
    history.push(
      order.approvalOutcome === 'refused'
        ? { at: order.approvalDecidedAt, event: 'Refused', ...(order.refusalReason ? { note: order.refusalReason } : {}) }
        : { at: order.approvalDecidedAt, event: 'Approved' },
    );
  // Without an SMTP server a mail is only written to the log: the history must not say it was sent.
  for (const mail of mails)
    if (mail.sentAt)
      history.push({
        at: mail.sentAt,
        event: `${MAIL_HISTORY_NAMES[mail.kind] ?? 'Mail'} ${mail.status === 'logged' ? 'logged' : 'sent'}`,
      });
  // Each mark and each mark taken back ("Not sent after all"): the order's columns say only the last.
  for (const mark of postChanges)
    history.push({ at: mark.createdAt, event: mark.change === 'sent' ? 'Sent by post' : 'Not sent after all' });
  for (const refund of refunds) history.push({ at: refund.createdAt, event: `Refund ${refund.status}` });
  for (const dispute of disputeChanges) {
    history.push({ at: dispute.createdAt, event: dispute.change === 'opened' ? 'Dispute opened' : 'Dispute closed' });
  }
  // The order's last change, when it left the happy path (a partial refund leaves it Charged).
  if (!['Created', 'Payment pending', 'Charged'].includes(order.status)) history.push({ at: order.updatedAt, event: order.status });
  return history.sort((a, b) => a.at.getTime() - b.at.getTime()).map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}

/** GET /api/orders/{orderId}: SPEC §2 /orders/{orderId}. Another organisation's order is 404. */
export async function getOrder(ctx: AppContext, actor: Actor, orderId: string): Promise<TOrderDetail> {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const order = await findOrder(tx, actor.orgId, orderId);
    if (!order) throw notFound('Order');
    const lines = await orderLinesOf(tx, actor.orgId, orderId);
    const tickets = await ticketsOfOrder(tx, actor.orgId, orderId);
    const payments = await paymentsOfOrder(tx, actor.orgId, orderId);
    const mails = await mailsOfOrder(tx, actor.orgId, orderId);
    const refunds = await refundsOfOrder(tx, actor.orgId, orderId);
    // Until when each admission's event lets it be refunded without an override, so the refund
    // dialog can say so before staff ask (the refund itself checks again).
    const policies = await refundPoliciesOf(tx, actor.orgId, eventLinesOf(lines));
    const refundableUntil = (line: EventLine) => refundDeadline(policies.get(line.occurrenceId)!, line.startsAt)?.toISOString() ?? null;
    const codes = await voucherCodesOfOrder(tx, actor.orgId, orderId);
    const paidWith = order.voucherPaidMinor > 0 ? await voucherPayingOrder(tx, actor.orgId, orderId) : null;
    const tours = lines.some((line) => line.kind === 'Product') ? await productAccessesOfOrder(tx, actor.orgId, orderId) : [];
    const disputeChanges = await disputeChangesOf(
      tx,
      actor.orgId,
      payments.map((payment) => payment.paymentId),
    );
    const buyer = order.consumer as Buyer;
    const language = order.language;
    // Names as the staff member reads them (the page's language, as the scanner and the xlsx do);
    // `language` stays the buyer's, for the mails.
    const reading = actor.language;
    return {
      orderId: order.orderId,
      orderNumber: String(order.orderNumber),
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      chargedAt: order.chargedAt?.toISOString() ?? null,
      customerName: customerName(buyer),
      email: buyer.email ?? '',
      companyName: buyer.company?.name ?? null,
      currency: order.currency as TOrderDetail['currency'],
      totalGrossAmount: order.totalGrossMinor,
      total: { net: order.totalNetMinor, tax: order.totalTaxMinor, gross: order.totalGrossMinor },
      paymentMethod: order.paymentMethod,
      ticketCount: tickets.length,
      contents: contentsOf(lines),
      refundedAmount: refunds.filter((refund) => refund.status === 'Refunded').reduce((sum, refund) => sum + refund.amountMinor, 0),
      refundFailed: refunds.some((refund) => refund.status === 'Failed'),
      posted: carriesPostage(order.fees),
      sentByPostAt: order.sentByPostAt?.toISOString() ?? null,
      language,
      consumer: order.consumer,
      lines: lines.map((line) => ({
        lineNo: line.lineNo,
        kind: line.kind,
        ...(line.kind === 'Event'
          ? {
              occurrenceId: line.occurrenceId,
              eventName: nameIn(line.eventNames, reading, 'en'),
              ticketName: nameIn(line.ticketNames, reading, 'en'),
              startsAt: line.startsAt.toISOString(),
              endsAt: line.endsAt.toISOString(),
              timeZone: line.timeZone,
              venueName: line.venueName,
              refundableUntil: refundableUntil(line),
            }
          : {
              occurrenceId: null,
              eventName: nameIn(line.sellableNames, reading, 'en'),
              // A tour's offer stands where a ticket type would; the other kinds have none.
              ticketName: offerNameIn(line.details, reading),
              startsAt: null,
              endsAt: null,
              timeZone: null,
              venueName: null,
              refundableUntil: null,
            }),
        quantity: line.quantity,
        unitGross: line.unitGrossMinor,
        vatBasisPoints: line.vatBasisPoints,
        totalGross: line.unitGrossMinor * line.quantity,
      })),
      fees: order.fees.map((fee) => ({
        category: fee.category,
        type: fee.type,
        value: fee.value,
        total: { net: fee.netMinor, tax: fee.taxMinor, gross: fee.grossMinor },
      })),
      tickets: tickets.map((ticket) => ({
        ticketId: ticket.ticketId,
        code: ticket.code,
        lineNo: ticket.lineNo,
        status: ticket.status,
        visitState: ticket.visitState,
        holderName: ticket.holderName,
      })),
      payments: payments.map((payment) => ({
        paymentId: payment.paymentId,
        provider: payment.provider,
        status: payment.status,
        amount: payment.amountMinor,
        createdAt: payment.createdAt.toISOString(),
        updatedAt: payment.updatedAt.toISOString(),
        disputeOpenedAt: payment.disputeOpenedAt?.toISOString() ?? null,
      })),
      mails: [...mails].reverse().map((mail) => ({
        kind: mail.kind,
        status: mail.status,
        attempts: mail.attempts,
        createdAt: mail.createdAt.toISOString(),
        sentAt: mail.sentAt?.toISOString() ?? null,
      })),
      refunds: refunds.map((refund) => ({
        refundId: refund.refundId,
        amount: refund.amountMinor,
        codesUsedAmount: refund.codesUsedMinor,
        codesCanceledAmount: refund.codesCanceledMinor,
        voucherAmount: refund.voucherMinor,
        ticketIds: refund.ticketIds,
        override: refund.override,
        status: refund.status,
        stalled: isStalledRefund(refund, ctx.now()),
        cause: refund.cause,
        createdAt: refund.createdAt.toISOString(),
      })),
      history: historyOf(order, payments, mails, refunds, disputeChanges, await postChangesOf(tx, actor.orgId, orderId)),
      voucherPaidAmount: order.voucherPaidMinor,
      paidWithCode: paidWith && { ...paidWith, expiresAt: paidWith.expiresAt?.toISOString() ?? null },
      voucherCodes: codes.map((code) => ({
        codeId: code.codeId,
        code: code.code,
        voucherId: code.voucherId,
        lineNo: code.lineNo,
        valueMinor: code.valueMinor,
        balanceMinor: code.balanceMinor,
        expiresAt: code.expiresAt?.toISOString() ?? null,
        status: code.status,
        recipientName: code.recipientName,
      })),
      tourAccesses: tours.map((access) => ({ accessId: access.accessId, code: access.code, lineNo: access.lineNo, status: access.status })),
    };
  });
}

/** POST /api/orders/{orderId}/resend: the confirmation with the tickets again, through the outbox. */
export async function resendConfirmation(ctx: AppContext, actor: Actor, orderId: string): Promise<TOrderDetail> {
  await inTenant(ctx.db, actor.orgId, async (tx) => {
    const order = await findOrder(tx, actor.orgId, orderId);
    if (!order) throw notFound('Order');
    if (order.status !== 'Charged' && order.status !== 'CheckoutCompleted') throw conflict(REFUND_MESSAGES.notResendable);
    await enqueueOrderConfirmation(tx, actor.orgId, orderId);
  });
  ctx.wakeOutbox();
  return getOrder(ctx, actor, orderId);
}
