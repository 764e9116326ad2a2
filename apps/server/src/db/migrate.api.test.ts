import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseKind } from '../test/test-app.js';
import { pgliteExtensions } from './client.js';
import { applyMigrations, migrationFiles, MIGRATIONS_DIR, type SqlRunner } from './migrate.js';

/** An empty database of the kind under test, as its owner. */
async function emptyDatabase(): Promise<{ runner: SqlRunner; close(): Promise<void> }> {
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
function folderWith(files: string[], extra: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-migrations-'));
  for (const file of files) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  for (const [file, sql] of Object.entries(extra)) fs.writeFileSync(path.join(dir, file), sql);
  return dir;
}

describe('migrations named by UTC time upgrade a database migrated under the old numbers', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    database = await emptyDatabase();
  });
  afterAll(() => database.close());

  it('applies only what is new, in order, and nothing twice', async () => {
    const numbered = migrationFiles().filter((file) => /^\d{4}_/.test(file));
    expect(numbered.length).toBeGreaterThanOrEqual(17);
    // A database as every existing one is: migrated under the four-digit names.
    expect(await applyMigrations(database.runner, folderWith(numbered))).toEqual(numbered);

    // The probes sort after every real migration, whenever it was written.
    const later = folderWith(migrationFiles(), {
      '20991231T2330_second_probe.sql': 'alter table migration_probe add column second boolean not null default true;',
      '20991231T2300_first_probe.sql': 'create table migration_probe (org_id uuid primary key);',
    });
    const stamped = migrationFiles().filter((file) => !numbered.includes(file));
    expect(await applyMigrations(database.runner, later)).toEqual([
      ...stamped,
      '20991231T2300_first_probe.sql',
      '20991231T2330_second_probe.sql',
    ]);
    expect(await applyMigrations(database.runner, later)).toEqual([]);

    const recorded = (await database.runner.query('select name from schema_migrations order by name')).map((row) => row.name);
    expect(recorded).toEqual([...numbered, ...stamped, '20991231T2300_first_probe.sql', '20991231T2330_second_probe.sql'].sort());
    expect(
      await database.runner.query("select column_name from information_schema.columns where table_name = 'migration_probe' order by 1"),
    ).toEqual([{ column_name: 'org_id' }, { column_name: 'second' }]);
  });

  it('refuses to start on a folder with two migrations of one ordering key, before touching the database', async () => {
    const clash = folderWith([], {
      '20261124T1830_vouchers.sql': 'create table clash_a (id int);',
      '20261124T1830_memberships.sql': 'create table clash_b (id int);',
    });
    await expect(applyMigrations(database.runner, clash)).rejects.toThrow('share the ordering key 20261124T1830');
    expect(await database.runner.query("select 1 from information_schema.tables where table_name in ('clash_a', 'clash_b')")).toEqual([]);
  });
});
