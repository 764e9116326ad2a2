import type pg from 'pg';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Database, Tx } from './client.js';
import type { ConnectionGate, ConnectionLane } from './connection-lanes.js';

/**
 * Transactions on PostgreSQL that begin with their tenant setting in one round trip (issue 13).
 * Drizzle's own transaction sends BEGIN on its own, and ours then sends `set_config` on its own:
 * two of the seven or eight statements of an average transaction in a sale, each a socket write
 * and a wait. Here BEGIN and the setting go as one simple-protocol query
 * (`begin; select set_config(…)`), and the work gets Drizzle's own transaction object on that
 * connection, so everything after is as before (nested transactions become savepoints as ever).
 *
 * A simple query cannot carry parameters, so the setting's value is written into it: only values
 * of the shape SAFE_SETTING (an organisation's id, "platform") are; any other goes the two-trip way.
 * PGlite runs in the process, where a round trip costs nothing, and keeps Drizzle's transaction.
 */
export type Isolation = 'repeatable read';

export interface OneTripBegin {
  <T>(setting: { name: string; value: string }, isolation: Isolation | undefined, work: (tx: Tx) => Promise<T>): Promise<T>;
}

const SAFE_SETTING = /^[A-Za-z0-9_.:-]{1,64}$/;
export const canBeginInOneTrip = (value: string) => SAFE_SETTING.test(value);

const openers = new WeakMap<Database, OneTripBegin>();
/** The transactions the opener made, each with what goes with its COMMIT (sendWithCommit). */
const lastStatements = new WeakMap<object, string[]>();

/**
 * Sends `statement` (simple protocol: its values written in, see SAFE_SETTING's caution) with the
 * transaction's COMMIT in one message, after whatever the work sends, so what it locks is held only
 * while PostgreSQL runs it and commits, not while this process gets round to sending COMMIT. An
 * error in it aborts the transaction: the COMMIT is skipped and the opener rolls back and throws
 * it, as when the work throws. False when `tx` is not a one-trip transaction of PostgreSQL (PGlite,
 * a nested transaction): the caller runs the statement itself.
 */
export function sendWithCommit(tx: Tx, statement: string): boolean {
  const last = lastStatements.get(tx);
  if (!last) return false;
  last.push(statement);
  return true;
}

/** The one-trip opener of `db`, if it has one (PostgreSQL's pool). */
export const oneTripBeginOf = (db: Database): OneTripBegin | undefined => openers.get(db);

/**
 * Gives `db` (Drizzle over `pool`) the one-trip opener. Its transactions wait for a connection in
 * `lane` at `gate` (connection-lanes.ts), as many at once as the pool has, so the pool's own
 * queue stays empty.
 */
export function registerOneTripBegin(db: Database, pool: pg.Pool, gate: ConnectionGate, lane: ConnectionLane) {
  // Drizzle's database keeps its dialect and session (with the schema and options) on itself.
  const { dialect, session } = db as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    session: { options: ConstructorParameters<typeof NodePgSession>[3] };
  };
  const open: OneTripBegin = async (setting, isolation, work) => {
    if (!SAFE_SETTING.test(setting.name) || !canBeginInOneTrip(setting.value)) throw new Error('unsafe setting for a one-trip begin');
    const leave = await gate.enter(lane);
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      leave();
      throw error;
    }
    // A connection left in an unknown state (BEGIN or ROLLBACK failed) is closed, not handed out again.
    let broken: Error | undefined;
    try {
      try {
        await client.query(
          `begin${isolation ? ` isolation level ${isolation}` : ''}; select set_config('${setting.name}', '${setting.value}', true)`,
        );
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      }
      // Without a schema, as the database itself (client.ts: no relational queries).
      const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined, session.options), undefined);
      const last: string[] = [];
      lastStatements.set(tx, last);
      try {
        const result = await work(tx as unknown as Tx);
        await client.query([...last, 'commit'].join('; '));
        return result;
      } catch (error) {
        // As Drizzle's own transaction: a failed COMMIT is rolled back too (PostgreSQL has ended it).
        await client.query('rollback').catch((failed: unknown) => (broken = failed instanceof Error ? failed : new Error(String(failed))));
        throw error;
      }
    } finally {
      client.release(broken);
      leave();
    }
  };
  openers.set(db, open);
}
