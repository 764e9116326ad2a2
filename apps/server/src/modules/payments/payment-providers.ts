import type { AppContext } from '../../context.js';
import type { PaymentProvider } from './payment-provider.js';
import { testProvider } from './test-provider.js';

/**
 * The provider that takes the shop's payments. Only the built-in test provider exists so far; a
 * real one (and the choice per organisation) plugs in here.
 */
export const paymentProviderOf = (ctx: Pick<AppContext, 'db' | 'config' | 'wakeOutbox'>): PaymentProvider => testProvider(ctx);

export const paymentProviderNamed = (ctx: Pick<AppContext, 'db' | 'config' | 'wakeOutbox'>, name: string): PaymentProvider | null =>
  name === 'test' ? testProvider(ctx) : null;
