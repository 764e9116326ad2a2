import type { TVoucherCodeBalance } from '@foyer/contracts';
import type { RefusalReason } from '../api/http';

/**
 * Why a code the server knows cannot pay this order, in the server's own reasons (it refuses the
 * same at payment): another currency than the cart's is unknown here, then expired, used up, or
 * canceled (the balance read tells only that it is not usable, so what is left is the cancel).
 */
export function refusalOfCode(balance: TVoucherCodeBalance, currency: string, nowMs: number): RefusalReason | null {
  if (balance.currency !== currency) return { reason: 'voucherCodes.unknown' };
  if (balance.usable) return null;
  if (balance.expiresAt !== null && Date.parse(balance.expiresAt) <= nowMs) return { reason: 'voucherCodes.expired' };
  if (balance.balanceMinor <= 0) return { reason: 'voucherCodes.usedUp' };
  return { reason: 'voucherCodes.canceled' };
}

/** The read of a code that is not there (404) is the same refusal the payment gives. */
export const UNKNOWN_CODE: RefusalReason = { reason: 'voucherCodes.unknown' };
