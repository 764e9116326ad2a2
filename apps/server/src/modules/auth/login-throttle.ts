import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { queryRows, type Tx } from '../../db/client.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { countHit, deleteLapsedBuckets, hitRateLimit, releaseHit, tooManyAttempts } from '../../lib/rate-limit.js';

/**
 * Sign-in slows down; it never locks. Each attempt is counted as a failure before the password is
 * checked (so parallel guesses cannot slip past) and taken back when the password was right.
 * - per (account, address): the first FREE_FAILURES are free, then each further one doubles the
 *   wait (1 s, 2 s, 4 s … at most 15 min); a right password starts the pair again. The account
 *   stays open from every other address, so a stranger cannot keep the real admin out.
 * - per address, across accounts: stops one address trying many accounts (spraying).
 * - per account, across addresses: a ceiling against many addresses guessing one password; it
 *   spares addresses the account has signed in from lately, so it cannot hold the admin out.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
  /** A pair quiet this long starts again from zero. */
  forgetAfterHours: 24,
  perAddress: { limit: 30, windowSeconds: 15 * 60 },
  perAccount: { limit: 100, windowSeconds: 15 * 60 },
  /** Addresses with a session of the account this recent are known and pass the account ceiling. */
  knownAddressDays: 30,
};

const addressBucket = (address: string) => `login:address:${address}`;
const accountBucket = (email: string) => `login:account:${email}`;

/** Seconds a pair waits after `failures` failures: 0 for the free ones, then doubling to the cap. */
const delayAfter = (failures: ReturnType<typeof sql>) =>
  sql`make_interval(secs => case when ${failures} < ${LOGIN_THROTTLE.freeFailures} then 0
    else least(power(2, least(${failures} - ${LOGIN_THROTTLE.freeFailures}, 20)), ${LOGIN_THROTTLE.maxDelaySeconds}) end)`;

/** Counts the attempt for the pair, or refuses it with the seconds left to wait. */
async function admitPair(tx: Tx, email: string, address: string): Promise<void> {
  const forgetAt = sql`now() + make_interval(hours => ${LOGIN_THROTTLE.forgetAfterHours})`;
  const failures = sql`case when f.forget_at <= now() then 1 else f.failures + 1 end`;
  const admitted = await queryRows(
    tx,
    sql`
    insert into login_failures as f (email, address, failures, next_attempt_at, forget_at)
    values (${email}, ${address}, 1, now() + ${delayAfter(sql`1`)}, ${forgetAt})
    on conflict (email, address) do update set
      failures = ${failures}, next_attempt_at = now() + ${delayAfter(failures)}, forget_at = ${forgetAt}
    where f.next_attempt_at <= now()
    returning 1`,
  );
  if (admitted.length > 0) return;
  const [waiting] = await queryRows<{ seconds: number }>(
    tx,
    sql`select extract(epoch from (next_attempt_at - now()))::float8 as seconds
        from login_failures where email = ${email} and address = ${address}`,
  );
  throw tooManyAttempts(Number(waiting?.seconds ?? 1));
}

async function signedInFrom(tx: Tx, userIds: readonly string[], address: string): Promise<boolean> {
  if (userIds.length === 0) return false;
  const rows = await queryRows(
    tx,
    sql`select 1 from sessions where user_id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and ip = ${address}
        and created_at > now() - make_interval(days => ${LOGIN_THROTTLE.knownAddressDays}) limit 1`,
  );
  return rows.length > 0;
}

/**
 * Counts a sign-in attempt before the password is checked, inside the caller's transaction;
 * throws 429 (undoing the count) when the address, the pair or the account must wait.
 * Counts are keyed by the address typed, not by account: the accounts one email names (one per
 * organisation) share one count, so spreading guesses over them gains nothing. `userIds` are
 * those accounts; an address any of them signed in from lately is known.
 */
export async function admitLoginAttempt(tx: Tx, email: string, address: string, userIds: readonly string[]) {
  await hitRateLimit(tx, { bucket: addressBucket(address), ...LOGIN_THROTTLE.perAddress });
  await admitPair(tx, email, address);
  const account = await countHit(tx, { bucket: accountBucket(email), ...LOGIN_THROTTLE.perAccount });
  if (account.over) {
    if (!(await signedInFrom(tx, userIds, address))) throw tooManyAttempts(account.retryAfter);
  }
}

/** The password was right: the attempt was no failure, and the pair starts again. */
export async function forgiveLoginAttempt(tx: Tx, email: string, address: string) {
  await tx.execute(sql`delete from login_failures where email = ${email} and address = ${address}`);
  await releaseHit(tx, addressBucket(address));
  await releaseHit(tx, accountBucket(email));
}

/** Sweep: deletes pairs quiet long enough to be forgotten and rate-limit windows that have ended. */
export async function forgetLapsedAttempts(ctx: Pick<AppContext, 'db'>): Promise<number> {
  return inPlatformScope(ctx.db, async (tx) => {
    const pairs = await queryRows(tx, sql`delete from login_failures where forget_at <= now() returning 1`);
    return pairs.length + (await deleteLapsedBuckets(tx));
  });
}
