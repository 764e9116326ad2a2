/*
 * A gift voucher's code is typed by people at the desk and in the shop: case, spaces and dashes
 * do not matter, and it is shown in groups of four (ABCD-EFGH-JKMN).
 */

/** The code as typed, as stored. */
export const normalizeVoucherCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/** The code as people read it: ABCD-EFGH-JKMN. */
export const displayVoucherCode = (code: string) =>
  normalizeVoucherCode(code)
    .match(/.{1,4}/g)
    ?.join('-') ?? code;

/** A stored code's length: the desk looks a code up once this much is typed. */
export const VOUCHER_CODE_LENGTH = 12;

/** What a gift voucher's code pays of an order, what is left to pay another way, and what stays on the code. */
export interface VoucherShare {
  paidMinor: number;
  leftMinor: number;
  keptOnCodeMinor: number;
}

/**
 * The code pays what its balance covers of the total, never more (the server takes the same
 * `min(balance, total)`); the rest stays on the code for a later order. No balance: it pays nothing.
 */
export function voucherShare(totalMinor: number, balanceMinor: number | null): VoucherShare {
  const balance = Math.max(0, balanceMinor ?? 0);
  const paidMinor = Math.min(balance, Math.max(0, totalMinor));
  return { paidMinor, leftMinor: Math.max(0, totalMinor) - paidMinor, keptOnCodeMinor: balance - paidMinor };
}
