import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app.js';
import { makeOrg, makeVenue } from '../test/factories.js';
import { queryRows } from './client.js';
import { oneTripBeginOf } from './one-trip-begin.js';
import { inPlatformScope, inTenant } from './tenancy.js';

/**
 * Tables that carry an `org_id` but are deliberately not tenant-scoped, each with its reason.
 * Anything else with an `org_id` must have row-level security enabled, FORCEd and a policy.
 */
const NOT_TENANT_SCOPED: Record<string, string> = {
  outbox: 'infrastructure: one worker claims every organisation’s mail (platform scope); org_id says whose it is',
  test_provider_payments: 'the built-in test provider’s own book, standing for an external service; org_id is its merchant',
};

describe('tenancy and row-level security', () => {
  let t: TestApp;
  let museumA: string;
  let museumB: string;
  beforeAll(async () => {
    t = await createTestApp();
    museumA = (await makeOrg(t.ctx)).orgId;
    museumB = (await makeOrg(t.ctx)).orgId;
    await makeVenue(t.ctx, museumA, { name: 'A hall' });
    await makeVenue(t.ctx, museumB, { name: 'B hall' });
  });
  afterAll(() => t.close());

  it('has row-level security enabled, FORCEd and keyed on app_org_visible(org_id) on every table with an org_id', async () => {
    const tables = await inPlatformScope(t.ctx.db, (tx) =>
      queryRows<{ table: string; enabled: boolean; forced: boolean; policies: string[] }>(
        tx,
        sql`select c.relname as "table", c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
              coalesce((select array_agg(coalesce(p.qual, '') || ' / ' || coalesce(p.with_check, '') order by p.policyname)
                        from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname), '{}') as policies
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'p')
              and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'org_id' and not a.attisdropped)
            order by c.relname`,
      ),
    );
    const tenantTables = tables.filter((row) => !(row.table in NOT_TENANT_SCOPED));
    expect(tenantTables.length).toBeGreaterThanOrEqual(28);
    const problems = tenantTables.flatMap((row) => [
      ...(row.enabled ? [] : [`${row.table}: row-level security is not enabled`]),
      ...(row.forced ? [] : [`${row.table}: row-level security is not FORCEd (the owner would bypass it)`]),
      ...(row.policies.length > 0 ? [] : [`${row.table}: no policy (nothing would be visible, or everything once one is added)`]),
      ...row.policies
        .filter((policy) => policy !== 'app_org_visible(org_id) / app_org_visible(org_id)')
        .map((policy) => `${row.table}: a policy other than app_org_visible(org_id) for reading and writing: ${policy}`),
    ]);
    expect(problems).toEqual([]);
    // The exceptions are real tables still: a renamed or dropped one must leave the list too.
    expect(tables.map((row) => row.table)).toEqual(expect.arrayContaining(Object.keys(NOT_TENANT_SCOPED)));
  });

  it('runs as a role that is neither superuser nor BYPASSRLS', async () => {
    const [role] = await queryRows<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean }>(
      t.ctx.db,
      sql`select rolname, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect(role).toEqual({ rolname: 'foyer_app', rolsuper: false, rolbypassrls: false });
  });

  it('sees no tenant rows without the organisation setting', async () => {
    const venues = await queryRows(t.ctx.db, sql`select * from venues`);
    const organizations = await queryRows(t.ctx.db, sql`select * from organizations`);
    const users = await queryRows(t.ctx.db, sql`select * from users`);
    expect(venues).toEqual([]);
    expect(organizations).toEqual([]);
    expect(users).toEqual([]);
  });

  it('sees only its own organisation inside a tenant transaction', async () => {
    const names = await inTenant(t.ctx.db, museumA, (tx) => queryRows<{ name: string }>(tx, sql`select name from venues`));
    expect(names.map((row) => row.name)).toEqual(['A hall']);
  });

  it('cannot write a row into another organisation', async () => {
    const error = await inTenant(t.ctx.db, museumA, (tx) =>
      tx.execute(sql`insert into venues (org_id, venue_id, name) values (${museumB}, gen_random_uuid(), 'Smuggled')`),
    ).catch((caught: Error & { cause?: Error }) => caught);
    // Drizzle wraps the database error; PostgreSQL's own message is the cause.
    expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(/row-level security/);
  });

  it('sees every organisation only in an explicit platform scope', async () => {
    const names = await inPlatformScope(t.ctx.db, (tx) => queryRows<{ name: string }>(tx, sql`select name from venues order by name`));
    expect(names.map((row) => row.name)).toEqual(['A hall', 'B hall']);
  });

  it('forgets the setting when the transaction ends', async () => {
    await inTenant(t.ctx.db, museumA, async () => undefined);
    expect(await queryRows(t.ctx.db, sql`select * from venues`)).toEqual([]);
  });

  it('undoes what a failed transaction wrote, and hands its connection back', async () => {
    const failed = await inTenant(t.ctx.db, museumA, async (tx) => {
      await tx.execute(sql`insert into venues (org_id, venue_id, name) values (${museumA}, gen_random_uuid(), 'Half made')`);
      throw new Error('the work failed');
    }).catch((caught: Error) => caught.message);
    expect(failed).toBe('the work failed');
    // More transactions at once than the pool has connections: a connection kept would hang them.
    const counts = await Promise.all(
      Array.from({ length: 25 }, () =>
        inTenant(t.ctx.db, museumA, (tx) =>
          queryRows<{ n: number }>(tx, sql`select count(*)::int as n from venues where name = 'Half made'`),
        ),
      ),
    );
    expect(counts.map(([row]) => row!.n)).toEqual(Array(25).fill(0));
  });

  it('reads one moment in a repeatable-read transaction, with its organisation set', async () => {
    const [row] = await inTenant(
      t.ctx.db,
      museumA,
      (tx) =>
        queryRows<{ isolation: string; org: string }>(
          tx,
          sql`select current_setting('transaction_isolation') as isolation, current_setting('app.org_id', true) as org`,
        ),
      { isolation: 'repeatable read' },
    );
    expect(row).toEqual({ isolation: 'repeatable read', org: museumA });
  });

  it('takes an organisation id of any other shape as a value, never as SQL', async () => {
    const odd = "a', true); select set_config('app.scope', 'platform', true); --";
    const refused = await inTenant(t.ctx.db, odd, (tx) => queryRows<{ name: string }>(tx, sql`select name from venues`)).catch(
      (caught: Error & { cause?: Error }) => String(caught.cause?.message),
    );
    // The policy reads the setting as an id, so the value itself is refused; no platform scope.
    expect(refused).toMatch(/invalid input syntax for type uuid/);
  });

  it.skipIf(testDatabaseKind() !== 'postgres')('begins a transaction with its organisation in one round trip on PostgreSQL', async () => {
    expect(oneTripBeginOf(t.ctx.db)).toBeDefined();
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await inTenant(t.ctx.db, museumA, (tx) => queryRows(tx, sql`select name from venues`));
      // BEGIN with the setting, the statement, COMMIT.
      expect(queries).toHaveBeenCalledTimes(3);
    } finally {
      queries.mockRestore();
    }
  });
});
