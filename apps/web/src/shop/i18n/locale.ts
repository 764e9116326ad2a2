/**
 * The shop's language (SPEC §1): ?la= first (the /embed.js loader passes the host page's
 * <html lang> as ?la= too), then the frame element's lang when it can be read, then the browser,
 * then the museum's own language setting.
 * Importing @foyer/i18n's index would bring every namespace into the shop, so the list is here.
 */
export const SHOP_LOCALES = ['en', 'da', 'de', 'nl'] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];

/** `da-DK` → `da`; null when the language is not one of ours. */
export function localeOf(candidate: string | null | undefined): ShopLocale | null {
  const base = candidate?.trim().toLowerCase().split(/[-_]/)[0];
  return (SHOP_LOCALES as readonly string[]).includes(base ?? '') ? (base as ShopLocale) : null;
}

/** The first of the visitor's languages that is one of ours: ?la=, the frame's lang, the browser's; null when none is. */
export function visitorLocale(fromQuery: string | null, frameLang: string | null, browser: readonly string[]): ShopLocale | null {
  for (const candidate of [fromQuery, frameLang, ...browser]) {
    const locale = localeOf(candidate);
    if (locale) return locale;
  }
  return null;
}

/**
 * The visitor's language when it is one of ours, else the museum's (its LANGUAGE setting: "the
 * language of your shop and emails when the visitor has not chosen one"), else English.
 */
export function chooseLocale(
  fromQuery: string | null,
  frameLang: string | null,
  browser: readonly string[],
  museumLanguage: string | null = null,
): ShopLocale {
  return visitorLocale(fromQuery, frameLang, browser) ?? localeOf(museumLanguage) ?? 'en';
}

/** The iframe element's lang, readable only when the host is on our own origin. */
export function frameLanguage(): string | null {
  try {
    return window.frameElement?.getAttribute('lang') ?? null;
  } catch {
    return null;
  }
}

export { acceptedLanguages } from '@foyer/i18n/accept-language';
