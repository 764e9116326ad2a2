import fs from 'node:fs';
import path from 'node:path';

export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query(sql: string): Promise<Record<string, unknown>[]>;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Migration names. New ones start with their UTC creation time, `YYYYMMDDTHHMM_what.sql`
 * (`20261124T1830_guide_requests.sql`), so two branches never pick the same number. The
 * four-digit names (`0001_foundation.sql` … `0017_…`) are those from before; databases have them
 * recorded under those names, so they keep them. A four-digit key sorts before any timestamp.
 */
const NUMBERED = /^(\d{4})_[a-z0-9_]+\.sql$/;
const STAMPED = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})_[a-z0-9_]+\.sql$/;

export class MigrationNamingError extends Error {}

/** The part of a migration's name that orders it: the number or the timestamp. */
export function orderingKey(name: string): string {
  const numbered = NUMBERED.exec(name);
  if (numbered) return numbered[1]!;
  const stamped = STAMPED.exec(name);
  if (stamped) {
    const [, year, month, day, hour, minute] = stamped.map(Number) as [number, number, number, number, number, number];
    const at = new Date(Date.UTC(year, month - 1, day, hour, minute));
    const real = at.getUTCMonth() === month - 1 && at.getUTCDate() === day && hour < 24 && minute < 60 && year >= 2026;
    if (real) return name.slice(0, 13);
  }
  throw new MigrationNamingError(
    `Migration "${name}" is not named YYYYMMDDTHHMM_what.sql (its UTC creation time, lower-case words joined by _)`,
  );
}

/**
 * The migrations in the order they apply; refuses a badly named one and two with one ordering
 * key (two branches that each added a migration at the same minute, or the same old number).
 */
export function migrationOrder(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = orderingKey(name);
    const other = byKey.get(key);
    if (other) throw new MigrationNamingError(`Migrations "${other}" and "${name}" share the ordering key ${key}: rename the newer one`);
    byKey.set(key, name);
  }
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
}

export const migrationFiles = (dir = MIGRATIONS_DIR) => migrationOrder(fs.readdirSync(dir).filter((file) => file.endsWith('.sql')));

/**
 * Applies the SQL files of migrations/ in order, each once (by name, as recorded in
 * schema_migrations), each in its own transaction, under an advisory lock so several processes
 * starting together do not race.
 */
export async function applyMigrations(runner: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  await runner.exec('select pg_advisory_lock(727001)');
  try {
    await runner.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set((await runner.query('select name from schema_migrations')).map((row) => String(row.name)));
    const newlyApplied: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      await runner.exec(`begin;\n${sql}\n;insert into schema_migrations (name) values ('${file.replace(/'/g, "''")}');\ncommit;`);
      newlyApplied.push(file);
    }
    // The application role may use every table but the migration ledger.
    await runner.exec(`
      grant usage on schema public to foyer_app;
      grant select, insert, update, delete on all tables in schema public to foyer_app;
      grant usage, select on all sequences in schema public to foyer_app;
      revoke all on schema_migrations from foyer_app;
      do $$ begin
        if not exists (select 1 from pg_auth_members m join pg_roles r on r.oid = m.roleid
                       join pg_roles u on u.oid = m.member
                       where r.rolname = 'foyer_app' and u.rolname = current_user) then
          execute format('grant foyer_app to %I', current_user);
        end if;
      end $$;`);
    return newlyApplied;
  } catch (error) {
    await runner.exec('rollback').catch(() => undefined);
    throw error;
  } finally {
    await runner.exec('select pg_advisory_unlock(727001)');
  }
}
