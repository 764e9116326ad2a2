import { DEFAULT_ORDER_STATUSES, ORDER_STATUSES, POST_FILTERS, type OrderStatus, type PostFilter } from '@foyer/contracts';
import { addDays, effectiveRange, presetValue, type DatePreset, type DateRangeValue } from '../../shared/dates/date-presets';
import { readDateRange, writeDateRange, type ListAddress, type ListState } from '../../shared/hooks/url-list-state';
import type { OrderListParams } from './queries';

/** What the /orders filters hold besides the page and the search. */
export interface OrderFilters {
  /** In ORDER_STATUSES order; empty: every status. */
  statuses: OrderStatus[];
  range: DateRangeValue;
  /** Posted orders to send or sent; null: every order. */
  post: PostFilter | null;
}

/** SPEC §9: the orders list starts with the last 90 days (DEFAULT_ORDER_DAYS; the test keeps the two equal). */
export const DEFAULT_ORDER_RANGE: DatePreset = 'LAST_90_DAYS';
export const MAX_SEARCH_LENGTH = 200;

const sameStatuses = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((status) => b.includes(status));

/** The known statuses among `values`, once each, in the order the filter lists them. */
export const orderedStatuses = (values: readonly string[]): OrderStatus[] => ORDER_STATUSES.filter((status) => values.includes(status));

/** `status=Charged,Refunded`; `status=` (empty) is every status; none at all is the default. */
function readStatuses(search: URLSearchParams): OrderStatus[] {
  const text = search.get('status');
  if (text === null) return [...DEFAULT_ORDER_STATUSES];
  if (text.trim() === '') return [];
  const statuses = orderedStatuses(text.split(',').map((part) => part.trim()));
  // Nothing known (an old or mistyped link): back to the default rather than to everything.
  return statuses.length > 0 ? statuses : [...DEFAULT_ORDER_STATUSES];
}

/** `post=toSend` or `post=sent`; anything else (an old or mistyped link) is every order. */
function readPost(search: URLSearchParams): PostFilter | null {
  const text = search.get('post');
  return text !== null && (POST_FILTERS as readonly string[]).includes(text) ? (text as PostFilter) : null;
}

export const defaultOrderRange = (today: string, limitFrom: string | null) => presetValue(DEFAULT_ORDER_RANGE, today, limitFrom);

/** The address of /orders: `search`, `status` (comma-separated) and the period. */
export const orderListAddress = (today: string, limitFrom: string | null): ListAddress<OrderFilters> => ({
  searchParam: 'search',
  searchMaxLength: MAX_SEARCH_LENGTH,
  readFilters: (search) => ({
    statuses: readStatuses(search),
    range: readDateRange(search, today, limitFrom, defaultOrderRange(today, limitFrom)),
    post: readPost(search),
  }),
  writeFilters: (filters, search) => {
    const statuses = orderedStatuses(filters.statuses);
    if (!sameStatuses(statuses, DEFAULT_ORDER_STATUSES)) search.set('status', statuses.join(','));
    writeDateRange(search, filters.range, defaultOrderRange(today, limitFrom));
    if (filters.post) search.set('post', filters.post);
  },
});

/**
 * The GET /api/orders query of the list. The range is inclusive calendar dates; the API needs at
 * least one status, so "none chosen" asks for every status.
 */
export function toOrderListParams({ page, size, search, filters }: ListState<OrderFilters>, today: string): OrderListParams {
  const { from, to } = effectiveRange(filters.range, today);
  const statuses = orderedStatuses(filters.statuses);
  return {
    page,
    size,
    status: statuses.length > 0 ? statuses : [...ORDER_STATUSES],
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(filters.post ? { post: filters.post } : {}),
  };
}

/** The longest period the orders download takes (the API answers 400 beyond it). */
export const MAX_DOWNLOAD_DAYS = 366;

/**
 * The period of the orders download (GET /api/orders/download?from&to) from the list's filters:
 * an open end is today; an open start cannot be downloaded, nor more than MAX_DOWNLOAD_DAYS.
 */
export function downloadPeriod(filters: OrderFilters, today: string): { from: string; to: string } | { problem: 'noStart' | 'tooLong' } {
  const range = effectiveRange(filters.range, today);
  if (!range.from) return { problem: 'noStart' };
  const to = range.to ?? today;
  if (addDays(range.from, MAX_DOWNLOAD_DAYS - 1) < to) return { problem: 'tooLong' };
  return { from: range.from, to };
}

/**
 * GET /api/orders/download's query: the list's period, statuses and search, so the file holds the
 * orders the list shows. No status chosen is every one a customer finished checking out (the server's
 * default), as the list's "every status" is.
 */
export function toOrderDownloadQuery({ search, filters }: Pick<ListState<OrderFilters>, 'search' | 'filters'>, today: string) {
  const period = downloadPeriod(filters, today);
  if ('problem' in period) return period;
  const statuses = orderedStatuses(filters.statuses);
  return {
    ...period,
    ...(statuses.length > 0 ? { status: statuses.join(',') } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(filters.post ? { post: filters.post } : {}),
  };
}
