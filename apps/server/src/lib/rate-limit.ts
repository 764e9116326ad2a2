import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.js';
import { AppError } from './app-error.js';

export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit in a fixed window, atomically in PostgreSQL so every API process shares it,
 * and refuses with 429 past the limit.
 */
export async function hitRateLimit(tx: Tx, rule: RateLimitRule): Promise<void> {
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    tx,
    sql`
    insert into rate_limit_buckets (bucket, window_started_at, hits) values (${rule.bucket}, now(), 1)
    on conflict (bucket) do update set
      hits = case when rate_limit_buckets.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})
                  then 1 else rate_limit_buckets.hits + 1 end,
      window_started_at = case when rate_limit_buckets.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})
                  then now() else rate_limit_buckets.window_started_at end
    returning hits, ceil(extract(epoch from (window_started_at + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after`,
  );
  if (row && Number(row.hits) > rule.limit) {
    const retryAfter = Math.max(1, Number(row.retry_after));
    throw new AppError('rate_limited', `Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`, undefined, {
      'retry-after': String(retryAfter),
    });
  }
}

export async function clearRateLimit(tx: Tx, bucket: string): Promise<void> {
  await tx.execute(sql`delete from rate_limit_buckets where bucket = ${bucket}`);
}
