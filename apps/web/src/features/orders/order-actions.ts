import type { OrderStatus, TOrderDetail, TRefundRequestInput } from '@foyer/contracts';
import { ApiError } from '../../shared/api/api-client';

type Ticket = TOrderDetail['tickets'][number];

/**
 * SPEC §4: only a charged order has money to give back (the server answers 409 otherwise): its
 * tickets one by one, or, for an order of donations, gift vouchers or tours alone, the whole order.
 */
export const canRefund = (order: Pick<TOrderDetail, 'status' | 'tickets'>) =>
  order.status === 'Charged' && (ticketless(order) || order.tickets.some((ticket) => ticket.status !== 'CANCELED'));

/** An order that sold no admissions (a donation, gift vouchers, tours): it is refunded whole. */
export const ticketless = (order: Pick<TOrderDetail, 'tickets'>) => order.tickets.length === 0;

/**
 * What else a refund of the rest of the order takes with it: its lines that are not tickets (a
 * donation, gift vouchers, digital tours), which the dialog names; it listed only tickets and
 * refunded a donation beside them unsaid (a review walk).
 */
export const goesWithTheRest = (order: Pick<TOrderDetail, 'lines'>) => order.lines.filter((line) => line.kind !== 'Event');

/** The confirmation can be sent again for a charged or invoiced order. */
export const canResend = (status: OrderStatus) => status === 'Charged' || status === 'CheckoutCompleted';

/** An Institution's EAN order awaiting approval (Pending): staff approve or refuse it, nothing else. */
/** A posted order with tickets to send (paid or invoiced) that staff have not marked sent yet. */
export const canMarkSentByPost = (order: Pick<TOrderDetail, 'status' | 'posted' | 'sentByPostAt'>) =>
  order.posted && order.sentByPostAt === null && canResend(order.status);

/** What a posted order not marked sent waits for: to be sent, or nothing (refunded, canceled, not yet paid or approved). */
export function postWaitKey(status: OrderStatus): string {
  if (canResend(status)) return 'orders.post.notSent';
  if (status === 'Refunded' || status === 'RefundRequested') return 'orders.post.nothingRefunded';
  if (status === 'Canceled' || status === 'CouldNotLock') return 'orders.post.nothingCanceled';
  return 'orders.post.nothingYet';
}

export const canDecide = (status: OrderStatus) => status === 'Pending';

/** An unpaid order (its places are still held) or an invoiced one may be canceled; a paid one is refunded instead. */
export const canCancel = (status: OrderStatus) => status === 'Created' || status === 'Payment pending' || status === 'CheckoutCompleted';

/**
 * How a ticket can be chosen in the refund dialog: an unused one always; a used or expired one
 * only against the policy (the server refuses it otherwise); a canceled one never.
 */
export type TicketChoice = 'open' | 'needsOverride' | 'canceled';

export function ticketChoice(ticket: Pick<Ticket, 'status'>): TicketChoice {
  if (ticket.status === 'CANCELED') return 'canceled';
  return ticket.status === 'NOT_ACTIVATED' ? 'open' : 'needsOverride';
}

export const isSelectable = (ticket: Pick<Ticket, 'status'>, override: boolean) => {
  const choice = ticketChoice(ticket);
  return choice === 'open' || (choice === 'needsOverride' && override);
};

/** What the dialog starts with: every ticket still valid, as the server's "refund the order" would. */
export const preselectedTickets = (order: Pick<TOrderDetail, 'tickets'>): string[] =>
  order.tickets.filter((ticket) => ticketChoice(ticket) === 'open').map((ticket) => ticket.ticketId);

/**
 * Whether any chosen ticket is past what its event's refund policy allows at `now` (its line's
 * `refundableUntil`; null: the policy never refunds). The dialog says so before staff ask; the
 * server decides again.
 */
export function beyondRefundPolicy(order: Pick<TOrderDetail, 'tickets' | 'lines'>, selected: readonly string[], now: Date): boolean {
  return order.tickets.some((ticket) => {
    if (!selected.includes(ticket.ticketId)) return false;
    const line = order.lines.find((l) => l.lineNo === ticket.lineNo);
    if (!line || line.kind !== 'Event') return false;
    return line.refundableUntil === null || now.getTime() >= new Date(line.refundableUntil).getTime();
  });
}

/** The choice after the override switch changes: used or expired tickets drop out when it is turned off. */
export const selectionAfterOverride = (order: Pick<TOrderDetail, 'tickets'>, selected: readonly string[], override: boolean) =>
  order.tickets.filter((ticket) => selected.includes(ticket.ticketId) && isSelectable(ticket, override)).map((ticket) => ticket.ticketId);

