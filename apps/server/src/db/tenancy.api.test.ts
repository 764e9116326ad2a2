import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { makeOrg, makeVenue } from '../test/factories.js';
import { queryRows } from './client.js';
import { inPlatformScope, inTenant } from './tenancy.js';

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
});
