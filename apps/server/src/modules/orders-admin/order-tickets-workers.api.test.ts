import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { fileBuilder } from '../file-builder.js';

/** Lets the event loop turn once (timers, I/O, then this): a wait that never reads the clock. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ticket PDFs are made off the event loop', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  let base: string;
  const orderIds: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    museum = await shopFixture(t, 500);
    for (let n = 0; n < 5; n++) {
      const printed = await museum.admin.post(`/api/events/${museum.concert.occurrenceId}/offline-tickets`, {
        ticketId: museum.concert.adult,
        quantity: 100,
      });
      expect(printed.status, printed.body).toBe(201);
      orderIds.push(printed.headers['x-order-id'] as string);
    }
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers /readyz while five 100-ticket PDFs are being made, each in a worker thread', async () => {
    const builtBefore = fileBuilder.stats().built;
    const finished: string[] = [];
    const pdfs = orderIds.map(async (orderId, index) => {
      const response = await fetch(`${base}/api/orders/${orderId}/tickets`, { headers: { cookie: museum.admin.cookie } });
      const body = new Uint8Array(await response.arrayBuffer());
      finished.push(`pdf ${index}`);
      return { status: response.status, body };
    });
    // The PDFs are under way once the pool has all five, running or waiting for a thread.
    const underWay = () => {
      const { built, running, waiting } = fileBuilder.stats();
      return built - builtBefore + running + waiting;
    };
    while (underWay() < 5) await nextTurn();
    expect(fileBuilder.stats().built - builtBefore).toBeLessThan(5);

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    finished.push('readyz');
    const builtWhenReady = fileBuilder.stats().built - builtBefore;

    const answers = await Promise.all(pdfs);
    // The server answered /readyz before it had sent every PDF: the event loop was free meanwhile.
    expect(builtWhenReady).toBeLessThan(5);
    expect(finished.indexOf('readyz')).toBeLessThan(finished.length - 1);
    // All five were built by the pool's threads, and each is the whole order.
    expect(fileBuilder.stats().built - builtBefore).toBe(5);
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect((await getDocumentProxy(body)).numPages).toBe(100);
    }
  });
});
