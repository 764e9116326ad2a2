import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexesOf, loadOrdersAtScale, nodesOf, plansOf, seqScansOf } from '../../test/query-plans.js';
import { addUpOrderDayCounts } from '../orders/index.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { searchOrders, type OrderSearch } from './order-search.repository.js';

/**
 * Issue 13: the orders list and its search use the indexes made for them, over 30,000 orders
 * (test/query-plans.ts). PGlite plans alike but is not the production database: PostgreSQL only.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('back office query plans at scale (PostgreSQL)', () => {
  let t: TestApp;
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp();
    orgId = (await shopFixture(t)).orgId;
    await loadOrdersAtScale(t, orgId, '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f', 30_000);
    // As the sweep does between rounds: the orders' changes added into the day counts.
    await addUpOrderDayCounts(t.ctx);
  }, 120_000);
  afterAll(async () => t?.close());

  const lastDays = (days: number): Pick<OrderSearch, 'fromInstant' | 'toInstant'> => ({
    fromInstant: new Date(Date.now() - days * 86_400_000),
    toInstant: new Date(Date.now() + 86_400_000),
  });
  const list = (search: string | null, post: OrderSearch['post'] = null) =>
    plansOf(t, orgId, (tx) =>
      searchOrders(tx, orgId, { ...lastDays(90), statuses: ['Charged', 'Refunded'], search, post, limit: 20, offset: 0 }),
    );

  it('reads the orders list, page and count, through orders_by_placed', async () => {
    const plans = await list(null);
    expect(indexesOf(plans)).toContain('orders_by_placed');
    expect(seqScansOf(plans)).not.toContain('orders');
  });

  it('counts the list from the day counts, reading orders only before the first and after the last whole day', async () => {
    const plans = await list(null);
    expect(indexesOf(plans)).toContain('order_day_counts_pkey');
    expect(seqScansOf(plans)).not.toContain('orders');
    // The page reads orders in the range; the total's reads of orders (its InitPlans) are the two
    // ends, bounded by where the whole days start and end, not every order that matches.
    const totalsReadOfOrders = plans
      .flatMap((plan) => (plan.Plans ?? []).filter((node) => node['Parent Relationship'] === 'InitPlan'))
      .flatMap(nodesOf)
      .filter((node) => node['Relation Name'] === 'orders');
    expect(totalsReadOfOrders.map((node) => node['Index Name'])).toEqual(['orders_by_placed', 'orders_by_placed']);
    expect(totalsReadOfOrders.map((node) => /whole_from/.test(node['Index Cond']!) !== /whole_to/.test(node['Index Cond']!))).toEqual([
      true,
      true,
    ]);
  });

  it('finds a whole email address through orders_by_buyer_email', async () => {
    const plans = await list('Visitor1234@Example.test');
    expect(indexesOf(plans)).toContain('orders_by_buyer_email');
    expect(seqScansOf(plans)).not.toContain('orders');
  });

  it('finds part of an address or a name through order_search_words_by_word, not by reading every order', async () => {
    for (const search of ['visitor1234', 'Visitor Number 1234', '81234']) {
      const plans = await list(search);
      expect(indexesOf(plans), search).toContain('order_search_words_by_word');
      expect(seqScansOf(plans), search).not.toContain('orders');
      expect(seqScansOf(plans), search).not.toContain('order_search_words');
    }
    // Digits are also the start of order numbers: a probe of their index per length, not a scan.
    expect(indexesOf(await list('81234'))).toContain('orders_order_number_key');
  });

  it('reads the posted orders to send, or sent, through orders_by_post, not every order of the days', async () => {
    for (const post of ['toSend', 'sent'] as const) {
      const plans = await list(null, post);
      expect(indexesOf(plans), post).toContain('orders_by_post');
      expect(seqScansOf(plans), post).not.toContain('orders');
    }
  });
});
