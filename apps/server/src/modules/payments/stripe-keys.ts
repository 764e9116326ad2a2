import { PAYMENT_MESSAGES, type TStripeSettings, type TStripeSettingsUpdate } from '@foyer/contracts';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/app-error.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { paymentSettingsRepository } from './payment-settings.repository.js';
import { secretsKeyOf } from './secrets-key.js';
import type { StripeKeys } from './stripe-provider.js';

/** Where Stripe sends an organisation's events: one address per organisation, so we know whose signing secret checks them. */
export const stripeWebhookPath = (orgId: string) => `/api/payments/webhooks/stripe/${orgId}`;

/** Each sealed value is bound to its organisation and column: copied elsewhere, it does not open. */
const context = (orgId: string, column: 'secret-key' | 'webhook-secret') => `${orgId}/stripe/${column}`;

/** The organisation's Stripe keys, opened for use; null until both are set. */
export async function stripeKeysOf(config: AppConfig, tx: Tx, orgId: string): Promise<StripeKeys | null> {
  const stored = await paymentSettingsRepository.stripe(tx, orgId);
  if (!stored.secretKey || !stored.webhookSecret) return null;
  const key = await secretsKeyOf(config, tx);
  if (!key) throw new Error('Stripe keys are stored but FOYER_SECRETS_KEY is not configured');
  return {
    secretKey: openSecret(key, stored.secretKey, context(orgId, 'secret-key')),
    webhookSecret: openSecret(key, stored.webhookSecret, context(orgId, 'webhook-secret')),
  };
}

/** What the back office may see of them. */
export async function stripeSettingsOf(config: AppConfig, tx: Tx, orgId: string): Promise<TStripeSettings> {
  const stored = await paymentSettingsRepository.stripe(tx, orgId);
  return {
    secretKeyLast4: stored.secretKey ? stored.secretKeyLast4 : null,
    webhookSecretLast4: stored.webhookSecret ? stored.webhookSecretLast4 : null,
    webhookUrl: `${config.publicUrl}${stripeWebhookPath(orgId)}`,
  };
}

/** Seals and stores the keys given; 409 when there is no key to seal them with. */
export async function saveStripeKeys(config: AppConfig, tx: Tx, orgId: string, update: TStripeSettingsUpdate): Promise<void> {
  if (update.secretKey === undefined && update.webhookSecret === undefined) return;
  const key = await secretsKeyOf(config, tx);
  if (!key) throw conflict(PAYMENT_MESSAGES.secretsKeyMissing);
  await paymentSettingsRepository.saveStripe(tx, orgId, {
    ...(update.secretKey !== undefined && {
      stripeSecretKey: sealSecret(key, update.secretKey, context(orgId, 'secret-key')),
      stripeSecretKeyLast4: update.secretKey.slice(-4),
    }),
    ...(update.webhookSecret !== undefined && {
      stripeWebhookSecret: sealSecret(key, update.webhookSecret, context(orgId, 'webhook-secret')),
      stripeWebhookSecretLast4: update.webhookSecret.slice(-4),
    }),
  });
}
