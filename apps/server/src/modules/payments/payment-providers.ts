import type { TPaymentSettings } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { PaymentProvider } from './payment-provider.js';
import { testProvider } from './test-provider.js';

type ProviderContext = Pick<AppContext, 'db' | 'config' | 'wakeOutbox'>;

/** Tests stand in a provider that fails at a chosen moment (a crash between two steps). */
let wrapForTests: ((provider: PaymentProvider) => PaymentProvider) | null = null;
export function wrapPaymentProviderForTests(wrap: ((provider: PaymentProvider) => PaymentProvider) | null) {
  wrapForTests = wrap;
}
const wrapped = (provider: PaymentProvider) => (wrapForTests ? wrapForTests(provider) : provider);

/**
 * The provider that takes an organisation's shop payments, or null when it has none: then the
 * shop cannot take payments. The test provider serves organisations in test mode only.
 */
export function paymentProviderFor(ctx: ProviderContext, settings: TPaymentSettings): PaymentProvider | null {
  if (settings.provider === 'test' && settings.testMode) return wrapped(testProvider(ctx));
  return null;
}

/** A provider by name, for payments made earlier (webhooks, refunds, re-reading a state). */
export const paymentProviderNamed = (ctx: ProviderContext, name: string): PaymentProvider | null =>
  name === 'test' ? wrapped(testProvider(ctx)) : null;
