/*
 * A digital tour's app: the address a museum gives for it, which the tour's access page (and the
 * tour app's check) turns into a link. Where the address holds TOUR_APP_CODE, the visitor's
 * access code goes there, so the app opens with the tour unlocked; without it, the link opens the
 * app (or its store page) and the visitor types the code. @foyer/contracts repeats
 * `isTourAppAddress` for the product's contract, because it imports zod only, as it does the EAN
 * check: keep the two equal (its tour-app-link.test.ts compares them).
 */

/** Where the access code goes in the app's address. */
export const TOUR_APP_CODE = '{code}';

/**
 * An address a visitor's phone may be sent to: https only (no javascript:, no plain http, no
 * custom schemes a desktop cannot open), with a host on the public web.
 */
export function isTourAppAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address.replaceAll(TOUR_APP_CODE, 'code'));
  } catch {
    return false;
  }
  // As typed, not as URL mends it ("https:///start" would be the host "start"), and a host of the
  // public web: a dotted name, not "localhost" or a name only the museum's network knows.
  return /^https:\/\/[^/]/i.test(address) && url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
}

/** The link that opens the tour app with this access code. */
export const tourAppLinkFor = (address: string, code: string): string => address.replaceAll(TOUR_APP_CODE, encodeURIComponent(code));
