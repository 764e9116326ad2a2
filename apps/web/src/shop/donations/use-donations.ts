import { useEffect, useState } from 'react';
import type { TPublicDonation } from '@foyer/contracts';
import { shopApi } from '../api/shop-api';
import type { ShopLocale } from '../i18n/locale';

/**
 * SPEC §3 shop state "donations by donationId": the published campaigns, read once per museum and
 * language. The campaign page reads them from here (there is no public read of one campaign), so
 * the list and a campaign opened from it share one answer.
 */
const kept = new Map<string, Promise<TPublicDonation[]>>();

export type LoadedDonations = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; donations: TPublicDonation[] };

export function useDonations(orgId: string, locale: ShopLocale): { loaded: LoadedDonations; retry: () => void } {
  const [loaded, setLoaded] = useState<LoadedDonations>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const key = `${orgId}|${locale}`;
    let reading = kept.get(key);
    if (!reading) {
      reading = shopApi.donations(orgId, locale);
      kept.set(key, reading);
      // A failed read is not kept: the next visit (or "Try again") asks again.
      reading.catch(() => kept.delete(key));
    }
    setLoaded({ state: 'loading' });
    reading.then(
      (donations) => live && setLoaded({ state: 'ready', donations }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [orgId, locale, attempt]);
  return { loaded, retry: () => setAttempt((n) => n + 1) };
}
