import type { RefundRow } from './refunds.repository.js';

/**
 * How long a staff refund may stay Requested before it counts as stalled: its provider call never
 * came back (the server stopped between asking and recording the answer). Far above any provider
 * call's own timeout (Stripe's client gives up after 20 s), so a call still under way is never
 * taken for a stalled one and asked a second time beside it.
 */
export const REFUND_STALLS_AFTER_MS = 10 * 60_000;

/**
 * A refund staff may try again although the provider never refused it. Only staff's own refunds:
 * a canceled date's refunds are resumed by their outbox rows.
 */
export function isStalledRefund(refund: Pick<RefundRow, 'status' | 'cause' | 'updatedAt'>, now: Date): boolean {
  return refund.status === 'Requested' && refund.cause === null && now.getTime() - refund.updatedAt.getTime() >= REFUND_STALLS_AFTER_MS;
}

/** The latest last change a Requested refund may have had to count as stalled at `now`. */
export const stalledSince = (now: Date) => new Date(now.getTime() - REFUND_STALLS_AFTER_MS);
