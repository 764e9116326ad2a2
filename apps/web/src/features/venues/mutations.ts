import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVenue, TVenueWrite } from '@foyer/contracts';
import { api } from '../../shared/api/api-client';
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
  return useMutation({ mutationFn: (venue: TVenueWrite) => api.post<TVenue>('/api/venues', venue), onSuccess: invalidate });
}

export function useUpdateVenue() {
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: ({ venueId, venue }: { venueId: string; venue: TVenueWrite }) =>
      api.put<TVenue>(`/api/venues/${encodeURIComponent(venueId)}`, venue),
    onSuccess: invalidate,
  });
}

export function useDeleteVenue() {
  const invalidate = useInvalidateVenues();
  return useMutation({ mutationFn: (venueId: string) => api.delete(`/api/venues/${encodeURIComponent(venueId)}`), onSuccess: invalidate });
}
