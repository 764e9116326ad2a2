import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { platformSettings } from '../../db/schema/index.js';

const SETTING = 'payment-webhook-secret';

/**
 * The secret that signs payment webhooks: PAYMENT_WEBHOOK_SECRET when configured. Without it
 * (allowed on localhost and in the demo only, see config.ts) a random one is made once and kept
 * in `platform_settings`, so every process on the database agrees on it and a restart keeps it.
 * It is never derived from anything an attacker could know, such as DATABASE_URL.
 */
export async function resolveWebhookSecret(db: Database, config: AppConfig): Promise<string> {
  if (config.paymentWebhookSecret) return config.paymentWebhookSecret;
  // platform_settings has no tenant policy, like the outbox: no scope is needed.
  await db
    .insert(platformSettings)
    .values({ name: SETTING, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.name, SETTING));
  return row!.value;
}
