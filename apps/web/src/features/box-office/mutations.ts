import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boxOfficeApi, type TOfflineBuyInput, type TOfflineTickets, type TOfflineVoucherBuyInput } from '@foyer/contracts';
import { apiCall, apiFile } from '../../shared/api/api-client';
import { eventKeys } from '../events/queries';
import { orderKeys } from '../orders/queries';

type TOfflineTicketsInput = Omit<TOfflineTickets, 'language'> & Partial<Pick<TOfflineTickets, 'language'>>;

/** The desk's sales change the sold counts of the occurrence (and its series) and add an order. */
function useInvalidateSales() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      // A code sold or spent at the desk changes the voucher's codes and the code's balance.
      queryClient.invalidateQueries({ queryKey: ['vouchers'] }),
      queryClient.invalidateQueries({ queryKey: ['voucher-code'] }),
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

/** Gift vouchers sold at the desk (POST /api/vouchers/{id}/offline-buy): the order with its codes. */
export function useSellVouchersAtDoor(voucherId: string) {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: (body: TOfflineVoucherBuyInput) => apiCall(boxOfficeApi.offlineVoucherBuy, { params: { id: voucherId }, body }),
    onSettled: invalidate,
  });
}
