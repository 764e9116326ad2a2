import { z } from 'zod';
import { FEE_TYPES } from '../shop/cart.js';

/** The payment providers an organisation can choose; `test` only in test mode, `stripe` once its keys are in. */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Ours: the spec has no wording for these. */
export const PAYMENT_MESSAGES = {
  cannotTakePayments: 'This shop cannot take payments yet',
  testProviderNeedsTestMode: 'The test payment provider is only for organizations in test mode',
  notInTestMode: 'This shop does not take test payments',
  testModePlatformOnly: 'Only a platform admin can change test mode',
  webhookFieldTooLong: 'Too long',
  stripeNeedsKeys: 'Stripe needs the secret key and the webhook signing secret first',
  stripeSecretKey: 'Must be a Stripe secret key (sk_live_… or sk_test_…)',
  stripeWebhookSecret: 'Must be a Stripe webhook signing secret (whsec_…)',
  secretsKeyMissing: 'Payment keys cannot be stored: FOYER_SECRETS_KEY is not configured',
} as const;

/**
 * An organisation's payment settings: which provider takes its shop's payments (null: none yet,
 * so the shop cannot sell for money) and whether it is in test mode (demo organisations), where
 * the built-in test provider takes payments and no money moves.
 */
export const ZPaymentSettings = z.object({
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  testMode: z.boolean(),
});
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;

export const ZPaymentSettingsUpdate = ZPaymentSettings.partial().strict();
export type TPaymentSettingsUpdate = z.infer<typeof ZPaymentSettingsUpdate>;

/** What the shop's checkout needs: a "test mode" marker, whether it can take payments at all, and postage. */
export const ZPublicPaymentSettings = z.object({
  testMode: z.boolean(),
  takesPayments: z.boolean(),
  /**
   * Whether the museum posts orders, and for what (its Shipping fee, SPEC §7 `fee`): the shop
   * offers "send by post" only then. Null when it has no Shipping fee.
   */
  shipping: z
    .object({
      type: z.enum(FEE_TYPES),
      /** Percentage: basis points of the order's net; Fixed amount: net minor units. */
      value: z.number().int(),
      vatBasisPoints: z.number().int(),
    })
    .nullable(),
});
export type TPublicPaymentSettings = z.infer<typeof ZPublicPaymentSettings>;

/**
 * An organisation's Stripe account as the back office sees it: never the keys themselves (they
 * are stored encrypted and only the server uses them), only whether each is set and its last
 * four characters, and the webhook address to paste into Stripe's dashboard.
 */
export const ZStripeSettings = z.object({
  secretKeyLast4: z.string().nullable(),
  webhookSecretLast4: z.string().nullable(),
  webhookUrl: z.string(),
});
export type TStripeSettings = z.infer<typeof ZStripeSettings>;

/** Keys as pasted from Stripe's dashboard; a key left out keeps the stored one. */
export const ZStripeSettingsUpdate = z
  .object({
    secretKey: z
      .string()
      .trim()
      .max(255)
      .regex(/^(sk|rk)_(live|test)_[0-9A-Za-z]{8,}$/, PAYMENT_MESSAGES.stripeSecretKey),
    webhookSecret: z
      .string()
      .trim()
      .max(255)
      .regex(/^whsec_[0-9A-Za-z+/=]{8,}$/, PAYMENT_MESSAGES.stripeWebhookSecret),
  })
  .partial()
  .strict();
export type TStripeSettingsUpdate = z.infer<typeof ZStripeSettingsUpdate>;
