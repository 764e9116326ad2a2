/**
 * The shop's language (SPEC §1): ?la= first (the /embed.js loader passes the host page's
 * <html lang> as ?la= too), then the frame element's lang when it can be read, then the browser.
 * Importing @foyer/i18n's index would bring every namespace into the shop, so the list is here.
 */
export const SHOP_LOCALES = ['en', 'da', 'de', 'nl'] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];

/** `da-DK` → `da`; null when the language is not one of ours. */
export function localeOf(candidate: string | null | undefined): ShopLocale | null {
  const base = candidate?.trim().toLowerCase().split(/[-_]/)[0];
  return (SHOP_LOCALES as readonly string[]).includes(base ?? '') ? (base as ShopLocale) : null;
}

export function chooseLocale(fromQuery: string | null, frameLang: string | null, browser: readonly string[]): ShopLocale {
  for (const candidate of [fromQuery, frameLang, ...browser]) {
    const locale = localeOf(candidate);
    if (locale) return locale;
  }
  return 'en';
}

/** The iframe element's lang, readable only when the host is on our own origin. */
export function frameLanguage(): string | null {
  try {
    return window.frameElement?.getAttribute('lang') ?? null;
  } catch {
    return null;
  }
}

/**
 * An Accept-Language header as the list `navigator.languages` gives in the browser that sent it:
 * by weight, then in the order written; languages weighted 0 are refused, so left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const weight = params.find((param) => param.startsWith('q='));
      const q = weight === undefined ? 1 : Number(weight.slice(2));
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((language) => language.tag !== '' && language.tag !== '*' && language.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((language) => language.tag);
}
