import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app.js';
import { shopFixture } from '../test/shop-fixture.js';
import type { ConnectionLane } from './connection-lanes.js';
import { inTenant } from './tenancy.js';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * On PostgreSQL's pool, who gets a connection first when all are taken (connection-lanes.ts). One
 * connection, held by a test's transaction, so every other transaction waits in its lane. PGlite
 * is one session in the process: nothing waits there.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('connection lanes on PostgreSQL', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  beforeAll(async () => {
    t = await createTestApp({ databasePoolSize: 1 });
    museum = await shopFixture(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Takes the only connection until the answered function is called. */
  async function holdTheConnection() {
    let letGo!: () => void;
    const until = new Promise<void>((resolve) => (letGo = resolve));
    let taken!: () => void;
    const holding = new Promise<void>((resolve) => (taken = resolve));
    const done = inTenant(t.ctx.db, museum.orgId, async () => {
      taken();
      await until;
    });
    await holding;
    return async () => {
      letGo();
      await done;
    };
  }
  /** Until `count` transactions wait in `lane` (each turn lets the waiting requests go on). */
  async function waitingIn(lane: ConnectionLane, count: number) {
    for (let turn = 0; turn < 1000 && t.ctx.database.waitingForConnection(lane) < count; turn++) await settle();
    expect(t.ctx.database.waitingForConnection(lane)).toBe(count);
  }

  it('hands the freed connection to the first lane, then normal, then the background, whatever came first', async () => {
    const letGo = await holdTheConnection();
    const started: ConnectionLane[] = [];
    const inLane = (lane: ConnectionLane) => inTenant(t.ctx.database.inLane(lane), museum.orgId, async () => void started.push(lane));
    const all = [inLane('background'), inLane('normal'), inLane('first')];
    try {
      await waitingIn('first', 1);
      expect([t.ctx.database.waitingForConnection('normal'), t.ctx.database.waitingForConnection('background')]).toEqual([1, 1]);
    } finally {
      await letGo();
      await Promise.all(all);
    }
    expect(started).toEqual(['first', 'normal', 'background']);
  });

  it('puts a visitor’s add to cart and a scan at the door in the first lane, and the mail worker in the background', async () => {
    const letGo = await holdTheConnection();
    const add = museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 1 }]);
    const scan = museum.admin.get('/api/tickets/scan?code=000000000000');
    const flushed = t.flushOutbox();
    try {
      await waitingIn('first', 2);
      await waitingIn('background', 1);
      expect(t.ctx.database.waitingForConnection('normal')).toBe(0);
    } finally {
      await letGo();
    }
    const added = await add;
    expect(added.status, added.body).toBe(200);
    expect((await scan).status).toBe(404);
    await flushed;
  });
});
