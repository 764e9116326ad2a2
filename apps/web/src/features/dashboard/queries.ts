import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { dashboardRange } from './dashboard-occurrences';

/** The most occurrences the dashboard shows for its eight days; the total says when there are more. */
export const DASHBOARD_MAX_OCCURRENCES = 200;

/**
 * Under the events feature's root key ['events'], so whatever invalidates events (creating,
 * editing, cancelling) refreshes the dashboard too.
 */
export const dashboardKeys = {
  occurrences: (today: string) => ['events', 'dashboard', today] as const,
};

/** The published occurrences from today through the next seven days, with capacity (a guide: the events they guide). */
export const dashboardOccurrencesQuery = (today: string) =>
  queryOptions({
    queryKey: dashboardKeys.occurrences(today),
    queryFn: () =>
      apiCall(eventsApi.occurrences, {
        query: { ...dashboardRange(today), status: 'Published', page: 1, size: DASHBOARD_MAX_OCCURRENCES },
      }),
    staleTime: 60_000,
  });

export const useDashboardOccurrences = (today: string) => useQuery(dashboardOccurrencesQuery(today));
