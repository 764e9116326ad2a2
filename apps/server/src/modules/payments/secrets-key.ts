import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LOOPBACK_URL, type AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { platformSettings } from '../../db/schema/index.js';

const SETTING = 'secrets-key';

/**
 * The key that seals organisations' payment keys: FOYER_SECRETS_KEY when configured. Without it,
 * on localhost or in the demo only (like the webhook secret, `webhook-secret.ts`), one is made
 * once and kept in `platform_settings`; anywhere else null, and no key can be stored, because a
 * key beside the data it seals would protect nothing from whoever reads the database.
 */
export async function secretsKeyOf(config: AppConfig, tx: Tx): Promise<Buffer | null> {
  if (config.secretsKey) return config.secretsKey;
  if (!config.demo && !LOOPBACK_URL.test(config.publicUrl)) return null;
  // platform_settings has no tenant policy: readable in any transaction.
  await tx
    .insert(platformSettings)
    .values({ name: SETTING, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.name, SETTING));
  return Buffer.from(row!.value, 'base64');
}
