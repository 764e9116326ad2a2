import { useSyncExternalStore } from 'react';

/** The address bar as the shop reads it: path and query, updated on push, replace and back. */
const CHANGE = 'shop:navigate';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
};

const snapshot = () => window.location.pathname + window.location.search;

/**
 * Re-renders on every navigation; returns `pathname + search`. `written` is the address a page is
 * written for on the server (shop.html with its first page); in the browser, hydrating that page
 * reads the address bar, which is the same one.
 */
export function useAddress(written?: string): string {
  return useSyncExternalStore(subscribe, snapshot, () => written ?? snapshot());
}

/** Goes to a path inside the shop (same document); `replace` keeps the history short for filters. */
export function navigate(to: string, options: { replace?: boolean } = {}) {
  if (to === snapshot()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(CHANGE));
  if (!options.replace) window.scrollTo(0, 0);
}
