import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi, type TOrderDetail, type TRefundRequestInput } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { eventKeys } from '../events/queries';
import { orderKeys } from './queries';

/**
 * After an action the order is the server's answer at once; the lists and the events' sold counts
 * (a refund or cancel puts places back on sale) are fetched again.
 */
function useOrderChanged(orderId: string) {
  const queryClient = useQueryClient();
  const others = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    ]);
  return {
    succeeded: (order: TOrderDetail) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      return others();
    },
    /** After a failure that may have changed the order: the order too. */
    refresh: () => Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }), others()]),
  };
}

/**
 * Refunds the tickets named (money back through the provider, places back on sale). A failure
 * may still have changed the order (a provider failure leaves the tickets canceled and the refund
 * Failed), so the order is fetched again either way.
 */
export function useRefundOrder(orderId: string) {
  const changed = useOrderChanged(orderId);
  return useMutation({
    mutationFn: (body: TRefundRequestInput) => apiCall(ordersApi.refund, { params: { orderId }, body }),
    onSuccess: changed.succeeded,
    onError: changed.refresh,
  });
}

/** Asks the payment provider again for a refund it refused; a failure may have settled it otherwise, so the order is read again. */
export function useRetryRefund(orderId: string) {
  const changed = useOrderChanged(orderId);
  return useMutation({
    mutationFn: (refundId: string) => apiCall(ordersApi.retryRefund, { params: { orderId, refundId } }),
    onSuccess: changed.succeeded,
    onError: changed.refresh,
  });
}

/** Queues the order confirmation again (Charged or CheckoutCompleted). */
export function useResendConfirmation(orderId: string) {
  const changed = useOrderChanged(orderId);
  return useMutation({ mutationFn: () => apiCall(ordersApi.resend, { params: { orderId } }), onSuccess: changed.succeeded });
}

/** Approves (tickets issued and mailed) or refuses (canceled, places back) an EAN order awaiting approval. */
export function useDecideOrder(orderId: string) {
  const changed = useOrderChanged(orderId);
  return useMutation({
    // A refusal's reason, if typed, goes to the buyer as written.
    mutationFn: ({ decision, reason = '' }: { decision: 'approve' | 'refuse'; reason?: string }) =>
      decision === 'approve'
        ? apiCall(ordersApi.approve, { params: { orderId } })
        : apiCall(ordersApi.refuse, { params: { orderId }, body: { reason: reason.trim() || null } }),
    onSuccess: changed.succeeded,
    // Someone else may have decided meanwhile (409): show the order as it is now.
    onError: changed.refresh,
  });
}

/** Cancels an unpaid or invoiced order; its places go back on sale. */
export function useCancelOrder(orderId: string) {
  const changed = useOrderChanged(orderId);
  return useMutation({
    mutationFn: () => apiCall(ordersApi.cancel, { params: { orderId } }),
    onSuccess: changed.succeeded,
    onError: changed.refresh,
  });
}

/** Marks a posted order sent (true), or not sent after all (false). */
export function useSentByPost(orderId: string) {
  const changed = useOrderChanged(orderId);
  return useMutation({
    mutationFn: (sent: boolean) => apiCall(sent ? ordersApi.markSentByPost : ordersApi.unmarkSentByPost, { params: { orderId } }),
    onSuccess: changed.succeeded,
    onError: changed.refresh,
  });
}
