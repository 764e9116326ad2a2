/*
 * What a product's tour app address may be (its contract's check). The logic is @foyer/domain's
 * (sales/tour-app-link.ts, with the link it makes); repeated here because contracts import zod
 * only. Keep the two equal: tour-app-link.test.ts compares them.
 */

/** Where the access code goes in the app's address. */
export const TOUR_APP_CODE = '{code}';

/** Longest address kept. */
export const MAX_TOUR_APP_ADDRESS = 500;

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
