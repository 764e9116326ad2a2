import type { TPaymentSettings } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { PaymentProvider } from './payment-provider.js';
import { paymentSettingsRepository } from './payment-settings.repository.js';
import { stripeKeysOf } from './stripe-keys.js';
import { STRIPE_PROVIDER, stripeProvider } from './stripe-provider.js';
import { TEST_PROVIDER, testProvider } from './test-provider.js';

type ProviderContext = Pick<AppContext, 'db' | 'config' | 'wakeOutbox'>;

/** Tests stand in a provider that fails at a chosen moment (a crash between two steps). */
let wrapForTests: ((provider: PaymentProvider) => PaymentProvider) | null = null;
export function wrapPaymentProviderForTests(wrap: ((provider: PaymentProvider) => PaymentProvider) | null) {
  wrapForTests = wrap;
}
const wrapped = (provider: PaymentProvider) => (wrapForTests ? wrapForTests(provider) : provider);

/**
 * The provider that takes an organisation's shop payments, or null when it has none: then the
 * shop cannot take payments. The test provider serves organisations in test mode only; Stripe
 * serves an organisation that chose it and pasted both its keys.
 */
export async function paymentProviderFor(
  ctx: ProviderContext,
  tx: Tx,
  orgId: string,
  /** The settings as the caller read them already (the shop's kept ones), else read here. */
  known?: TPaymentSettings,
): Promise<PaymentProvider | null> {
  const settings = known ?? (await paymentSettingsRepository.find(tx, orgId));
  if (settings.provider === TEST_PROVIDER && settings.testMode) return wrapped(testProvider(ctx));
  if (settings.provider === STRIPE_PROVIDER) {
    const keys = await stripeKeysOf(ctx.config, tx, orgId);
    return keys && wrapped(stripeProvider(keys, ctx.config.stripeApiUrl));
  }
  return null;
}

/**
 * A provider by name, for payments made earlier (webhooks, refunds, re-reading a state), with the
 * keys of the organisation that took the payment, even if it has since chosen another provider.
 */
export async function paymentProviderNamed(ctx: ProviderContext, name: string, orgId: string | null): Promise<PaymentProvider | null> {
  if (name === TEST_PROVIDER) return wrapped(testProvider(ctx));
  if (name === STRIPE_PROVIDER && orgId) {
    const keys = await inTenant(ctx.db, orgId, (tx) => stripeKeysOf(ctx.config, tx, orgId));
    return keys && wrapped(stripeProvider(keys, ctx.config.stripeApiUrl));
  }
  return null;
}
