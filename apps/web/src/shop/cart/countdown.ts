/** The cart's hold countdown (SPEC §9: tickets are held for the organisation's hold time). */

/**
 * Whole seconds left until `expiresAt` (epoch ms); 0 once passed or for an empty cart (expiresAt 0).
 * Never more than the hold time, whatever the browser's and the server's clocks say.
 */
export function secondsLeft(expiresAt: number, now: number, holdMinutes?: number): number {
  if (expiresAt <= 0) return 0;
  const left = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return holdMinutes && holdMinutes > 0 ? Math.min(left, holdMinutes * 60) : left;
}

/** mm:ss, minutes unbounded (a 90-minute hold reads 90:00). */
export function countdownText(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** Screen readers hear the countdown only at these minutes, not every second. */
export const ANNOUNCED_MINUTES = [5, 1] as const;

/** The minute mark passed between two ticks (e.g. 301 s → 300 s gives 5), or null. */
export function minuteMarkPassed(before: number, after: number): number | null {
  for (const minutes of ANNOUNCED_MINUTES) if (before > minutes * 60 && after <= minutes * 60 && after > 0) return minutes;
  return null;
}
