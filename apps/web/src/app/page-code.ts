/**
 * A page's code is its own chunk, fetched when the page is first opened (route-helpers.ts). When
 * it cannot be fetched, most often a new version of Foyer was deployed since this tab loaded: the
 * old chunks are gone, and only a reload learns the new names. Otherwise it is the network.
 */
export class PageCodeMissing extends Error {
  constructor(cause: unknown) {
    super('The page’s code could not be fetched', { cause });
    this.name = 'PageCodeMissing';
  }
}

const RELOADED_AT = 'foyer.pageCodeReloadedAt';
/** A second failure this soon after reloading is not a new version: the page says so instead. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * Whether to reload the tab for a new version: once, not again within a minute, and not when
 * offline (the browser would show its own error page instead of ours). Without storage there is
 * no knowing whether a reload already failed, so none.
 */
export function mayReloadForNewVersion(now = Date.now()): boolean {
  if (!navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    return !last || now - last >= RELOAD_AGAIN_AFTER_MS;
  } catch {
    return false;
  }
}

/** Reloads the tab at the address being opened; nothing typed is lost, the person was leaving the page. */
export function reloadForNewVersion(now = Date.now()) {
  try {
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    // mayReloadForNewVersion said storage works.
  }
  window.location.reload();
}
