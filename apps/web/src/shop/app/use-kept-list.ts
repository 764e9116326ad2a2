import { useEffect, useState } from 'react';
import type { ShopLocale } from '../i18n/locale';

/**
 * A public list the shop reads once per museum and language and keeps (SPEC §3 shop state
 * "donations by donationId"; the gift vouchers likewise): the list and an item opened from it share
 * one answer, as there is no public read of one item.
 */
export type LoadedList<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: T[] };

export function keptList<T>(read: (orgId: string, locale: ShopLocale) => Promise<T[]>) {
  const kept = new Map<string, Promise<T[]>>();
  return function useKeptList(orgId: string, locale: ShopLocale): { loaded: LoadedList<T>; retry: () => void } {
    const [loaded, setLoaded] = useState<LoadedList<T>>({ state: 'loading' });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      let live = true;
      const key = `${orgId}|${locale}`;
      let reading = kept.get(key);
      if (!reading) {
        reading = read(orgId, locale);
        kept.set(key, reading);
        // A failed read is not kept: the next visit (or "Try again") asks again.
        reading.catch(() => kept.delete(key));
      }
      setLoaded({ state: 'loading' });
      reading.then(
        (items) => live && setLoaded({ state: 'ready', items }),
        () => live && setLoaded({ state: 'failed' }),
      );
      return () => {
        live = false;
      };
    }, [orgId, locale, attempt]);
    return { loaded, retry: () => setAttempt((n) => n + 1) };
  };
}
