import { queryOptions, useQuery } from '@tanstack/react-query';
import { venuesApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/** Query keys of the venues feature; mutations invalidate `all`. */
export const venueKeys = {
  all: ['venues'] as const,
  list: () => [...venueKeys.all, 'list'] as const,
  detail: (venueId: string) => [...venueKeys.all, 'detail', venueId] as const,
};

export const venuesQuery = () => queryOptions({ queryKey: venueKeys.list(), queryFn: () => apiCall(venuesApi.list) });
export const venueQuery = (venueId: string) =>
  queryOptions({ queryKey: venueKeys.detail(venueId), queryFn: () => apiCall(venuesApi.get, { params: { venueId } }) });

export const useVenues = () => useQuery(venuesQuery());
