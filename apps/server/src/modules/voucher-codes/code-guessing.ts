import { sql } from 'drizzle-orm';
import { VOUCHER_CODE_MESSAGES } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { queryRows, type Tx } from '../../db/client.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { AppError } from '../../lib/app-error.js';
import { countHit, tooManyAttempts } from '../../lib/rate-limit.js';

/**
 * Codes typed that do not exist, per address, before it must wait. A code has about 55 bits, so
 * guessing is hopeless anyway; this keeps a script from trying at the shop's full speed, while a
 * visitor who mistypes a few times never meets it.
 */
export const CODE_GUESSES = { limit: 20, windowSeconds: 15 * 60 } as const;

const bucketOf = (address: string | null) => `voucher-guess:${address ?? 'unknown'}`;

/** Seconds until the address may try again, once it has used its guesses; null while it may. */
async function waitLeft(tx: Tx, bucket: string): Promise<number | null> {
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    tx,
    sql`select hits, ceil(extract(epoch from (expires_at - now())))::int as retry_after
        from rate_limit_buckets where bucket = ${bucket} and expires_at > now()`,
  );
  return row && Number(row.hits) >= CODE_GUESSES.limit ? Number(row.retry_after) : null;
}

/** A refusal that says the typed code does not exist (the shop's balance read or its payment). */
const unknownCode = (error: unknown) =>
  error instanceof AppError && (error.message === VOUCHER_CODE_MESSAGES.unknown || error.message === 'Voucher not found');

/**
 * Runs a public call that reads a typed gift voucher code. Each unknown code counts against the
 * caller's address, in a transaction of its own (the call's own is undone by its refusal); past
 * the limit every such call is refused with 429 until the window ends, found codes included, so
 * a guesser learns nothing more meanwhile.
 */
export async function limitingCodeGuesses<T>(ctx: AppContext, address: string | null, call: () => Promise<T>): Promise<T> {
  const bucket = bucketOf(address);
  const wait = await inPlatformScope(ctx.db, (tx) => waitLeft(tx, bucket));
  if (wait !== null) throw tooManyAttempts(wait);
  try {
    return await call();
  } catch (error) {
    if (unknownCode(error)) await inPlatformScope(ctx.db, (tx) => countHit(tx, { bucket, ...CODE_GUESSES }));
    throw error;
  }
}
