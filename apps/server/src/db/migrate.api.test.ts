import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationFiles } from './migrate.js';
import { emptyDatabase, folderWith } from './migrate.test-support.js';

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
