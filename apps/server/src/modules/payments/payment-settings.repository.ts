import { sql } from 'drizzle-orm';
import type { TPaymentSettings } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { paymentSettings } from '../../db/schema/index.js';

/** No row: no provider and not in test mode, the safe default of a new organisation. */
const NONE: TPaymentSettings = { provider: null, testMode: false };

export const paymentSettingsRepository = {
  async find(tx: Tx, orgId: string, forUpdate = false): Promise<TPaymentSettings> {
    const query = tx
      .select()
      .from(paymentSettings)
      .where(sql`${paymentSettings.orgId} = ${orgId}`);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? { provider: row.provider, testMode: row.testMode } : NONE;
  },
  /** The organisation's Stripe keys, sealed (`stripe-keys.ts` opens them), with their last four characters. */
  async stripe(tx: Tx, orgId: string) {
    const [row] = await tx
      .select({
        secretKey: paymentSettings.stripeSecretKey,
        secretKeyLast4: paymentSettings.stripeSecretKeyLast4,
        webhookSecret: paymentSettings.stripeWebhookSecret,
        webhookSecretLast4: paymentSettings.stripeWebhookSecretLast4,
      })
      .from(paymentSettings)
      .where(sql`${paymentSettings.orgId} = ${orgId}`);
    return row ?? { secretKey: null, secretKeyLast4: null, webhookSecret: null, webhookSecretLast4: null };
  },
  async saveStripe(
    tx: Tx,
    orgId: string,
    values: Partial<
      Pick<
        typeof paymentSettings.$inferInsert,
        'stripeSecretKey' | 'stripeSecretKeyLast4' | 'stripeWebhookSecret' | 'stripeWebhookSecretLast4'
      >
    >,
  ) {
    await tx
      .insert(paymentSettings)
      .values({ orgId, ...values })
      .onConflictDoUpdate({ target: paymentSettings.orgId, set: { ...values, updatedAt: sql`now()` } });
  },
  async save(tx: Tx, orgId: string, settings: TPaymentSettings) {
    await tx
      .insert(paymentSettings)
      .values({ orgId, ...settings })
      .onConflictDoUpdate({ target: paymentSettings.orgId, set: { ...settings, updatedAt: sql`now()` } });
  },
};
