import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type EVENT_SCOPES, type EVENT_STATUSES, eventsApi, ordersApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

type EventStatus = (typeof EVENT_STATUSES)[number];
type EventScope = (typeof EVENT_SCOPES)[number];

/** Query of GET /api/events (SPEC §2 /events filters). */
export interface EventListParams {
  /** 1-based. */
  page: number;
  size: number;
  status: EventStatus;
  /** yyyy-MM-dd or an ISO instant; undefined: open. */
  from?: string;
  to?: string;
  scope: EventScope;
  eventType?: string;
  venue?: string;
  title?: string;
}

/** Query of GET /api/events/{id}/series. */
export interface SeriesParams {
  page: number;
  size: number;
  status?: EventStatus;
  from?: string;
  to?: string;
}

/** Every cache key of the events feature; mutations (here and in the wizard) invalidate through these. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (params: EventListParams) => [...eventKeys.lists(), params] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (eventId: string) => [...eventKeys.details(), eventId] as const,
  allSeries: () => [...eventKeys.all, 'series'] as const,
  series: (eventId: string, params: SeriesParams) => [...eventKeys.allSeries(), eventId, params] as const,
  types: () => [...eventKeys.all, 'types'] as const,
  uniqueNames: () => [...eventKeys.all, 'unique-names'] as const,
  canceledRefunds: (eventId: string) => [...eventKeys.all, 'canceled-refunds', eventId] as const,
};

export const eventListQuery = (params: EventListParams) =>
  queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: () =>
      apiCall(eventsApi.list, {
        query: {
          page: params.page,
          size: params.size,
          status: params.status,
          from: params.from,
          to: params.to,
          scope: params.scope,
          eventType: params.eventType,
          venue: params.venue,
          title: params.title?.trim(),
        },
      }),
  });

export const eventQuery = (eventId: string) =>
  queryOptions({ queryKey: eventKeys.detail(eventId), queryFn: () => apiCall(eventsApi.get, { params: { id: eventId } }) });

export const seriesQuery = (eventId: string, params: SeriesParams) =>
  queryOptions({
    queryKey: eventKeys.series(eventId, params),
    queryFn: () =>
      apiCall(eventsApi.series, {
        params: { id: eventId },
        query: { page: params.page, size: params.size, status: params.status, from: params.from, to: params.to },
      }),
  });

export const eventTypesQuery = queryOptions({
  queryKey: eventKeys.types(),
  queryFn: () => apiCall(eventsApi.types),
  staleTime: 5 * 60_000,
});

/** A page of events; the previous page stays on screen while the next one loads. */
export const useEventList = (params: EventListParams) => useQuery({ ...eventListQuery(params), placeholderData: keepPreviousData });

export const useEvent = (eventId: string | undefined) => useQuery({ ...eventQuery(eventId ?? ''), enabled: Boolean(eventId) });

export const useSeries = (eventId: string | undefined, params: SeriesParams) =>
  useQuery({ ...seriesQuery(eventId ?? '', params), enabled: Boolean(eventId), placeholderData: keepPreviousData });

export const useEventTypes = () => useQuery(eventTypesQuery);

/** How far the refunds of a canceled event or date have come; asked again every 2 s while some wait. */
export function useCanceledRefunds(eventId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: eventKeys.canceledRefunds(eventId),
    queryFn: () => apiCall(ordersApi.canceledRefunds, { params: { id: eventId } }),
    refetchInterval: (query) => ((query.state.data?.waiting ?? 0) > 0 ? 2000 : false),
  });
}
