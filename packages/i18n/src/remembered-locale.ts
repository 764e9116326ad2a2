// Alone in its file: the back office and the server read it without @foyer/i18n's catalogues.
/**
 * The back office's chosen language is remembered in the browser's storage, which only the page
 * can read. The same choice goes into this cookie so the server can write index.html in it too:
 * its `lang` and the hint for that language's texts (apps/server/src/plugins/back-office-preloads.ts).
 * A preference the person made themselves, so a functional cookie, read by nothing else.
 */
export const LOCALE_COOKIE = 'foyer_locale';

/** A year: as long as the stored choice is kept in practice. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that remembers `locale` for every page of this site. */
export function localeCookie(locale: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${KEPT_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
