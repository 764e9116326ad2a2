import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PaymentProviderName } from '@foyer/contracts';

// Mirrors migrations/0014_payments_hardening.sql and 0015_stripe.sql.

/** Which provider takes an organisation's payments, and whether it is in test mode. */
export const paymentSettings = pgTable('payment_settings', {
  orgId: uuid('org_id').primaryKey(),
  provider: text('provider').$type<PaymentProviderName>(),
  testMode: boolean('test_mode').notNull().default(false),
  /** Encrypted (`lib/secret-box.ts`); only the last four characters are ever shown. */
  stripeSecretKey: text('stripe_secret_key'),
  stripeSecretKeyLast4: text('stripe_secret_key_last4'),
  stripeWebhookSecret: text('stripe_webhook_secret'),
  stripeWebhookSecretLast4: text('stripe_webhook_secret_last4'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Settings of the installation, not of a tenant (no row-level security). */
export const platformSettings = pgTable('platform_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
