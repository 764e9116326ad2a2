import { randomInt } from 'node:crypto';

/*
 * A gift voucher's code is typed by people (at the desk, in the shop) as well as scanned, so it
 * avoids characters read alike (0/O, 1/I/L, 5/S, 2/Z, 8/B) and is shown in groups of four:
 * 12 characters of 26 give about 56 bits, far beyond guessing at any rate the API allows.
 */
const ALPHABET = '3467ACDEFGHJKMNPQRTUVWXY';
const LENGTH = 12;

/** A new code, as stored: 12 characters without separators. */
export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The code as typed, as stored: case, spaces and dashes do not matter. */
export const normalizeVoucherCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/** The code as people read it: ABCD-EFGH-JKMN. */
export const displayVoucherCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
