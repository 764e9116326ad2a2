import { FALLBACK_LOCALE, pickLocale, type Locale } from '@foyer/i18n';

const STORAGE_KEY = 'foyer.locale';

/** The frame's lang: the embedding element's attribute when same-origin, else our document's. */
function frameLanguage(): string | null {
  try {
    const fromFrame = window.frameElement?.getAttribute('lang');
    if (fromFrame) return fromFrame;
  } catch {
    // A cross-origin parent hides its frame element.
  }
  return null;
}

/** Locale from ?la=, then the frame's lang, then what was remembered, then the browser. */
export function detectLocale(): Locale {
  const fromQuery = new URLSearchParams(window.location.search).get('la');
  const detected =
    pickLocale(fromQuery, frameLanguage()) ??
    pickLocale(readRemembered()) ??
    pickLocale(...(navigator.languages ?? [navigator.language])) ??
    FALLBACK_LOCALE;
  if (fromQuery && pickLocale(fromQuery)) remember(detected);
  return detected;
}

function readRemembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function remember(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
