import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVenue } from '@foyer/contracts';
import { api } from '../../shared/api/api-client';

/** Query keys of the venues feature; mutations invalidate `all`. */
export const venueKeys = {
  all: ['venues'] as const,
  list: () => [...venueKeys.all, 'list'] as const,
  detail: (venueId: string) => [...venueKeys.all, 'detail', venueId] as const,
};

export const venuesQuery = () => queryOptions({ queryKey: venueKeys.list(), queryFn: () => api.get<TVenue[]>('/api/venues') });
export const venueQuery = (venueId: string) =>
  queryOptions({ queryKey: venueKeys.detail(venueId), queryFn: () => api.get<TVenue>(`/api/venues/${encodeURIComponent(venueId)}`) });

export const useVenues = () => useQuery(venuesQuery());
