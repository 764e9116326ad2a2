import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boxOfficeApi, eventsApi, type TOfflineBuyInput, type TOfflineTickets } from '@foyer/contracts';
import { apiCall, apiFile, apiUpload } from '../../shared/api/api-client';
import { orderKeys } from '../orders/queries';
import { eventKeys } from './queries';

type TOfflineTicketsInput = Omit<TOfflineTickets, 'language'> & Partial<Pick<TOfflineTickets, 'language'>>;

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

/** The desk's sales change the sold counts of the occurrence (and its series) and add an order. */
function useInvalidateSales() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
    ]);
}

/** A sale at the desk (POST /api/events/{id}/offline-buy): a charged order from the same places as the web shop. */
export function useSellAtDoor(eventId: string) {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: (body: TOfflineBuyInput) => apiCall(boxOfficeApi.offlineBuy, { params: { id: eventId }, body }),
    // A refusal for want of places means the page's counts are old: they are fetched again either way.
    onSettled: invalidate,
  });
}

export interface PrintedTickets {
  blob: Blob;
  filename: string;
  orderId: string | null;
}

/**
 * N offline tickets printed ahead (POST /api/events/{id}/offline-tickets): the answer is a PDF,
 * with the order it made in x-order-id.
 */
export async function fetchOfflineTickets(eventId: string, body: TOfflineTicketsInput): Promise<PrintedTickets> {
  const file = await apiFile(boxOfficeApi.offlineTickets, { params: { id: eventId }, body }, 'offline-tickets.pdf');
  return { blob: file.blob, filename: file.filename, orderId: file.headers.get('x-order-id') };
}

export function usePrintOfflineTickets(eventId: string) {
  const invalidate = useInvalidateSales();
  return useMutation({ mutationFn: (body: TOfflineTicketsInput) => fetchOfflineTickets(eventId, body), onSettled: invalidate });
}
