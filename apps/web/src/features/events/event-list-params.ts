import { DEFAULT_PAGE_SIZE, EVENT_SCOPES, EVENT_STATUSES, PAGE_SIZES } from '@foyer/contracts';
import { customValue, effectiveRange, isDatePreset, isIsoDate, presetValue, type DateRangeValue } from '../../shared/dates/date-presets';
import type { EventListParams, SeriesParams } from './queries';

type EventStatus = (typeof EVENT_STATUSES)[number];
type EventScope = (typeof EVENT_SCOPES)[number];

/** What the /events filters hold; kept in the address so back and reload keep them. */
export interface EventFilters {
  page: number;
  size: number;
  status: EventStatus;
  scope: EventScope;
  eventType: string | null;
  venue: string | null;
  title: string;
  range: DateRangeValue;
}

/** SPEC §9 default filters of the events list: Published, NEXT_90_DAYS. */
export const DEFAULT_EVENT_STATUS: EventStatus = 'Published';
export const DEFAULT_EVENT_RANGE = 'NEXT_90_DAYS' as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

function readPage(search: URLSearchParams) {
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The range in the address (a preset, or custom dates), with the user's data-access limit applied. */
export function readRange(search: URLSearchParams, today: string, limitFrom: string | null, fallback: DateRangeValue): DateRangeValue {
  const preset = search.get('range');
  if (!isDatePreset(preset)) return fallback;
  if (preset !== 'CUSTOM') return presetValue(preset, today, limitFrom);
  const valid = (value: string | null) => (isIsoDate(value) ? value : null);
  return customValue(valid(search.get('from')), valid(search.get('to')), today, limitFrom);
}

function writeRange(search: URLSearchParams, range: DateRangeValue, fallback: DateRangeValue) {
  const sameAsDefault = range.dateRange === fallback.dateRange && range.from === fallback.from && range.to === fallback.to;
  if (sameAsDefault) return;
  search.set('range', range.dateRange);
  if (range.dateRange === 'CUSTOM') {
    if (range.from) search.set('from', range.from);
    if (range.to) search.set('to', range.to);
  }
}

function writePage(search: URLSearchParams, page: number, size: number) {
  if (page !== 1) search.set('page', String(page));
  if (size !== DEFAULT_PAGE_SIZE) search.set('size', String(size));
}

export const defaultEventRange = (today: string, limitFrom: string | null) => presetValue(DEFAULT_EVENT_RANGE, today, limitFrom);

export function readEventFilters(search: URLSearchParams, today: string, limitFrom: string | null): EventFilters {
  return {
    ...readPage(search),
    status: oneOf(EVENT_STATUSES, search.get('status'), DEFAULT_EVENT_STATUS),
    scope: oneOf(EVENT_SCOPES, search.get('scope'), 'All'),
    eventType: search.get('eventType') || null,
    venue: search.get('venue') || null,
    title: (search.get('title') ?? '').slice(0, 200),
    range: readRange(search, today, limitFrom, defaultEventRange(today, limitFrom)),
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeEventFilters(filters: EventFilters, today: string, limitFrom: string | null): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status !== DEFAULT_EVENT_STATUS) search.set('status', filters.status);
  if (filters.scope !== 'All') search.set('scope', filters.scope);
  if (filters.eventType) search.set('eventType', filters.eventType);
  if (filters.venue) search.set('venue', filters.venue);
  if (filters.title.trim()) search.set('title', filters.title.trim());
  writeRange(search, filters.range, defaultEventRange(today, limitFrom));
  writePage(search, filters.page, filters.size);
  return search;
}

/** The API query of the filters; the range is inclusive calendar dates. */
export function toEventListParams(filters: EventFilters, today: string): EventListParams {
  const { from, to } = effectiveRange(filters.range, today);
  return {
    page: filters.page,
    size: filters.size,
    status: filters.status,
    scope: filters.scope,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(filters.eventType ? { eventType: filters.eventType } : {}),
    ...(filters.venue ? { venue: filters.venue } : {}),
    ...(filters.title.trim() ? { title: filters.title.trim() } : {}),
  };
}

/** The filters of a series: any status and, by default, the occurrences from today on. */
export interface SeriesFilters {
  page: number;
  size: number;
  status: EventStatus | null;
  range: DateRangeValue;
}

export const defaultSeriesRange = (today: string, limitFrom: string | null) => customValue(today, null, today, limitFrom);

export function readSeriesFilters(search: URLSearchParams, today: string, limitFrom: string | null): SeriesFilters {
  const status = search.get('status');
  return {
    ...readPage(search),
    status: status && (EVENT_STATUSES as readonly string[]).includes(status) ? (status as EventStatus) : null,
    range: readRange(search, today, limitFrom, defaultSeriesRange(today, limitFrom)),
  };
}

export function writeSeriesFilters(filters: SeriesFilters, today: string, limitFrom: string | null): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  writeRange(search, filters.range, defaultSeriesRange(today, limitFrom));
  writePage(search, filters.page, filters.size);
  return search;
}

export function toSeriesParams(filters: SeriesFilters, today: string): SeriesParams {
  const { from, to } = effectiveRange(filters.range, today);
  return {
    page: filters.page,
    size: filters.size,
    ...(filters.status ? { status: filters.status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
