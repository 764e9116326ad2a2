import type { TVoucherCodeSale } from '@foyer/contracts';

/**
 * A code's state as staff read it: the stored status says Active until a code is canceled, but a
 * code with nothing left, or past its last day, pays for nothing more.
 */
export function voucherCodeState(
  code: Pick<TVoucherCodeSale, 'status' | 'balanceMinor' | 'expiresAt'>,
  now: Date = new Date(),
): 'Active' | 'UsedUp' | 'Expired' | 'Canceled' {
  if (code.status === 'Canceled') return 'Canceled';
  if (code.balanceMinor <= 0) return 'UsedUp';
  if (code.expiresAt && Date.parse(code.expiresAt) <= now.getTime()) return 'Expired';
  return 'Active';
}

/** A code with something left on it may be canceled (an expired one too, to refund its rest); a used-up one has nothing to cancel. */
export const mayCancelVoucherCode = (code: Pick<TVoucherCodeSale, 'status' | 'balanceMinor' | 'expiresAt'>, now: Date = new Date()) =>
  ['Active', 'Expired'].includes(voucherCodeState(code, now));
