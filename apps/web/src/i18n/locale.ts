import { FALLBACK_LOCALE, pickLocale, type Locale } from '@foyer/i18n';
import { LOCALE_COOKIE, localeCookie } from '@foyer/i18n/remembered-locale';

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
  else tellServer(pickLocale(readRemembered()));
  return detected;
}

/**
 * Puts the remembered choice in the cookie the server reads for index.html (LOCALE_COOKIE), for a
 * choice remembered before the cookie existed or whose cookie was cleared.
 */
function tellServer(remembered: Locale | null) {
  if (remembered && !document.cookie.split('; ').includes(`${LOCALE_COOKIE}=${remembered}`)) writeCookie(remembered);
}

function writeCookie(locale: Locale) {
  try {
    document.cookie = localeCookie(locale, window.location.protocol === 'https:');
  } catch {
    // A sandboxed frame may not set cookies: only the server's guess is poorer.
  }
}

function readRemembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the choice in the browser, and tells the server through the cookie. */
export function remember(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  writeCookie(locale);
}
