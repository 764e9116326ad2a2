import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { filtersKey, isUnfiltered, readListState, writeListState, type ListAddress, type ListState } from './url-list-state';

/** How long typing must pause before the search reaches the address (and the server). */
export const SEARCH_DELAY_MS = 300;

/**
 * A list page's page, size, search and filters, kept in the address (`url-list-state.ts`).
 * A filter change goes back to page 1; typing in the search box applies after a pause and
 * replaces the history entry, so back leaves the page instead of stepping through letters.
 */
export function useUrlListState<F>(address: ListAddress<F>) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, address);

  const change = (next: (current: ListState<F>) => ListState<F>, replace = false) =>
    setParams((current) => writeListState(next(readListState(current, address)), address), { replace });

  // The box shows what is typed; the list follows once typing pauses.
  const [searchText, setText] = useState(state.search);
  useEffect(() => setText(state.search), [state.search]);
  const applySearch = useDebouncedSearch((value: string) => change((current) => ({ ...current, page: 1, search: value.trim() }), true));

  return {
    ...state,
    /** The address as it is (for links back to this very list). */
    params,
    filtered: !isUnfiltered(state, address),
    filtersKey: filtersKey(state, address),
    searchText,
    setSearchText(value: string) {
      setText(value);
      applySearch(value);
    },
    setFilters(filters: Partial<F>) {
      change((current) => ({ ...current, page: 1, filters: { ...current.filters, ...filters } }));
    },
    /** A size change comes with page 1 from the pagination bar. */
    setPage(page: number, size: number, replace = false) {
      change((current) => ({ ...current, page, size }), replace);
    },
  };
}

export type UrlListState<F> = ReturnType<typeof useUrlListState<F>>;

/**
 * A search applied after a pause in typing. A click that leaves the page within the pause (opening
 * a row while the next page's code loads) wins: the pending search is dropped instead of pulling
 * the user back to the list.
 */
function useDebouncedSearch(apply: (value: string) => void) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle' && navigation.location !== undefined && navigation.location.pathname !== pathname;
  const leavingRef = useRef(leaving);
  leavingRef.current = leaving;
  const debounced = useDebouncedCallback((value: string) => {
    if (!leavingRef.current) apply(value);
  }, SEARCH_DELAY_MS);
  const { cancel } = debounced;
  useEffect(() => {
    if (leaving) cancel();
  }, [leaving, cancel]);
  return debounced;
}

interface PagedQuery {
  isSuccess: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
}

/**
 * SPEC §8: when loading another page (or page size) fails, go back to the page and size that last
 * loaded, and say so (`onRestore`). A failure after the search or filters changed is not a page
 * change: the page shows its failed-operation widget then. Returns whether the current failure is
 * a page change.
 */
export function usePageRestore<F>(list: UrlListState<F>, query: PagedQuery, onRestore: () => void): boolean {
  const lastShown = useRef<{ page: number; size: number; filtersKey: string } | null>(null);
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData) lastShown.current = { page: list.page, size: list.size, filtersKey: list.filtersKey };
  });
  const failedPageChange = query.isError && lastShown.current !== null && lastShown.current.filtersKey === list.filtersKey;
  useEffect(() => {
    if (!failedPageChange || !lastShown.current) return;
    onRestore();
    list.setPage(lastShown.current.page, lastShown.current.size, true);
    // Only the failure itself should trigger a restore.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedPageChange]);
  return failedPageChange;
}
