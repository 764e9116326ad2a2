import { EVENT_SCOPES, EVENT_STATUSES } from '@foyer/contracts';
import { customValue, effectiveRange, presetValue, type DateRangeValue } from '../../shared/dates/date-presets';
import { oneOf, readDateRange, writeDateRange, type ListAddress, type ListState } from '../../shared/hooks/url-list-state';
import type { EventListParams, SeriesParams } from './queries';

type EventStatus = (typeof EVENT_STATUSES)[number];
type EventScope = (typeof EVENT_SCOPES)[number];

/** What the /events filters hold besides the page and the title search. */
export interface EventFilters {
  status: EventStatus;
  scope: EventScope;
  eventType: string | null;
  venue: string | null;
  range: DateRangeValue;
}

/** SPEC §9 default filters of the events list: Published, NEXT_90_DAYS. */
export const DEFAULT_EVENT_STATUS: EventStatus = 'Published';
export const DEFAULT_EVENT_RANGE = 'NEXT_90_DAYS' as const;

export const defaultEventRange = (today: string, limitFrom: string | null) => presetValue(DEFAULT_EVENT_RANGE, today, limitFrom);

/** The address of /events: `title` searches, the rest filter; the range honours the data-access limit. */
export const eventListAddress = (today: string, limitFrom: string | null): ListAddress<EventFilters> => ({
  searchParam: 'title',
  searchMaxLength: 200,
  readFilters: (search) => ({
    status: oneOf(EVENT_STATUSES, search.get('status'), DEFAULT_EVENT_STATUS),
    scope: oneOf(EVENT_SCOPES, search.get('scope'), 'All'),
    eventType: search.get('eventType') || null,
    venue: search.get('venue') || null,
    range: readDateRange(search, today, limitFrom, defaultEventRange(today, limitFrom)),
  }),
  writeFilters: (filters, search) => {
    if (filters.status !== DEFAULT_EVENT_STATUS) search.set('status', filters.status);
    if (filters.scope !== 'All') search.set('scope', filters.scope);
    if (filters.eventType) search.set('eventType', filters.eventType);
    if (filters.venue) search.set('venue', filters.venue);
    writeDateRange(search, filters.range, defaultEventRange(today, limitFrom));
  },
});

/** The API query of the list; the range is inclusive calendar dates. */
export function toEventListParams({ page, size, search, filters }: ListState<EventFilters>, today: string): EventListParams {
  const { from, to } = effectiveRange(filters.range, today);
  return {
    page,
    size,
    status: filters.status,
    scope: filters.scope,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(filters.eventType ? { eventType: filters.eventType } : {}),
    ...(filters.venue ? { venue: filters.venue } : {}),
    ...(search.trim() ? { title: search.trim() } : {}),
  };
}

/** The filters of a series: any status and, by default, the occurrences from today on. */
export interface SeriesFilters {
  status: EventStatus | null;
  range: DateRangeValue;
}

export const defaultSeriesRange = (today: string, limitFrom: string | null) => customValue(today, null, today, limitFrom);

export const seriesListAddress = (today: string, limitFrom: string | null): ListAddress<SeriesFilters> => ({
  readFilters: (search) => ({
    status: oneOf<EventStatus | ''>(EVENT_STATUSES, search.get('status'), '') || null,
    range: readDateRange(search, today, limitFrom, defaultSeriesRange(today, limitFrom)),
  }),
  writeFilters: (filters, search) => {
    if (filters.status) search.set('status', filters.status);
    writeDateRange(search, filters.range, defaultSeriesRange(today, limitFrom));
  },
});

export function toSeriesParams({ page, size, filters }: ListState<SeriesFilters>, today: string): SeriesParams {
  const { from, to } = effectiveRange(filters.range, today);
  return {
    page,
    size,
    ...(filters.status ? { status: filters.status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
