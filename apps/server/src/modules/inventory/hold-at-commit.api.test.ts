import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { holdPlacesAtCommit, refusedBucket, sellHeldPlaces } from './index.js';
import { setBucketCountsIn } from './testing.js';

/** The text of each message pg's client sent while `queries` spied on it. */
const sentTexts = (queries: { mock: { calls: unknown[][] } }) =>
  queries.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text));

const seat = (names: string, quantity: number) => ({
  names: { en: names },
  age: 'Adult' as const,
  netPriceMinor: 10000,
  vatBasisPoints: 2500,
  salesChannel: 'ONLINE' as const,
  quantity,
  requireMinimumQuantity: null,
});

/**
 * An add's holds sent with its COMMIT (places.ts holdPlacesAtCommit): held when they fit, and
 * when one does not, refused with its bucket named and nothing of the transaction kept. A charge's
 * held-become-sold goes the same way.
 */
describe('holds sent with the commit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds what fits, and on PostgreSQL in the very message that commits', async () => {
    const f = await shopFixture(t, 5);
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await inTenant(t.ctx.db, f.orgId, (tx) => holdPlacesAtCommit(tx, f.orgId, f.concert.occurrenceId, [{ bucket: 'pool', quantity: 3 }]));
      const texts = sentTexts(queries);
      if (testDatabaseKind() === 'postgres') {
        // BEGIN with the organisation, then the hold and COMMIT together: two messages in all.
        expect(texts).toHaveLength(2);
        expect(texts[1]).toMatch(/^select inventory_hold_or_refuse\('[0-9a-f-]{36}', '[0-9a-f-]{36}', 'pool', 3\); commit$/);
      } else expect(texts).toEqual([]);
    } finally {
      queries.mockRestore();
    }
    expect(await f.held(f.concert.occurrenceId)).toMatchObject({ held: 3, available: 2 });
  });

  it('refuses a hold that does not fit, naming its bucket, and keeps none of the transaction', async () => {
    const f = await shopFixture(t, 10);
    const hall = await f.createEvent({ saleMode: 'INDIVIDUAL', tickets: [seat('Seat', 2), seat('Standing', 5)] });
    // Taken in sorted order, as an add sends them: the first has room, the second one place left.
    const capacities = new Map([
      [hall.adult, 2],
      [hall.child, 5],
    ]);
    const [first, second] = [...capacities.keys()].sort();
    await inTenant(t.ctx.db, f.orgId, (tx) =>
      setBucketCountsIn(tx, f.orgId, hall.occurrenceId, second!, { sold: capacities.get(second!)! - 1 }),
    );
    const before = await f.held(hall.occurrenceId);

    const refused = await inTenant(t.ctx.db, f.orgId, (tx) =>
      holdPlacesAtCommit(tx, f.orgId, hall.occurrenceId, [
        { bucket: first!, quantity: 1 },
        { bucket: second!, quantity: 2 },
      ]),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refusedBucket(refused)).toBe(second);
    expect(await f.held(hall.occurrenceId)).toEqual(before);

    // One that fits in both is held in both.
    await inTenant(t.ctx.db, f.orgId, (tx) =>
      holdPlacesAtCommit(tx, f.orgId, hall.occurrenceId, [
        { bucket: first!, quantity: 1 },
        { bucket: second!, quantity: 1 },
      ]),
    );
    expect((await f.held(hall.occurrenceId)).held).toBe(before.held + 2);
  });

  it('refuses a bucket the occurrence does not have, and names no bucket for any other error', async () => {
    const f = await shopFixture(t, 5);
    const missing = randomUUID();
    const refused = await inTenant(t.ctx.db, f.orgId, (tx) =>
      holdPlacesAtCommit(tx, f.orgId, f.concert.occurrenceId, [{ bucket: missing, quantity: 1 }]),
    ).catch((error: unknown) => error);
    expect(refusedBucket(refused)).toBe(missing);
    expect(refusedBucket(new Error('the places do not fit in the bucket'))).toBeUndefined();
    expect(await f.held(f.concert.occurrenceId)).toMatchObject({ held: 0, available: 5 });
  });

  it('moves held places to sold with the commit, after what the transaction did before', async () => {
    const f = await shopFixture(t, 5);
    await inTenant(t.ctx.db, f.orgId, (tx) => setBucketCountsIn(tx, f.orgId, f.concert.occurrenceId, 'pool', { held: 3 }));
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await inTenant(t.ctx.db, f.orgId, async (tx) => {
        await sellHeldPlaces(tx, f.orgId, f.concert.occurrenceId, 'pool', 2);
        await setBucketCountsIn(tx, f.orgId, f.concert.occurrenceId, 'pool', { soldOffline: 1 });
      });
      const texts = sentTexts(queries);
      if (testDatabaseKind() === 'postgres') {
        expect(texts).toHaveLength(3);
        expect(texts[2]).toMatch(
          /^update inventory_buckets set held = held - 2, sold = sold \+ 2\s+where .* and bucket = 'pool'; commit$/s,
        );
      }
    } finally {
      queries.mockRestore();
    }
    expect(await f.held(f.concert.occurrenceId)).toMatchObject({ held: 1, sold: 2, available: 1 });
  });
});
