import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsApi, ordersApi } from '@foyer/contracts';
import { apiCall, apiUpload } from '../../shared/api/api-client';
import { eventKeys } from './queries';

/** Every events cache (lists, details, series) is refreshed after a change. */
function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** Publishes now (publishAt null) or at a time. */
export function usePublishEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ eventId, publishAt = null }: { eventId: string; publishAt?: string | null }) =>
      apiCall(eventsApi.publish, { params: { id: eventId }, body: { publishAt } }),
    onSuccess: invalidate,
  });
}

/** Takes an event off sale: a draft again, out of the shop; sold tickets stay valid. */
export function useUnpublishEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: (eventId: string) => apiCall(eventsApi.unpublish, { params: { id: eventId } }), onSuccess: invalidate });
}

/** Refunds every buyer of a canceled event or date (the server's worker does it, order by order). */
export function useRefundBuyers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => apiCall(ordersApi.refundBuyers, { params: { id: eventId } }),
    onSuccess: (progress, eventId) => {
      queryClient.setQueryData(eventKeys.canceledRefunds(eventId), progress);
      // The orders' statuses and the dates' sold counts change as the refunds are made.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

/** Cancels an event, or one occurrence when the id names one. */
export function useCancelEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: (eventId: string) => apiCall(eventsApi.cancel, { params: { id: eventId } }), onSuccess: invalidate });
}

/**
 * Sends the picture as it is (JPEG or PNG body) for the event or series; the server checks and
 * shrinks it. An occurrence's page passes its series' id: the image belongs to the series.
 */
export function useUploadEventImage(eventId: string) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (file: File) => apiUpload(eventsApi.putImage, { params: { id: eventId } }, file),
    onSuccess: invalidate,
  });
}

export function useRemoveEventImage(eventId: string) {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: () => apiCall(eventsApi.deleteImage, { params: { id: eventId } }), onSuccess: invalidate });
}

/** Deletes an event without sales (409 otherwise). */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => apiCall(eventsApi.delete, { params: { id: eventId } }),
    // The page being left must not refetch into a 404: details are only marked stale.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.details(), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.allSeries() }),
      ]),
  });
}
