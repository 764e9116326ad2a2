import { DEFAULT_ORDER_STATUSES, DEFAULT_PAGE_SIZE, ORDER_STATUSES, PAGE_SIZES, type OrderStatus } from '@foyer/contracts';
import {
  addDays,
  customValue,
  effectiveRange,
  isDatePreset,
  isIsoDate,
  presetValue,
  type DatePreset,
  type DateRangeValue,
} from '../../shared/dates/date-presets';
import type { OrderListParams } from './queries';

/** What the /orders filters hold; kept in the address so back, reload and a shared link keep them. */
export interface OrderFilters {
  page: number;
  size: number;
  /** In ORDER_STATUSES order; empty: every status. */
  statuses: OrderStatus[];
  search: string;
  range: DateRangeValue;
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

function readPage(search: URLSearchParams) {
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export const defaultOrderRange = (today: string, limitFrom: string | null) => presetValue(DEFAULT_ORDER_RANGE, today, limitFrom);

function readRange(search: URLSearchParams, today: string, limitFrom: string | null): DateRangeValue {
  const preset = search.get('range');
  if (!isDatePreset(preset)) return defaultOrderRange(today, limitFrom);
  if (preset !== 'CUSTOM') return presetValue(preset, today, limitFrom);
  const valid = (value: string | null) => (isIsoDate(value) ? value : null);
  return customValue(valid(search.get('from')), valid(search.get('to')), today, limitFrom);
}

export function readOrderFilters(search: URLSearchParams, today: string, limitFrom: string | null): OrderFilters {
  return {
    ...readPage(search),
    statuses: readStatuses(search),
    search: (search.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    range: readRange(search, today, limitFrom),
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeOrderFilters(filters: OrderFilters, today: string, limitFrom: string | null): URLSearchParams {
  const search = new URLSearchParams();
  const statuses = orderedStatuses(filters.statuses);
  if (!sameStatuses(statuses, DEFAULT_ORDER_STATUSES)) search.set('status', statuses.join(','));
  if (filters.search.trim()) search.set('search', filters.search.trim());
  const fallback = defaultOrderRange(today, limitFrom);
  const range = filters.range;
  if (range.dateRange !== fallback.dateRange || range.from !== fallback.from || range.to !== fallback.to) {
    search.set('range', range.dateRange);
    if (range.dateRange === 'CUSTOM') {
      if (range.from) search.set('from', range.from);
      if (range.to) search.set('to', range.to);
    }
  }
  if (filters.page !== 1) search.set('page', String(filters.page));
  if (filters.size !== DEFAULT_PAGE_SIZE) search.set('size', String(filters.size));
  return search;
}

/**
 * The GET /api/orders query of the filters. The range is inclusive calendar dates; the API needs at
 * least one status, so "none chosen" asks for every status.
 */
export function toOrderListParams(filters: OrderFilters, today: string): OrderListParams {
  const { from, to } = effectiveRange(filters.range, today);
  const statuses = orderedStatuses(filters.statuses);
  return {
    page: filters.page,
    size: filters.size,
    status: statuses.length > 0 ? statuses : [...ORDER_STATUSES],
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  };
}

/** Whether the filters are the untouched defaults (an empty list then means "no orders yet"). */
export const isDefaultOrderFilters = (filters: OrderFilters, today: string, limitFrom: string | null) =>
  writeOrderFilters({ ...filters, page: 1, size: DEFAULT_PAGE_SIZE }, today, limitFrom).toString() === '';

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
