import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { connectionGate, type ConnectionLane } from './connection-lanes.js';
import { registerOneTripBegin } from './one-trip-begin.js';
import { keepStatementsPrepared } from './prepared-statements.js';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { applyMigrations, type SqlRunner } from './migrate.js';

// Without the schema: it only serves Drizzle's relational queries (`db.query.…`), which Foyer does
// not use, and with it Drizzle makes a query builder per table for every transaction it opens.
export type Database = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const APP_ROLE = 'foyer_app';

/** What a listener on a notification channel is told. */
export interface ChannelListener {
  /** A NOTIFY on the channel, after the transaction that sent it committed. */
  notified(payload: string): void;
  /** Whether notifications can be heard now: false when the listening connection is lost, true once it listens (again). */
  listening(now: boolean): void;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  /** The database whose transactions wait for a connection in the `normal` lane. */
  db: Database;
  /**
   * The same database, its transactions waiting for a connection in `lane` (connection-lanes.ts);
   * on PGlite, where nothing waits for a connection, `db` itself.
   */
  inLane(lane: ConnectionLane): Database;
  /** Answers when the database does (readiness). */
  ping(): Promise<void>;
  /**
   * Listens on a channel (a constant identifier) until the answered function is called. On
   * PostgreSQL one dedicated connection per channel, made again when lost; on PGlite the one
   * in-process session, which is never lost.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /**
   * Resolves once every channel listened to has heard all that was announced before the call
   * (a process hears its own announcements a moment after its commit, like every other process):
   * each listening connection announces a mark of its own and waits for it, as announcements
   * arrive in the order their transactions committed. A lost connection counts as heard.
   */
  heard(): Promise<void>;
  /** Transactions waiting for a pooled connection in `lane` (connection-lanes.ts); none on PGlite. */
  waitingForConnection(lane: ConnectionLane): number;
  close(): Promise<void>;
}

/** What a listening connection calls itself on PostgreSQL (pg_stat_activity's application_name). */
export const LISTENER_NAME = 'foyer-listener';

/** A listening connection's own mark on its channel, never handed to the listener. */
const HEARD_MARK = '~heard~';

/** The marks a listening connection waits for, and how it sends one. */
function heardMarks(send: (payload: string) => Promise<unknown>) {
  const waiting = new Map<string, () => void>();
  let next = 0;
  return {
    /** True for a mark (answered here), false for an announcement the listener is told. */
    take(payload: string) {
      if (!payload.startsWith(HEARD_MARK)) return false;
      waiting.get(payload)?.();
      waiting.delete(payload);
      return true;
    },
    async wait() {
      const mark = `${HEARD_MARK}${next++}`;
      const arrived = new Promise<void>((resolve) => waiting.set(mark, resolve));
      try {
        await send(mark);
      } catch {
        waiting.delete(mark); // the connection is lost: nothing is kept meanwhile anyway
        return;
      }
      await arrived;
    },
    /** The connection is gone: nobody waits for its marks. */
    release() {
      for (const resolve of waiting.values()) resolve();
      waiting.clear();
    },
  };
}

/**
 * Opens the database, applies migrations as the owner, then drops to the application role,
 * which is neither superuser nor BYPASSRLS, so row-level security always applies.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  /** PostgreSQL: keep each connection's statements prepared (db/prepared-statements.ts); on unless false. */
  preparedStatements?: boolean;
  /** PostgreSQL: connections in the pool (config's DATABASE_POOL_SIZE). */
  poolSize: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.preparedStatements ?? true, options.poolSize);
  return openPglite(options.dataDir);
}

