import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexesOf, loadOrdersAtScale, plansOf, seqScansOf } from '../../test/query-plans.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { ticketsByEventRepository } from './tickets-by-event.repository.js';

/** Issue 13: an occurrence's tickets are read through tickets_by_occurrence among 90,000 tickets. PostgreSQL only. */
describe.skipIf(testDatabaseKind() !== 'postgres')('tickets of an occurrence at scale (PostgreSQL)', () => {
  const occurrenceId = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';
  let t: TestApp;
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp();
    orgId = (await shopFixture(t)).orgId;
    await loadOrdersAtScale(t, orgId, occurrenceId, 30_000);
  }, 120_000);
  afterAll(async () => t?.close());

  it('reads the page and its count through tickets_by_occurrence', async () => {
    const plans = await plansOf(t, orgId, (tx) => ticketsByEventRepository.page(tx, orgId, occurrenceId, { page: 1, size: 50 }));
    expect(plans).toHaveLength(2); // the count and the page
    for (const plan of plans) {
      expect(indexesOf([plan])).toContain('tickets_by_occurrence');
      expect(seqScansOf([plan])).not.toContain('tickets');
    }
  });
});
