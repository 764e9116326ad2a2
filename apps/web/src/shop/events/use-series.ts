import { useCallback, useRef, useState } from 'react';
import type { TShopSeries } from '@foyer/contracts';
import { shopApi } from '../api/shop-api';
import { takeEarlySeries } from './early-reads';

/**
 * SPEC §4: the first month of a series loads with the event, further months on demand, each
 * once and never two at the same time.
 */
export function useSeries(seriesId: string, schoolClassId: string | null) {
  const cache = useRef(new Map<string, TShopSeries>());
  const busy = useRef(false);
  const [series, setSeries] = useState<TShopSeries | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  /** Shows a month (yyyy-MM); null: the month of the next bookable occurrence. */
  const showMonth = useCallback(
    async (month: string | null) => {
      const cached = month ? cache.current.get(month) : undefined;
      if (cached) return setSeries(cached);
      if (busy.current) return;
      busy.current = true;
      setLoading(true);
      try {
        const loaded = await (takeEarlySeries(seriesId, month, schoolClassId) ?? shopApi.series(seriesId, month, schoolClassId));
        cache.current.set(loaded.month, loaded);
        setSeries(loaded);
        setFailed(false);
      } catch (error) {
        console.warn('Could not load the dates', error);
        setFailed(true);
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [seriesId, schoolClassId],
  );

  /** Reads the shown month again, e.g. after the cart said a date is sold out. */
  const refresh = useCallback(async () => {
    if (!series) return;
    cache.current.delete(series.month);
    await showMonth(series.month);
  }, [series, showMonth]);

  return { series, loading, failed, showMonth, refresh };
}
