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
