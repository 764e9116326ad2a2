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

// How a code is typed and read is the domain's, shared with the web.
export { displayVoucherCode, normalizeVoucherCode } from '@foyer/domain';
