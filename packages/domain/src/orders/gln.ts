/**
 * An EAN location number (GLN, GS1) as Danish public institutions give it for invoicing: 13
 * digits, the last a GS1 mod-10 check digit. Weights 3 and 1 alternate from the digit next to
 * the check digit leftwards; the check digit brings the weighted sum up to a multiple of 10.
 * A typo in one digit, or two neighbours swapped, is caught (most of them).
 */
export const GLN_LENGTH = 13;

/** The check digit the first 12 digits call for. */
export function glnCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < first12.length; i += 1) {
    const fromRight = first12.length - i; // 1 for the digit next to the check digit
    sum += Number(first12[i]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Numbers beginning with seven zeros are GS1's reserve beside the 8-digit codes and never issued
 * as a location number: "0000000000000" has a right check digit and is no one's EAN.
 */
export const isReservedGln = (ean: string) => ean.startsWith('0000000');

/** Whether `ean` is 13 digits with the right GS1 check digit, outside GS1's reserve. */
export function isValidGln(ean: string): boolean {
  if (!/^\d{13}$/.test(ean) || isReservedGln(ean)) return false;
  return glnCheckDigit(ean.slice(0, GLN_LENGTH - 1)) === Number(ean[GLN_LENGTH - 1]);
}