/** Money already given back (or on its way): a failed refund does not count, as on the server. */
export const refundedSoFar = (order: Pick<TOrderDetail, 'refunds'>) =>
  order.refunds.filter((refund) => refund.status !== 'Failed').reduce((sum, refund) => sum + refund.amount, 0);

export interface RefundPreview {
  /** Minor units of the order's currency. */
  amount: number;
  count: number;
  /**
   * Every ticket not yet canceled is chosen: the refund closes the order and, as the server
   * computes it, returns what is left of the total, fees and rounding included.
   */
  rest: boolean;
  /** The rest is the whole order: nothing of it was refunded or canceled before. */
  whole: boolean;
  /**
   * With the rest, the gift vouchers the order sold are taken back: what their codes paid for
   * since is kept (left out of `amount`), what is left on them is canceled (within `amount`).
   */
  codesUsed: number;
  codesCanceled: number;
}

/** What the codes the order sold have paid for since, and what is left on them (as refund-core takes them back). */
function codesTakenBack(order: Pick<TOrderDetail, 'voucherCodes'>) {
  const codes = order.voucherCodes;
  return {
    codesUsed: codes.reduce((sum, code) => sum + code.valueMinor - code.balanceMinor, 0),
    codesCanceled: codes.reduce((sum, code) => sum + code.balanceMinor, 0),
  };
}
const NO_CODES = { codesUsed: 0, codesCanceled: 0 };

/** What the server will refund for the chosen tickets (refund-order.service): their unit prices, or the rest of the order less what its gift vouchers paid for since. */
export function refundPreview(
  order: Pick<TOrderDetail, 'tickets' | 'lines' | 'refunds' | 'totalGrossAmount' | 'voucherCodes'>,
  selected: readonly string[],
): RefundPreview {
  if (ticketless(order)) {
    const codes = codesTakenBack(order);
    const amount = Math.max(0, order.totalGrossAmount - refundedSoFar(order) - codes.codesUsed);
    return { amount, count: 0, rest: true, whole: order.refunds.length === 0, ...codes };
  }
  const remaining = order.tickets.filter((ticket) => ticket.status !== 'CANCELED');
  const chosen = remaining.filter((ticket) => selected.includes(ticket.ticketId));
  const rest = chosen.length > 0 && chosen.length === remaining.length;
  const codes = rest ? codesTakenBack(order) : NO_CODES;
  const amount = rest
    ? order.totalGrossAmount - refundedSoFar(order) - codes.codesUsed
    : chosen.reduce((sum, ticket) => sum + (order.lines.find((line) => line.lineNo === ticket.lineNo)?.unitGross ?? 0), 0);
  const whole = rest && remaining.length === order.tickets.length;
  return { amount: Math.max(0, amount), count: chosen.length, rest, whole, ...codes };
}

/** The body of POST /api/orders/{id}/refund: the tickets named in the order they are listed, so `ticketIds.N` finds its row. */
export function refundRequest(order: Pick<TOrderDetail, 'tickets'>, selected: readonly string[], override: boolean): TRefundRequestInput {
  // Nothing to name: the whole order (its donations, vouchers, tours) is refunded.
  if (ticketless(order)) return { override };
  return {
    ticketIds: order.tickets.filter((ticket) => selected.includes(ticket.ticketId)).map((ticket) => ticket.ticketId),
    override,
  };
}

/** A failed refund as the dialog shows it; the messages are the server's English, translated by the caller. */
export interface RefundFailure {
  /** The headline: the server's message, or null for a network or server failure (the caller's generic text). */
  message: string | null;
  /** Messages that belong to one ticket, by ticket id. */
  perTicket: Record<string, string>;
  /** The refund policy refused it: offer the override. */
  policy: boolean;
  /** The tickets were canceled but the provider did not pay out: the order shows a Failed refund. */
  providerFailed: boolean;
}

/** Reads a refund's error: `override` (policy), `ticketIds.N` (per ticket, N into the ids sent), 502 payment_provider_failed. */
export function refundFailure(error: unknown, sentTicketIds: readonly string[]): RefundFailure {
  const failure: RefundFailure = { message: null, perTicket: {}, policy: false, providerFailed: false };
  if (!(error instanceof ApiError)) return failure;
  if (error.code === 'payment_provider_failed') return { ...failure, message: error.message, providerFailed: true };
  if (error.status === 0 || error.status >= 500) return failure;
  failure.message = error.message;
  for (const [path, message] of Object.entries(error.fields)) {
    if (path === 'override') failure.policy = true;
    const match = /^ticketIds\.(\d+)$/.exec(path);
    const ticketId = match ? sentTicketIds[Number(match[1])] : undefined;
    if (ticketId) failure.perTicket[ticketId] = message;
  }
  return failure;
}
