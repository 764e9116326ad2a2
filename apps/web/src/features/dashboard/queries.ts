import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventListItem, TOccurrence, TPaged } from '@foyer/contracts';
import { api, queryString } from '../../shared/api/api-client';
import { dashboardRange } from './dashboard-occurrences';

/** The most events and occurrences per event the dashboard reads for its eight days. */
const MAX_EVENTS = 200;
const MAX_OCCURRENCES = 200;

/**
 * Under the events feature's root key ['events'], so whatever invalidates events (creating,
 * editing, cancelling) refreshes the dashboard too.
 */
export const dashboardKeys = {
  occurrences: (today: string) => ['events', 'dashboard', today] as const,
};

/**
 * The published events with occurrences from today through the next seven days (GET /api/events;
 * a guide gets the events they guide), then each one's occurrences in that range with their
 * capacity (GET /api/events/{id}/series), since the list gives only the first occurrence.
 */
export const dashboardOccurrencesQuery = (today: string) =>
  queryOptions({
    queryKey: dashboardKeys.occurrences(today),
    queryFn: async () => {
      const range = dashboardRange(today);
      const events = await api.get<TPaged<TEventListItem>>(
        `/api/events${queryString({ status: 'Published', from: range.from, to: range.to, scope: 'All', page: 1, size: MAX_EVENTS })}`,
      );
      return Promise.all(
        events.items.map(async (event) => {
          const series = await api.get<TPaged<TOccurrence>>(
            `/api/events/${event.eventId}/series${queryString({ status: 'Published', from: range.from, to: range.to, page: 1, size: MAX_OCCURRENCES })}`,
          );
          return { event, occurrences: series.items };
        }),
      );
    },
    staleTime: 60_000,
  });

export const useDashboardOccurrences = (today: string) => useQuery(dashboardOccurrencesQuery(today));
