import { useEffect, useRef } from 'react';

interface PagedQueryState {
  isSuccess: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
}

/**
 * SPEC §8: when loading another page (or page size) fails, go back to the page and size that
 * last loaded, and say so. A failure after the filters changed is not a page change: the caller
 * shows its failed-operation widget then. Returns whether the current failure is a page change.
 */
export function usePageRestore<P extends { page: number; size: number }>(options: {
  query: PagedQueryState;
  params: P;
  /** Whether two parameter sets differ only in page and size. */
  sameFilters: (a: P, b: P) => boolean;
  restore: (page: number, size: number) => void;
  onRestore: () => void;
}): boolean {
  const { query, params, sameFilters, restore, onRestore } = options;
  const lastShown = useRef<P | null>(null);
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData) lastShown.current = params;
  });
  const failedPageChange = query.isError && lastShown.current !== null && sameFilters(lastShown.current, params);
  useEffect(() => {
    if (!failedPageChange || !lastShown.current) return;
    onRestore();
    restore(lastShown.current.page, lastShown.current.size);
    // Only the failure itself should trigger a restore.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedPageChange]);
  return failedPageChange;
}
