import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.js';
import { AppError } from './app-error.js';

export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** The 429 every limit answers; the web app reads the minutes from this text to say it in the reader's language. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(retryAfter / 60);
  // The web says it in the reader's language from Retry-After; this English text is for the rest.
  return new AppError('rate_limited', `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, undefined, {
    'retry-after': String(retryAfter),
  });
}

/**
 * Counts one hit in a fixed window, atomically in PostgreSQL so every API process shares it.
 * Tells whether the limit is passed and when the window ends; the row may be swept after that.
 */
export async function countHit(tx: Tx, rule: RateLimitRule): Promise<{ over: boolean; retryAfter: number }> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    tx,
    sql`
    insert into rate_limit_buckets (bucket, window_started_at, hits, expires_at) values (${rule.bucket}, now(), 1, now() + ${window})
    on conflict (bucket) do update set
      hits = case when rate_limit_buckets.expires_at <= now() then 1 else rate_limit_buckets.hits + 1 end,
      window_started_at = case when rate_limit_buckets.expires_at <= now() then now() else rate_limit_buckets.window_started_at end,
      expires_at = case when rate_limit_buckets.expires_at <= now() then now() + ${window} else rate_limit_buckets.expires_at end
    returning hits, ceil(extract(epoch from (expires_at - now())))::int as retry_after`,
  );
  return { over: Number(row?.hits ?? 0) > rule.limit, retryAfter: Number(row?.retry_after ?? rule.windowSeconds) };
}

/** Counts one hit and refuses with 429 past the limit (the caller's transaction is then undone). */
export async function hitRateLimit(tx: Tx, rule: RateLimitRule): Promise<void> {
  const { over, retryAfter } = await countHit(tx, rule);
  if (over) throw tooManyAttempts(retryAfter);
}

/** Takes back one hit, for a limit that counts only what went wrong (a sign-in that succeeded). */
export async function releaseHit(tx: Tx, bucket: string): Promise<void> {
  await tx.execute(sql`update rate_limit_buckets set hits = greatest(hits - 1, 0) where bucket = ${bucket}`);
}

/** Deletes the buckets whose window has passed (a sweep; they would otherwise grow without end). */
export async function deleteLapsedBuckets(tx: Tx): Promise<number> {
  const rows = await queryRows(tx, sql`delete from rate_limit_buckets where expires_at <= now() returning 1`);
  return rows.length;
}
