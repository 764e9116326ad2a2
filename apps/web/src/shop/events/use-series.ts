import { useCallback, useEffect, useRef, useState } from 'react';
import type { TShopSeries } from '@foyer/contracts';
import { shopApi } from '../api/shop-api';
import { takeEarlySeries, takeWrittenSeries, writtenSeries } from './early-reads';

/**
 * SPEC §4: the first month of a series loads with the event, further months on demand, each
 * once and never two at the same time. A page written on the server starts with its first month.
 */
export function useSeries(seriesId: string, schoolClassId: string | null) {
  const [written] = useState(() => writtenSeries(seriesId, schoolClassId));
  const cache = useRef(new Map<string, TShopSeries>(written ? [[written.month, written]] : []));
  /** The written month stands for the first "the month of the next bookable date". */
  const writtenFirst = useRef(written);
  const busy = useRef(false);
  const [series, setSeries] = useState<TShopSeries | null>(written);
  // Used once: a later visit to the page reads its dates anew.
  useEffect(() => takeWrittenSeries(), []);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  /** Shows a month (yyyy-MM); null: the month of the next bookable occurrence. */
  const showMonth = useCallback(
    async (month: string | null) => {
      if (month === null && writtenFirst.current) {
        const first = writtenFirst.current;
        writtenFirst.current = null;
        return setSeries(first);
      }
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
