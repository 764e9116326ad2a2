import type { OrderStatus, TPublicOrder } from '@foyer/contracts';

/** What the payment step shows for an order's status (SPEC §4 status words). */
export type OrderOutcome =
  'confirmed' | 'awaitingApproval' | 'refused' | 'canceledByMuseum' | 'pending' | 'declined' | 'canceled' | 'couldNotLock' | 'refunded';

/**
 * An order's outcome; a Canceled EAN order the museum refused was never a payment (nor one it
 * canceled after completing it), and one whose
 * payment the provider declined says so rather than that time ran out.
 */
export function outcomeOf(order: Pick<TPublicOrder, 'status' | 'refusedByMuseum' | 'canceledByMuseum' | 'paymentDeclined'>): OrderOutcome {
  if (order.status === 'Canceled' && order.refusedByMuseum) return 'refused';
  // An invoiced order staff canceled after its tickets went out: not a payment that was canceled.
  if (order.status === 'Canceled' && order.canceledByMuseum) return 'canceledByMuseum';
  if (order.status === 'Canceled' && order.paymentDeclined) return 'declined';
  return outcomeOfStatus(order.status);
}

function outcomeOfStatus(status: OrderStatus): OrderOutcome {
  switch (status) {
    case 'Charged':
    case 'CheckoutCompleted':
      return 'confirmed';
    case 'Canceled':
      return 'canceled';
    case 'CouldNotLock':
      return 'couldNotLock';
    case 'Refunded':
    case 'RefundRequested':
      return 'refunded';
    // An Institution's EAN order waits for the museum, which may take days: nothing to wait for here.
    case 'Pending':
      return 'awaitingApproval';
    case 'Created':
    case 'Payment pending':
      return 'pending';
  }
}

/**
 * Waits between looks at a pending order: the server asks the provider on each look, so a
 * buyer back from the payment page usually sees the result at the first or second.
 */
export const POLL_DELAYS_MS = [1000, 2000, 2000, 3000, 3000, 5000, 5000, 5000] as const;
