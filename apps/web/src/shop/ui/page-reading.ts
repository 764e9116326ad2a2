import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/http';
import type { ReasonId } from '@foyer/contracts';

/** One thing a page reads by its id: under way, failed (not there, or not read) or there. */
export type PageReading<T> =
  | { state: 'loading' }
  /** `canceled`: not there because staff canceled it (an event), which the page says rather than "not found". */
  | { state: 'failed'; notFound: boolean; canceled?: true }
  | { state: 'ready'; value: T };

const CANCELED: ReasonId = 'shop.eventCanceled';

/**
 * A failed reading: a 404 means the thing is not there (the page says so and leads on), as does a
 * 400 on the id in the address (`params.…`) (a link cut short or mistyped: "Try again" could never help);
 * anything else may work on "Try again".
 */
export function failedReading(error: unknown): PageReading<never> {
  const notFound =
    error instanceof ApiError &&
    (error.status === 404 || (error.status === 400 && Object.keys(error.fields).some((path) => path.startsWith('params.'))));
  return notFound && error.why?.reason === CANCELED ? { state: 'failed', notFound, canceled: true } : { state: 'failed', notFound };
}

const LOADING: PageReading<never> = { state: 'loading' };

/**
 * Reads the page's one thing again whenever `key` (its id) changes, and on `retry`. "Try again"
 * leaves the failure on show until the new answer, as a page did before this hook; another key
 * starts from "Loading…" so nothing of the last thing is shown under the new one. A page written
 * on the server starts from what it was written with (`written`) and reads only on a retry.
 */
export function usePageReading<T>(
  key: string,
  read: () => Promise<T>,
  written: T | null = null,
): { reading: PageReading<T>; retry: () => void } {
  const [held, setHeld] = useState<{ key: string; reading: PageReading<T> } | null>(() =>
    written === null ? null : { key, reading: { state: 'ready', value: written } },
  );
  const startedWritten = useRef(written === null ? null : key);
  const [attempt, setAttempt] = useState(0);
  // The newest `read` (a closure over the page's props), without reading again on every render.
  const latestRead = useRef(read);
  latestRead.current = read;
  useEffect(() => {
    if (startedWritten.current === key) {
      startedWritten.current = null;
      return;
    }
    let live = true;
    latestRead.current().then(
      (value) => live && setHeld({ key, reading: { state: 'ready', value } }),
      (error: unknown) => live && setHeld({ key, reading: failedReading(error) }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return { reading: held?.key === key ? held.reading : LOADING, retry: () => setAttempt((n) => n + 1) };
}
