// Migration tests' set-up: an empty database of the kind under test, and a migrations folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { testDatabaseKind } from '../test/test-app.js';
import { pgliteExtensions } from './client.js';
import { MIGRATIONS_DIR, type SqlRunner } from './migrate.js';

/** An empty database of the kind under test, as its owner. */
export async function emptyDatabase(): Promise<{ runner: SqlRunner; close(): Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const client = new PGlite({ extensions: pgliteExtensions });
    await client.waitReady;
    return {
      runner: {
        exec: async (sql) => void (await client.exec(sql)),
        query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
      },
      close: () => client.close(),
    };
  }
  const baseUrl = inject('postgresBaseUrl');
  const name = `m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const client = new pg.Client({ connectionString: baseUrl.replace(/\/postgres$/, `/${name}`) });
  await client.connect();
  return {
    runner: { exec: async (sql) => void (await client.query(sql)), query: async (sql) => (await client.query(sql)).rows },
    close: () => client.end(),
  };
}

/** A migrations folder holding `files` from the repository's, plus `extra` written here. */
export function folderWith(files: string[], extra: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-migrations-'));
  for (const file of files) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  for (const [file, sql] of Object.entries(extra)) fs.writeFileSync(path.join(dir, file), sql);
  return dir;
}
