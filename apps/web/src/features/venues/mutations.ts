import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TVenueUpdate, type TVenueWrite, venuesApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { sessionKeys } from '../../app/session';
import { venueKeys } from './queries';

/** The own organisation lists its venues (with their stylesheets), so it is refreshed too. */
function useInvalidateVenues() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: venueKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.ownOrganization }),
    ]);
}

export function useCreateVenue() {
  const invalidate = useInvalidateVenues();
  return useMutation({ mutationFn: (venue: TVenueWrite) => apiCall(venuesApi.create, { body: venue }), onSuccess: invalidate });
}

export function useUpdateVenue() {
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: ({ venueId, venue }: { venueId: string; venue: TVenueUpdate }) =>
      apiCall(venuesApi.update, { params: { venueId }, body: venue }),
    onSuccess: invalidate,
  });
}

export function useDeleteVenue() {
  const invalidate = useInvalidateVenues();
  return useMutation({ mutationFn: (venueId: string) => apiCall(venuesApi.delete, { params: { venueId } }), onSuccess: invalidate });
}
