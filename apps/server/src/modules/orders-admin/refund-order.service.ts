import { REFUND_MESSAGES, type TOrderDetail, type TRefundRequest } from '@foyer/contracts';
import { cancel, refundAllowed, type TicketRefusal } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.js';
import {
  applyRefund,
  findOrder,
  eventLinesOf,
  orderLinesOf,
  paymentsOfOrder,
  queueRefundMail,
  refundsOfOrder,
  reopenRefund,
  settleRefund,
  type PaymentRow,
  type RefundRow,
} from '../orders/index.js';
import { ticketsOfOrder } from '../tickets/index.js';
import { paymentProviderNamed } from '../payments/index.js';
import { getOrder } from './orders-admin.service.js';
import { refundPoliciesOf } from './refund-policies.js';

const REFUSAL_TEXT: Record<TicketRefusal['reason'], string> = {
  canceled: REFUND_MESSAGES.canceled,
  expired: REFUND_MESSAGES.expired,
  used: REFUND_MESSAGES.used,
  alreadyActivated: REFUND_MESSAGES.used,
  alreadyVisited: REFUND_MESSAGES.used,
};

/**
 * Step one, in one transaction with the order locked: check, cancel the tickets, give their places
 * back, and write the refund as requested. Two refunds of one order queue on the lock, so no ticket
 * is refunded twice. The money is asked for afterwards, outside any transaction (DESIGN §4).
 */
function reserveRefund(ctx: AppContext, actor: Actor, orderId: string, request: TRefundRequest) {
  const orgId = actor.orgId;
  return inTenant(ctx.db, orgId, async (tx) => {
    const order = await findOrder(tx, orgId, orderId, true);
    if (!order) throw notFound('Order');
    if (order.status !== 'Charged') throw conflict(REFUND_MESSAGES.notRefundable);
    // Refunds are per ticket: the order's admissions.
    const allLines = await orderLinesOf(tx, orgId, orderId);
    const lines = eventLinesOf(allLines);
    const tickets = await ticketsOfOrder(tx, orgId, orderId);
    const now = ctx.now();

    const named = request.ticketIds
      ? [...new Set(request.ticketIds)]
      : tickets
          .filter((ticket) => ticket.status !== 'CANCELED' && (request.override || ticket.status === 'NOT_ACTIVATED'))
          .map((t) => t.ticketId);
    const unknown: Record<string, string> = {};
    const refused: Record<string, string> = {};
    named.forEach((ticketId, index) => {
      const ticket = tickets.find((t) => t.ticketId === ticketId);
      const path = request.ticketIds ? `ticketIds.${index}` : 'ticketIds';
      if (!ticket) return void (unknown[path] = REFUND_MESSAGES.notInOrder);
      const line = lines.find((l) => l.lineNo === ticket.lineNo)!;
      const outcome = cancel(
        {
          status: ticket.status,
          activatedAt: null,
          activationVenueId: null,
          visits: [],
          occurrenceEndsAt: line.endsAt,
          validityMinutes: null,
          perVenueVisits: false,
        },
        { override: request.override },
      );
      if (!outcome.ok) refused[path] = REFUSAL_TEXT[outcome.refusal.reason];
    });
    if (Object.keys(unknown).length > 0) throw invalid(unknown, REFUND_MESSAGES.notInOrder);
    if (Object.keys(refused).length > 0) throw conflict(Object.values(refused)[0]!, refused);
    // Donations and vouchers have no tickets: refunding the whole order refunds their money too
    // (of a gift voucher, what is left on its code: applyRefund takes the codes back).
    const moneyBeyondTickets = !request.ticketIds && allLines.some((line) => line.kind !== 'Event');
    if (named.length === 0 && !moneyBeyondTickets)
      throw conflict(REFUND_MESSAGES.nothingToRefund, { ticketIds: REFUND_MESSAGES.nothingToRefund });

    const chosen = tickets.filter((ticket) => named.includes(ticket.ticketId));
    if (!request.override) {
      const policies = await refundPoliciesOf(tx, orgId, lines);
      const late = chosen.some((ticket) => {
        const line = lines.find((l) => l.lineNo === ticket.lineNo)!;
        return !refundAllowed(policies.get(line.occurrenceId)!, line.startsAt, now);
      });
      if (late) throw conflict(REFUND_MESSAGES.policy, { override: REFUND_MESSAGES.policy });
    }

    const payment = (await paymentsOfOrder(tx, orgId, orderId)).find((p) => p.status === 'Charged');
    const refund = await applyRefund(tx, order, {
      lines,
      tickets,
      ticketIds: named,
      override: request.override,
      requestedBy: actor.userId,
      payment,
    });
    return { refund, payment: providerToAsk(refund, payment) };
  });
}

/** The payment whose provider pays this refund back; none when nothing goes back to a card (or it went already). */
export const providerToAsk = (refund: RefundRow, payment: PaymentRow | undefined) =>
  refund.amountMinor - refund.voucherMinor > 0 && refund.status === 'Requested' ? payment : undefined;

/**
 * The provider's idempotency key of a refund's try: our refund's id, so a call repeated after a
 * crash refunds once; a try staff ask for after a refusal has its own (the provider would answer
 * the first key with its refusal again).
 */
const refundKeyOf = (refund: Pick<RefundRow, 'refundId' | 'attempts'>) =>
  refund.attempts <= 1 ? refund.refundId : `${refund.refundId}-${refund.attempts}`;

/**
 * Step two, outside any transaction: the provider pays the card's part back, and the refund is
 * settled as Refunded (the buyer mailed) or Failed with the provider's error, which is returned.
 */
