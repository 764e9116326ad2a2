import fs from 'node:fs';
import path from 'node:path';

export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query(sql: string): Promise<Record<string, unknown>[]>;
}

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Applies the SQL files of migrations/ in name order, each once, each in its own transaction,
 * under an advisory lock so several processes starting together do not race.
 */
export async function applyMigrations(runner: SqlRunner): Promise<string[]> {
  await runner.exec('select pg_advisory_lock(727001)');
  try {
    await runner.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set((await runner.query('select name from schema_migrations')).map((row) => String(row.name)));
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    const newlyApplied: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
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
