import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENUES_AREA, venuesApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { usePermissions } from '../../app/session';

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

/** The venues something sold may be tied to (a campaign, a voucher), when the user may read them; null otherwise. */
export function useVenueChoices() {
  const { can } = usePermissions();
  const venues = useQuery({ ...venuesQuery(), enabled: can(VENUES_AREA.read) });
  return venues.data ?? null;
}
