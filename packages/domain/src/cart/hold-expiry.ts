/**
 * How long tickets in a cart are held for the visitor (SPEC §9: 15 minutes, configurable per
 * organisation in newer wording). Instants are epoch milliseconds or Dates, always UTC.
 */
export const DEFAULT_HOLD_MINUTES = 15;
/** Bounds for an organisation's setting: under a minute nobody can pay; over a day blocks sales. */
export const MIN_HOLD_MINUTES = 1;
export const MAX_HOLD_MINUTES = 24 * 60;
/** SPEC §3: an empty cart has expiry 0. */
export const EMPTY_CART_EXPIRES_AT = 0;

export type Instant = Date | number;

function millisOf(instant: Instant): number {
  const millis = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(millis)) throw new RangeError('Not a valid instant');
  return millis;
}

export function assertHoldMinutes(holdMinutes: number) {
  if (!Number.isInteger(holdMinutes) || holdMinutes < MIN_HOLD_MINUTES || holdMinutes > MAX_HOLD_MINUTES)
    throw new RangeError(`Hold minutes must be a whole number from ${MIN_HOLD_MINUTES} to ${MAX_HOLD_MINUTES}, got ${holdMinutes}`);
}

/** When a hold taken at `heldAt` lapses. */
export function holdExpiresAt(heldAt: Instant, holdMinutes: number = DEFAULT_HOLD_MINUTES): Date {
  assertHoldMinutes(holdMinutes);
  return new Date(millisOf(heldAt) + holdMinutes * 60_000);
}

/**
 * Expired from the expiry instant on (inclusive), so that "expired" and "seconds remaining > 0"
 * never disagree, and the server, which releases the seats, is never later than the countdown.
 */
export const isHoldExpired = (expiresAt: Instant, now: Instant): boolean => millisOf(now) >= millisOf(expiresAt);

/**
 * Whole seconds left for the visible countdown, rounded up (it shows 0:01 until the very end, and
 * 0 exactly when the hold has expired), never negative.
 */
export function holdSecondsRemaining(expiresAt: Instant, now: Instant): number {
  return Math.max(0, Math.ceil((millisOf(expiresAt) - millisOf(now)) / 1000));
}

/** The countdown as m:ss (15:00, 0:09). */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The cart's expiresAt in epoch milliseconds: the earliest of its holds, because once that one
 * lapses the cart can no longer be paid as shown; 0 for a cart without holds (SPEC §3).
 */
export function cartExpiresAt(holdExpiries: readonly Instant[]): number {
  if (holdExpiries.length === 0) return EMPTY_CART_EXPIRES_AT;
  return Math.min(...holdExpiries.map(millisOf));
}
