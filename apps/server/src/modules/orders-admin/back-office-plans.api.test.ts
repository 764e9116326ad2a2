import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../carts/testing.js';
import { ticketsByEventRepository } from '../tickets/testing.js';
import { searchOrders, type OrderSearch } from './order-search.repository.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, flattened: what it scans and through which index. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const indexesOf = (plans: PlanNode[]) => new Set(plans.flatMap(nodesOf).flatMap((node) => node['Index Name'] ?? []));
const seqScansOf = (plans: PlanNode[]) =>
  plans.flatMap(nodesOf).flatMap((node) => (node['Node Type'] === 'Seq Scan' ? [node['Relation Name']] : []));

/**
 * Issue 13: the back office's queries use the indexes made for them. Plan shape, not time: the
 * repositories' own SQL is EXPLAINed as the app runs it (the app role, row-level security, in the
 * organisation's transaction) over enough rows that PostgreSQL's planner, left to itself (no
 * enable_seqscan = off), picks an index only if it serves. PGlite plans alike but is not the
 * production database: PostgreSQL only.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('back office query plans at scale (PostgreSQL)', () => {
  const ORDERS = 30_000;
  let t: TestApp;
  let orgId: string;
  const occurrenceId = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';

  beforeAll(async () => {
    t = await createTestApp();
    orgId = (await shopFixture(t)).orgId;
    // As the owner: 30,000 orders over 120 days, each with three tickets in one of 200 occurrences.
    const owner = new pg.Client({ connectionString: t.config.databaseUrl! });
    await owner.connect();
    try {
      await owner.query(`create temporary table bench_ids as select i, gen_random_uuid() as order_id from generate_series(1, $1::int) i`, [
        ORDERS,
      ]);
      await owner.query(
        `insert into orders (org_id, order_id, order_number, cart_id, status, holding, hold_expires_at, currency,
           total_net_minor, total_tax_minor, total_gross_minor, consumer, language, created_at, updated_at)
         select $1, order_id, 800000000 + i, gen_random_uuid(), case when i % 10 = 3 then 'Canceled' else 'Charged' end, false, now(), 'DKK',
           8000, 2000, 10000,
           jsonb_build_object('type', 'Private', 'email', 'visitor' || i || '@example.test', 'firstName', 'Visitor', 'lastName', 'Number ' || i),
           'en', now() - make_interval(days => i % 120), now()
         from bench_ids`,
        [orgId],
      );
      await owner.query(
        `insert into tickets (org_id, ticket_id, order_id, line_no, occurrence_id, ticket_type_id, code, status, visit_state)
         select $1, gen_random_uuid(), order_id, 1,
           case when i % 200 = 0 then $2::uuid else gen_random_uuid() end, gen_random_uuid(), md5(random()::text), 'NOT_ACTIVATED', 'NOT_VISITED'
         from bench_ids, generate_series(1, 3)`,
        [orgId, occurrenceId],
      );
      await owner.query('vacuum analyze orders');
      await owner.query('vacuum analyze tickets');
    } finally {
      await owner.end();
    }
  }, 120_000);
  afterAll(async () => t?.close());

  /** The plans of every statement `work` sends, instead of running them. */
  async function plansOf(work: (tx: Tx) => Promise<unknown>): Promise<PlanNode[]> {
    const plans: PlanNode[] = [];
    await inTenant(t.ctx.db, orgId, async (tx) => {
      const explaining = {
        execute: async (query: SQL) => {
          const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
            rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
          };
          plans.push(result.rows[0]!['QUERY PLAN'][0].Plan);
          return { rows: [] };
        },
      } as unknown as Tx;
      await work(explaining);
    });
    return plans;
  }

  const lastDays = (days: number): Pick<OrderSearch, 'fromInstant' | 'toInstant'> => ({
    fromInstant: new Date(Date.now() - days * 86_400_000),
    toInstant: new Date(Date.now() + 86_400_000),
  });
  const list = (search: string | null) =>
    plansOf((tx) => searchOrders(tx, orgId, { ...lastDays(90), statuses: ['Charged', 'Refunded'], search, limit: 20, offset: 0 }));

  it('reads the orders list, page and count, through orders_by_placed', async () => {
    const plans = await list(null);
    expect(indexesOf(plans)).toContain('orders_by_placed');
    expect(seqScansOf(plans)).not.toContain('orders');
  });

  it('finds a whole email address through orders_by_buyer_email', async () => {
    const plans = await list('Visitor1234@Example.test');
    expect(indexesOf(plans)).toContain('orders_by_buyer_email');
    expect(seqScansOf(plans)).not.toContain('orders');
  });

  it('reads the tickets of an occurrence through tickets_by_occurrence', async () => {
    const plans = await plansOf((tx) => ticketsByEventRepository.page(tx, orgId, occurrenceId, { page: 1, size: 50 }));
    expect(plans).toHaveLength(2); // the count and the page
    for (const plan of plans) {
      expect(indexesOf([plan])).toContain('tickets_by_occurrence');
      expect(seqScansOf([plan])).not.toContain('tickets');
    }
  });
});
