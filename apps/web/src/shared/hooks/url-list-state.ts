import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@foyer/contracts';
import { customValue, isDatePreset, isIsoDate, presetValue, type DateRangeValue } from '../dates/date-presets';

/**
 * A list page's state as its address holds it (SPEC §9): page and size, the search box, and the
 * page's own filters. Kept in the address so back, reload and a shared link show the same list.
 */
export interface ListState<F> {
  /** 1-based. */
  page: number;
  size: number;
  /** The applied search text ('' when none). */
  search: string;
  filters: F;
}

/** How one list page keeps its filters in the address. */
export interface ListAddress<F> {
  /** The query parameter of the search box ('q', 'search', 'title'); none when the list has no search. */
  searchParam?: string;
  searchMaxLength?: number;
  /** The filters in the address; missing or unknown values give the defaults. */
  readFilters(search: URLSearchParams): F;
  /** Sets only the filters that differ from their defaults. */
  writeFilters(filters: F, search: URLSearchParams): void;
}

/** Page 1 and the default size unless the address holds a valid page and one of the offered sizes. */
export function readPage(search: URLSearchParams): { page: number; size: number } {
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function readListState<F>(search: URLSearchParams, address: ListAddress<F>): ListState<F> {
  const text = address.searchParam ? (search.get(address.searchParam) ?? '') : '';
  return {
    ...readPage(search),
    search: address.searchMaxLength === undefined ? text : text.slice(0, address.searchMaxLength),
    filters: address.readFilters(search),
  };
}

/** Only what differs from the defaults goes into the address: search, filters, then page and size. */
export function writeListState<F>(state: ListState<F>, address: ListAddress<F>): URLSearchParams {
  const search = new URLSearchParams();
  if (address.searchParam && state.search.trim()) search.set(address.searchParam, state.search.trim());
  address.writeFilters(state.filters, search);
  if (state.page !== 1) search.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) search.set('size', String(state.size));
  return search;
}

/** The search and filters alone, as text: two states with the same key differ only in page and size. */
export const filtersKey = <F>(state: ListState<F>, address: ListAddress<F>) =>
  writeListState({ ...state, page: 1, size: DEFAULT_PAGE_SIZE }, address).toString();

/** Whether nothing is searched or filtered (an empty list then means "none yet", not "no matches"). */
export const isUnfiltered = <F>(state: ListState<F>, address: ListAddress<F>) => filtersKey(state, address) === '';

/** A value from a fixed list, else the fallback. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The date range in the address (`range` = a preset, with `from`/`to` for CUSTOM), with the user's
 * data-access limit applied; the fallback when there is none.
 */
export function readDateRange(search: URLSearchParams, today: string, limitFrom: string | null, fallback: DateRangeValue): DateRangeValue {
  const preset = search.get('range');
  if (!isDatePreset(preset)) return fallback;
  if (preset !== 'CUSTOM') return presetValue(preset, today, limitFrom);
  const valid = (value: string | null) => (isIsoDate(value) ? value : null);
  const from = valid(search.get('from'));
  const to = valid(search.get('to'));
  // An address with its days the wrong way round (typed, or an old link) means the days between:
  // the pickers could never make it, and the API refuses it.
  if (from && to && from > to) return customValue(to, from, today, limitFrom);
  return customValue(from, to, today, limitFrom);
}

/** Writes the range unless it is the default one. */
export function writeDateRange(search: URLSearchParams, range: DateRangeValue, fallback: DateRangeValue) {
  if (range.dateRange === fallback.dateRange && range.from === fallback.from && range.to === fallback.to) return;
  search.set('range', range.dateRange);
  if (range.dateRange === 'CUSTOM') {
    if (range.from) search.set('from', range.from);
    if (range.to) search.set('to', range.to);
  }
}
