import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';

/**
 * Our own record of payments, which orders keeps (the payments table belongs to the order they
 * pay). Payments finds a payment through it when a provider speaks, and hands it back to be
 * settled. modules/index.ts passes orders' book to the payment routes, so payments never imports
 * orders and orders may use payments' providers.
 */
export interface PaymentBook<P extends { orgId: string }> {
  /** Ours by the provider's id, in platform scope (a webhook names no organisation). */
  findByProviderId(tx: Tx, provider: string, providerPaymentId: string): Promise<P | undefined>;
  /** Reads the payment's state at its provider again and applies it to the order. */
  settle(ctx: Pick<AppContext, 'db' | 'config' | 'wakeOutbox' | 'now'>, payment: P): Promise<void>;
}
