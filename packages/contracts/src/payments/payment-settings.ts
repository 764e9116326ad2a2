import { z } from 'zod';

/** The payment providers an organisation can choose. Stripe joins later; `test` only in test mode. */
export const PAYMENT_PROVIDERS = ['test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Ours: the spec has no wording for these. */
export const PAYMENT_MESSAGES = {
  cannotTakePayments: 'This shop cannot take payments yet',
  testProviderNeedsTestMode: 'The test payment provider is only for organisations in test mode',
  notInTestMode: 'This shop does not take test payments',
  testModePlatformOnly: 'Only a platform admin can change test mode',
  webhookFieldTooLong: 'Too long',
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

/** What the shop shows: a "test mode" marker, and whether it can take payments at all. */
export const ZPublicPaymentSettings = z.object({ testMode: z.boolean(), takesPayments: z.boolean() });
export type TPublicPaymentSettings = z.infer<typeof ZPublicPaymentSettings>;
