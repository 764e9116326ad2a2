import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Tx } from '../db/client.js';
import { inTenant } from '../db/tenancy.js';
import type { TestApp } from './test-app.js';

/*
 * Issue 13: a module's queries use the indexes made for them. Plan shape, not time: a repository's
 * own SQL is EXPLAINed as the app runs it (the app role, row-level security, in the organisation's
 * transaction) over enough rows that PostgreSQL's planner picks an index only if it serves. Each
 * module tests its own repositories with these (PostgreSQL only).
 */

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, flattened: what it scans and through which index. */
export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
export const indexesOf = (plans: PlanNode[]) => new Set(plans.flatMap(nodesOf).flatMap((node) => node['Index Name'] ?? []));
export const seqScansOf = (plans: PlanNode[]) =>
  plans.flatMap(nodesOf).flatMap((node) => (node['Node Type'] === 'Seq Scan' ? [node['Relation Name']] : []));

/** The plans of every statement `work` sends in the organisation's transaction, instead of running them. */
export async function plansOf(t: TestApp, orgId: string, work: (tx: Tx) => Promise<unknown>): Promise<PlanNode[]> {
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

/**
 * As the database owner: `orders` orders over 120 days, each with three tickets in one of 200
 * occurrences, `occurrenceId` among them; then the statistics, so the planner knows the sizes.
 */
export async function loadOrdersAtScale(t: TestApp, orgId: string, occurrenceId: string, orders: number) {
  const owner = new pg.Client({ connectionString: t.config.databaseUrl! });
  await owner.connect();
  try {
    // The statistics are the explicit ANALYZE's below: an autovacuum ANALYZE that sampled a table
    // half loaded could otherwise commit after it (a CI run on a busy machine once planned a
    // sequential scan of orders for a search that reads 11 rows).
    for (const table of ['orders', 'order_search_words', 'tickets'])
      await owner.query(`alter table ${table} set (autovacuum_enabled = off)`);
    await owner.query(`create temporary table bench_ids as select i, gen_random_uuid() as order_id from generate_series(1, $1::int) i`, [
      orders,
    ]);
    await owner.query(
      `insert into orders (org_id, order_id, order_number, cart_id, status, holding, hold_expires_at, currency,
         total_net_minor, total_tax_minor, total_gross_minor, consumer, fees, language, created_at, updated_at)
       select $1, order_id, 800000000 + i, gen_random_uuid(), case when i % 10 = 3 then 'Canceled' else 'Charged' end, false, now(), 'DKK',
         8000, 2000, 10000,
         jsonb_build_object('type', 'Private', 'email', 'visitor' || i || '@example.test', 'firstName', 'Visitor', 'lastName', 'Number ' || i),
         -- One in 25 asked for its tickets by post.
         case when i % 25 = 0
           then '[{"category": "Shipping", "type": "Fixed amount", "value": 4000, "netMinor": 4000, "taxMinor": 1000, "grossMinor": 5000}]'::jsonb
           else '[]'::jsonb end,
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
    // Statistics from every row, not a sample: a sample of the search words' table differed from
    // run to run, and one CI run planned a sequential scan of orders for a search that reads 11.
    await owner.query('set default_statistics_target = 10000');
    await owner.query('vacuum analyze orders');
    await owner.query('vacuum analyze order_search_words');
    await owner.query('vacuum analyze tickets');
  } finally {
    await owner.end();
  }
}
