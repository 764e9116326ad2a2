import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * A filter typed into a list page, applied to the address after a pause in typing. A click that
 * leaves the page within the pause (opening a row while the next page's code loads) wins: the
 * pending filter is dropped instead of pulling the user back to the list.
 */
export function useDebouncedFilter<T extends unknown[]>(apply: (...args: T) => void, delayMs: number) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle' && navigation.location !== undefined && navigation.location.pathname !== pathname;
  const leavingRef = useRef(leaving);
  leavingRef.current = leaving;
  const debounced = useDebouncedCallback((...args: T) => {
    if (!leavingRef.current) apply(...args);
  }, delayMs);
  const { cancel } = debounced;
  useEffect(() => {
    if (leaving) cancel();
  }, [leaving, cancel]);
  return debounced;
}