export async function payBack(ctx: AppContext, orgId: string, refund: RefundRow, payment: PaymentRow): Promise<string | null> {
  let failure: string | null = null;
  try {
    const provider = await paymentProviderNamed(ctx, payment.provider, payment.orgId);
    if (!provider) throw new Error(`No payment provider named ${payment.provider}`);
    // Only the card's part: what a gift voucher paid went back on its code.
    await provider.refund(payment.providerPaymentId, refund.amountMinor - refund.voucherMinor, refundKeyOf(refund));
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  await inTenant(ctx.db, orgId, async (tx) => {
    // A try answered after staff tried again (it had stalled) leaves the refund to the later try.
    if (!(await settleRefund(tx, orgId, refund, failure ? 'Failed' : 'Refunded', failure))) return;
    // The buyer hears of it once the money is on its way back.
    const order = await findOrder(tx, orgId, refund.orderId);
    if (!failure && order) await queueRefundMail(tx, order, { ...refund, status: 'Refunded' });
  });
  return failure;
}

/**
 * POST /api/orders/{orderId}/refund. The tickets are canceled and their places free at once; the
 * money goes back through the order's payment provider. When the provider fails the refund stays
 * recorded as Failed (with the error) and the answer is 502: staff see it on the order.
 */
export async function refundOrder(ctx: AppContext, actor: Actor, orderId: string, request: TRefundRequest): Promise<TOrderDetail> {
  const { refund, payment } = await reserveRefund(ctx, actor, orderId, request);
  ctx.wakeOutbox();
  const failure = payment ? await payBack(ctx, actor.orgId, refund, payment) : null;
  ctx.wakeOutbox();
  if (failure) throw new AppError('payment_provider_failed', REFUND_MESSAGES.providerFailed);
  return getOrder(ctx, actor, orderId);
}

/**
 * POST /api/orders/{orderId}/refunds/{refundId}/retry: a refund the provider refused, or one whose
 * provider call never answered (stalled: the server stopped between asking and recording), asked
 * again. Its tickets were canceled and their places given back when it was made; only the money is
 * missing. Before asking, the provider's own record is read: when it already shows this refund
 * paid back (what our other refunds of the payment and this one add up to: the refusal was a lost
 * answer, the stalled call went through, or staff refunded at the provider), the refund is settled
 * without asking twice; when it shows what our other refunds add up to, the provider is asked; when
 * it fits neither, nothing is asked (409) and staff check with the provider; unread (the provider
 * down), nothing is asked either (502, try again later). Money is never guessed at.
 */
export async function retryRefund(ctx: AppContext, actor: Actor, orderId: string, refundId: string): Promise<TOrderDetail> {
  const orgId = actor.orgId;
  const { refund, payment, paidBackBefore } = await inTenant(ctx.db, orgId, async (tx) => {
    const order = await findOrder(tx, orgId, orderId, true);
    if (!order) throw notFound('Order');
    const refunds = await refundsOfOrder(tx, orgId, orderId);
    const asked = refunds.find((row) => row.refundId === refundId);
    if (!asked) throw notFound('Refund');
    const payment = (await paymentsOfOrder(tx, orgId, orderId)).find((p) => p.paymentId === asked.paymentId);
    // Under the order's lock: a second click finds it Requested and not stalled (409).
    const reopened = payment && (await reopenRefund(tx, orgId, refundId, ctx.now()));
    if (!reopened) throw conflict(REFUND_MESSAGES.notFailed, { refundId: REFUND_MESSAGES.notFailed });
    const paidBackBefore = refunds
      .filter((row) => row.paymentId === payment.paymentId && row.status === 'Refunded')
      .reduce((sum, row) => sum + row.amountMinor - row.voucherMinor, 0);
    return { refund: reopened, payment, paidBackBefore };
  });
  const provider = await paymentProviderNamed(ctx, payment.provider, payment.orgId);
  const atProvider = provider ? await provider.getPayment(payment.providerPaymentId).catch(() => null) : null;
  const cardPart = refund.amountMinor - refund.voucherMinor;
  if (!atProvider) {
    // Unread, the provider might have paid it back after all: asking again could pay it twice.
    await inTenant(ctx.db, orgId, (tx) => settleRefund(tx, orgId, refund, 'Failed', 'The payment could not be read at the provider'));
    throw new AppError('payment_provider_failed', REFUND_MESSAGES.providerFailed);
  }
  if (atProvider.refundedMinor === paidBackBefore + cardPart) {
    // Paid back already: the refusal we recorded, or the silence, was not the provider's last word.
    await inTenant(ctx.db, orgId, async (tx) => {
      if (!(await settleRefund(tx, orgId, refund, 'Refunded'))) return;
      const order = await findOrder(tx, orgId, orderId);
      if (order) await queueRefundMail(tx, order, { ...refund, status: 'Refunded' });
    });
  } else if (atProvider.refundedMinor !== paidBackBefore) {
    await inTenant(ctx.db, orgId, (tx) => settleRefund(tx, orgId, refund, 'Failed', REFUND_MESSAGES.providerMismatch));
    throw conflict(REFUND_MESSAGES.providerMismatch, { refundId: REFUND_MESSAGES.providerMismatch });
  } else {
    const failure = await payBack(ctx, orgId, refund, payment);
    ctx.wakeOutbox();
    if (failure) throw new AppError('payment_provider_failed', REFUND_MESSAGES.providerFailed);
  }
  ctx.wakeOutbox();
  return getOrder(ctx, actor, orderId);
}
