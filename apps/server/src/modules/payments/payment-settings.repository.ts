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
  async save(tx: Tx, orgId: string, settings: TPaymentSettings) {
    await tx
      .insert(paymentSettings)
      .values({ orgId, ...settings })
      .onConflictDoUpdate({ target: paymentSettings.orgId, set: { ...settings, updatedAt: sql`now()` } });
  },
};
