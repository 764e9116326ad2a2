import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema/index.js';
import { applyMigrations, type SqlRunner } from './migrate.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const APP_ROLE = 'foyer_app';

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Answers when the database does (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database, applies migrations as the owner, then drops to the application role,
 * which is neither superuser nor BYPASSRLS, so row-level security always applies.
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string | null }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
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
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    ping: async () => void (await client.query('select 1')),
    close: async () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
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
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: `-c role=${APP_ROLE}` });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    ping: async () => void (await pool.query('select 1')),
    close: async () => pool.end(),
  };
}

/** Rows of a raw SQL statement; both drivers answer with `{ rows }`. */
export async function queryRows<T>(tx: Tx | Database, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
