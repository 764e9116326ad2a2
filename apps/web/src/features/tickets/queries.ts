import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventsApi, ticketsApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/** Query of GET /api/tickets/event/{eventId}: one page of an occurrence's tickets. */
export interface AdmissionListParams {
  eventId: string;
  /** 1-based. */
  page: number;
  size: number;
  search?: string;
}

/** Every cache key of the scanner; an activation or a visit invalidates the admission lists. */
export const ticketKeys = {
  all: ['tickets'] as const,
  admissions: () => [...ticketKeys.all, 'admissions'] as const,
  admissionList: (params: AdmissionListParams) => [...ticketKeys.admissions(), params] as const,
};

export const admissionListQuery = (params: AdmissionListParams) =>
  queryOptions({
    queryKey: ticketKeys.admissionList(params),
    queryFn: () =>
      apiCall(ticketsApi.eventAdmissions, {
        params: { eventId: params.eventId },
        query: { page: params.page, size: params.size, search: params.search?.trim() },
      }),
    // A 404 or a series' 409 will not change by asking again.
    retry: false,
  });

/** The occurrence's admission list; the previous page stays on screen while the next one loads. */
export const useAdmissionList = (params: AdmissionListParams | null) =>
  useQuery({
    ...admissionListQuery(params ?? { eventId: '', page: 1, size: 20 }),
    enabled: Boolean(params?.eventId),
    placeholderData: keepPreviousData,
  });

/**
 * A day's published dates (a guide: the ones they guide), for the door to pick one rather than
 * paste its id. Under the events' root key, so an event's change refreshes it too.
 */
export const useDatesOfDay = (day: string, enabled: boolean) =>
  useQuery({
    queryKey: ['events', 'door-day', day] as const,
    queryFn: () => apiCall(eventsApi.occurrences, { query: { from: day, to: day, status: 'Published', page: 1, size: 50 } }),
    enabled,
    staleTime: 60_000,
  });
