/**
 * SPEC §9 refund policies: when a visitor may have their money back without staff overriding.
 * - DAYS_1 / DAYS_7 / DAYS_30: until that many days (24-hour periods) before the occurrence starts.
 * - UNSPECIFIED: the event promises nothing either way; until the occurrence starts.
 * - NO_REFUNDS, NO_REFUNDS_UNLESS_RESCHEDULED: never (a rescheduled event is refunded by staff,
 *   with the override, since we do not track rescheduling).
 * After the start, only an override refunds.
 */
export type RefundPolicy = 'DAYS_1' | 'DAYS_7' | 'DAYS_30' | 'UNSPECIFIED' | 'NO_REFUNDS' | 'NO_REFUNDS_UNLESS_RESCHEDULED';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_BEFORE: Partial<Record<RefundPolicy, number>> = { DAYS_1: 1, DAYS_7: 7, DAYS_30: 30, UNSPECIFIED: 0 };

/** The last moment the policy refunds a ticket for an occurrence starting at `startsAt`; null: never. */
export function refundDeadline(policy: RefundPolicy, startsAt: Date): Date | null {
  const days = DAYS_BEFORE[policy];
  return days === undefined ? null : new Date(startsAt.getTime() - days * DAY_MS);
}

export function refundAllowed(policy: RefundPolicy, startsAt: Date, now: Date): boolean {
  const deadline = refundDeadline(policy, startsAt);
  return deadline !== null && now.getTime() < deadline.getTime();
}