/** Extensions the migrations create: PGlite's client must load them (the order search's pg_trgm). */
export const pgliteExtensions = { pg_trgm };

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: pgliteExtensions });
  } else {
    client = new PGlite({ extensions: pgliteExtensions });
  }
  await client.waitReady;
  const runner: SqlRunner = {
    exec: async (sql) => void (await client.exec(sql)),
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
  };
  await applyMigrations(runner);
  await client.exec(`set role ${APP_ROLE}`);
  const db = drizzlePglite(client) as unknown as Database;
  const listening = new Set<ReturnType<typeof heardMarks>>();
  return {
    kind: 'pglite',
    db,
    inLane: () => db,
    ping: async () => void (await client.query('select 1')),
    async listen(channel, listener) {
      const marks = heardMarks((mark) => client.query('select pg_notify($1, $2)', [channel, mark]));
      const unlisten = await client.listen(channel, (payload) => {
        if (!marks.take(payload)) listener.notified(payload);
      });
      listening.add(marks);
      listener.listening(true);
      return async () => {
        listening.delete(marks);
        marks.release();
        listener.listening(false);
        if (!client.closed) await unlisten();
      };
    },
    heard: async () => void (await Promise.all([...listening].map((marks) => marks.wait()))),
    // One session in the process: nothing queues for a connection.
    waitingForConnection: () => 0,
    close: async () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, preparedStatements: boolean, poolSize: number): Promise<DatabaseHandle> {
  const owner = new pg.Client({ connectionString: databaseUrl });
  await owner.connect();
  try {
    await applyMigrations({
      exec: async (sql) => void (await owner.query(sql)),
      query: async (sql) => (await owner.query(sql)).rows,
    });
  } finally {
    await owner.end();
  }
  // The role is a start-up option of every connection, so no query ever runs as the owner.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, options: `-c role=${APP_ROLE}` });
  if (preparedStatements) keepStatementsPrepared(pool);
  const db = drizzlePg(pool) as unknown as Database;
  const gate = connectionGate(poolSize);
  registerOneTripBegin(db, pool, gate, 'normal');
  // Each other lane's database is the same Drizzle database under another identity, whose
  // transactions the one-trip opener puts in that lane; its dialect, session and the statements
  // built on them (built-once.ts) are shared.
  const lanes: Record<ConnectionLane, Database> = { normal: db, first: Object.create(db), background: Object.create(db) };
  registerOneTripBegin(lanes.first, pool, gate, 'first');
  registerOneTripBegin(lanes.background, pool, gate, 'background');
  const listening = new Set<ReturnType<typeof heardMarks>>();
  return {
    kind: 'postgres',
    db,
    inLane: (lane) => lanes[lane],
    ping: async () => void (await pool.query('select 1')),
    listen: (channel, listener) => listenOnPostgres(databaseUrl, channel, listener, listening),
    heard: async () => void (await Promise.all([...listening].map((marks) => marks.wait()))),
    waitingForConnection: (lane) => gate.waitingIn(lane),
    close: async () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others). When it is lost
 * the listener is told at once and it is made again: at once the first time, then after a
 * growing pause (up to 5 s) while the server cannot be reached.
 */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  listener: ChannelListener,
  listening: Set<ReturnType<typeof heardMarks>>,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  const marks = heardMarks(async (mark) => {
    // Not listening: nothing is kept meanwhile, so there is nothing to wait for.
    if (!current) throw new Error('not listening');
    await current.query('select pg_notify($1, $2)', [channel, mark]);
  });
  listening.add(marks);
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    retry = null;
    if (stopped) return;
    const client = new pg.Client({ connectionString: databaseUrl, options: `-c role=${APP_ROLE}`, application_name: LISTENER_NAME });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      void client.end().catch(() => undefined);
      if (current === client) {
        current = null;
        marks.release();
        listener.listening(false);
      }
      if (!stopped) retry = setTimeout(connect, failures === 0 ? 0 : Math.min(5000, 100 * 2 ** failures));
      failures++;
    };
    client.on('notification', (message) => {
      if (message.channel === channel && !marks.take(message.payload ?? '')) listener.notified(message.payload ?? '');
    });
    client.on('error', lose);
    client.on('end', lose);
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch {
      return lose();
    }
    if (stopped || lost) return void client.end().catch(() => undefined);
    current = client;
    failures = 0;
    listener.listening(true);
  };
  await connect();
  return async () => {
    stopped = true;
    listening.delete(marks);
    marks.release();
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    listener.listening(false);
    await client?.end().catch(() => undefined);
  };
}

/** Rows of a raw SQL statement; both drivers answer with `{ rows }`. */
export async function queryRows<T>(tx: Tx | Database, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
