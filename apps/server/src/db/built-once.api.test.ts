import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { makeOrg, makeVenue } from '../test/factories.js';
import { builtOnce, insertBuiltOnce, sqlBuiltOnce, type Slots } from './built-once.js';
import { carts, venues } from './schema/index.js';
import { inTenant } from './tenancy.js';

/** Statements built once (built-once.ts) answer what the same query built on every call answers, on both databases. */
describe('statements built once', () => {
  let t: TestApp;
  let other: TestApp;
  let museumA: string;
  let museumB: string;
  beforeAll(async () => {
    t = await createTestApp();
    // A second database in the same process: each gets a statement of its own driver's kind.
    other = await createTestApp();
    museumA = (await makeOrg(t.ctx)).orgId;
    museumB = (await makeOrg(t.ctx)).orgId;
    await makeVenue(t.ctx, museumA, { name: 'A hall' });
    await makeVenue(t.ctx, museumB, { name: 'B hall' });
    await makeVenue(t.ctx, museumB, { name: 'B garden' });
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
  });

  const venuesNamed = builtOnce((tx, slot: Slots<{ orgId: string; name: string }>) =>
    tx
      .select()
      .from(venues)
      .where(and(eq(venues.orgId, slot('orgId')), sql`${venues.name} like ${slot('name')}`))
      .orderBy(asc(venues.name)),
  );
  const ordinary = (orgId: string, name: string) =>
    inTenant(t.ctx.db, orgId, (tx) =>
      tx
        .select()
        .from(venues)
        .where(and(eq(venues.orgId, orgId), sql`${venues.name} like ${name}`))
        .orderBy(asc(venues.name)),
    );

  it('answers each call with its own values, as the query built anew does, under each organisation’s row-level security', async () => {
    for (let round = 0; round < 2; round++) {
      for (const [orgId, name] of [
        [museumA, '%'],
        [museumB, 'B%'],
        [museumB, '%garden'],
        [museumA, 'B%'],
      ] as const) {
        const built = await inTenant(t.ctx.db, orgId, (tx) => venuesNamed(tx, { orgId, name }));
        expect(built).toEqual(await ordinary(orgId, name));
      }
    }
    // Another organisation's id as a value sees nothing: the setting, not the value, decides.
    expect(await inTenant(t.ctx.db, museumA, (tx) => venuesNamed(tx, { orgId: museumB, name: '%' }))).toEqual([]);
    expect((await inTenant(t.ctx.db, museumB, (tx) => venuesNamed(tx, { orgId: museumB, name: '%' }))).map((v) => v.name)).toEqual([
      'B garden',
      'B hall',
    ]);
  });

  it('writes a null slot as NULL, through columns whose encoders cannot take one', async () => {
    const cartId = randomUUID();
    const openCart = builtOnce((tx, slot: Slots<{ orgId: string; cartId: string; expiresAt: Date | null }>) =>
      tx
        .insert(carts)
        .values({ orgId: slot('orgId'), cartId: slot('cartId'), language: 'en', status: 'Open', expiresAt: slot('expiresAt') })
        .returning(),
    );
    const [open] = await inTenant(t.ctx.db, museumA, (tx) => openCart(tx, { orgId: museumA, cartId, expiresAt: null }));
    expect(open).toMatchObject({ cartId, expiresAt: null });
    const later = new Date('2026-12-24T18:00:00.000Z');
    const [timed] = await inTenant(t.ctx.db, museumA, (tx) => openCart(tx, { orgId: museumA, cartId: randomUUID(), expiresAt: later }));
    expect(timed!.expiresAt).toEqual(later);
  });

  it('runs on a second database in the same process, on that database', async () => {
    const orgId = (await makeOrg(other.ctx)).orgId;
    await makeVenue(other.ctx, orgId, { name: 'Only here' });
    const there = await inTenant(other.ctx.db, orgId, (tx) => venuesNamed(tx, { orgId, name: '%' }));
    expect(there.map((venue) => venue.name)).toEqual(['Only here']);
    // And the first database still answers from its own.
    expect(await inTenant(t.ctx.db, orgId, (tx) => venuesNamed(tx, { orgId, name: '%' }))).toEqual([]);
  });

  it('inserts each shape once built: defaults for what is left out, one statement per row count, SQL values the ordinary way', async () => {
    const insertVenues = insertBuiltOnce(venues);
    const [one] = await inTenant(t.ctx.db, museumA, (tx) =>
      insertVenues.returning(tx, [{ orgId: museumA, venueId: randomUUID(), name: 'Left out', timeZone: 'UTC' }]),
    );
    // Columns not given take their defaults, as Drizzle's own insert leaves them.
    expect(one).toMatchObject({ orgId: museumA, name: 'Left out', css: null });
    const [css] = await inTenant(t.ctx.db, museumA, (tx) =>
      insertVenues.returning(tx, [
        {
          orgId: museumA,
          venueId: randomUUID(),
          name: 'Styled',
          timeZone: 'UTC',
          css: { mode: 'APPEND', href: 'https://museum.example/a.css' },
        },
      ]),
    );
    expect(css).toMatchObject({ name: 'Styled', timeZone: 'UTC', css: { mode: 'APPEND', href: 'https://museum.example/a.css' } });
    const two = await inTenant(t.ctx.db, museumA, (tx) =>
      insertVenues.returning(tx, [
        { orgId: museumA, venueId: randomUUID(), name: 'First of two', timeZone: 'UTC' },
        { orgId: museumA, venueId: randomUUID(), name: 'Second of two', timeZone: 'UTC', css: undefined },
      ]),
    );
    expect(two.map((venue) => venue.name)).toEqual(['First of two', 'Second of two']);
    await inTenant(t.ctx.db, museumA, (tx) =>
      insertVenues.rows(tx, [{ orgId: museumA, venueId: randomUUID(), name: sql`'Writ' || 'ten'` as unknown as string, timeZone: 'UTC' }]),
    );
    // A null is SQL's NULL, not JSON's null (the JSON column's encoder would make it 'null').
    await inTenant(t.ctx.db, museumA, (tx) =>
      insertVenues.rows(tx, [{ orgId: museumA, venueId: randomUUID(), name: 'Unstyled', timeZone: 'UTC', css: null }]),
    );
    const [unstyled] = await inTenant(t.ctx.db, museumA, (tx) =>
      sqlBuiltOnce<{ name: string }, { sqlNull: boolean }>(
        (slot) => sql`select css is null as "sqlNull" from venues where name = ${slot('name')}`,
      )(tx, { name: 'Unstyled' }),
    );
    expect(unstyled).toEqual({ sqlNull: true });
    const names = (await ordinary(museumA, '%')).map((venue) => venue.name);
    expect(names).toEqual(['A hall', 'First of two', 'Left out', 'Second of two', 'Styled', 'Unstyled', 'Written']);
    // Nothing to write is no statement at all.
    await expect(inTenant(t.ctx.db, museumA, (tx) => insertVenues.returning(tx, []))).resolves.toEqual([]);
  });

  it('runs raw SQL built once, each value where its slot is, and answers its rows', async () => {
    const countNamed = sqlBuiltOnce<{ orgId: string; names: string[] }, { count: number }>(
      (slot) => sql`select count(*)::int as count from venues where org_id = ${slot('orgId')} and name = any(${slot('names')}::text[])`,
    );
    for (const [names, count] of [
      [['B hall'], 1],
      [['B hall', 'B garden', 'nowhere'], 2],
      [[], 0],
    ] as const) {
      const [row] = await inTenant(t.ctx.db, museumB, (tx) => countNamed(tx, { orgId: museumB, names: [...names] }));
      expect(row).toEqual({ count });
    }
  });
});
