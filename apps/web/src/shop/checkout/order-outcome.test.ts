import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@foyer/contracts';
import { outcomeOf, POLL_DELAYS_MS } from './order-outcome';

describe('outcomeOf', () => {
  it('reads every SPEC §4 order status', () => {
    expect(
      Object.fromEntries(
        ORDER_STATUSES.map((status) => [
          status,
          outcomeOf({ status, refusedByMuseum: false, canceledByMuseum: false, paymentDeclined: false }),
        ]),
      ),
    ).toEqual({
      Created: 'pending',
      Pending: 'awaitingApproval',
      'Payment pending': 'pending',
      Charged: 'confirmed',
      CheckoutCompleted: 'confirmed',
      Canceled: 'canceled',
      CouldNotLock: 'couldNotLock',
      RefundRequested: 'refunded',
      Refunded: 'refunded',
    });
  });

  it('says a Canceled order the museum refused was refused, not a canceled payment', () => {
    expect(outcomeOf({ status: 'Canceled', refusedByMuseum: true, canceledByMuseum: false, paymentDeclined: false })).toBe('refused');
    expect(outcomeOf({ status: 'Canceled', refusedByMuseum: false, canceledByMuseum: false, paymentDeclined: false })).toBe('canceled');
  });

  it('says an invoiced order the museum canceled after completing it was canceled by the museum, not a payment', () => {
    expect(outcomeOf({ status: 'Canceled', refusedByMuseum: false, canceledByMuseum: true, paymentDeclined: false })).toBe(
      'canceledByMuseum',
    );
  });

  it('says declined, not canceled, when the provider declined the payment', () => {
    expect(outcomeOf({ status: 'Canceled', refusedByMuseum: false, canceledByMuseum: false, paymentDeclined: true })).toBe('declined');
    expect(outcomeOf({ status: 'Charged', refusedByMuseum: false, canceledByMuseum: false, paymentDeclined: true })).toBe('confirmed');
  });

  it('looks a few times within half a minute', () => {
    const total = POLL_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(10_000);
    expect(total).toBeLessThanOrEqual(30_000);
  });
});
