import type { TPublicAnalyticsIntegration } from '@foyer/contracts';

/**
 * A visitor's answer to the shop's question whether the museum's tracking services may run.
 * Google Analytics and a Facebook Pixel set cookies and send what the visitor does to Google and
 * Meta, which under the GDPR and the ePrivacy rules needs the visitor's consent first: until they
 * allow it, nothing of theirs is loaded.
 */
export type ConsentChoice = 'granted' | 'denied';

/** Asked again after a year, as the Danish Data Protection Agency advises for cookie consent. */
export const CONSENT_LASTS_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Per organisation: consent is given to a museum, and one browser may visit several shops. */
export const consentKey = (orgId: string) => `foyer.shop.trackingConsent.${orgId}`;

/** The remembered answer while it lasts; anything else (none, expired, unreadable, blocked) is no answer. */
export function readConsent(storage: ChoiceStorage | null, orgId: string, now: number): ConsentChoice | null {
  let stored: string | null;
  try {
    stored = storage?.getItem(consentKey(orgId)) ?? null;
  } catch {
    return null;
  }
  if (!stored) return null;
  try {
    const { choice, at } = JSON.parse(stored) as { choice?: unknown; at?: unknown };
    if (choice !== 'granted' && choice !== 'denied') return null;
    if (typeof at !== 'number' || !Number.isFinite(at) || at > now) return null;
    return now - at < CONSENT_LASTS_DAYS * DAY_MS ? choice : null;
  } catch {
    return null;
  }
}

/** Remembers the answer with its moment; blocked storage means the question comes again next page. */
export function rememberConsent(storage: ChoiceStorage | null, orgId: string, choice: ConsentChoice, now: number): void {
  try {
    storage?.setItem(consentKey(orgId), JSON.stringify({ choice, at: now }));
  } catch {
    // Storage blocked (a strict browser in a frame): the answer holds for this page only.
  }
}

/** The services a visitor is asked about, each named once, and the companies their data goes to. */
export interface TrackingServices {
  names: string[];
  recipients: string[];
}

const SERVICES: Record<TPublicAnalyticsIntegration['type'], { name: string; recipient: string }> = {
  GoogleAnalytics: { name: 'Google Analytics', recipient: 'Google' },
  FacebookPixel: { name: 'Facebook Pixel', recipient: 'Meta' },
};

export function trackingServices(integrations: readonly TPublicAnalyticsIntegration[]): TrackingServices {
  const types = [...new Set(integrations.map((integration) => integration.type))].filter((type) => type in SERVICES);
  return { names: types.map((type) => SERVICES[type].name), recipients: types.map((type) => SERVICES[type].recipient) };
}
