// `npm run bench:scale`: the back office at a million orders (issue 13). A throwaway PostgreSQL
// 15, migrated and seeded with the demo by the real server, then BENCH_ORDERS orders (default
// 1,000,000) of the demo museum over the past year loaded with generate_series: each with its
// buyer, one line, one payment, one confirmation mail in the outbox and three tickets (3 M
// tickets over 1,000 occurrences). Then, as its admin through HTTP: the orders list, the search by
// email (whole and part) and name, an order's page, the tickets of an occurrence and the orders
// xlsx of 90 days while /readyz is asked meanwhile. Beside each, its ceiling in the same run: the
// same statements as bare SQL (EXPLAIN ANALYZE, planning + execution, as the app's role under
// row-level security). Prints a table and asserts nothing. `BENCH_PORT` (the server) and `BENCH_PG_PORT` pick the ports.
// `--statements`: the 90-day xlsx's statements (pg_stat_statements), with their calls, planning
// and execution, after the table: what its time is made of.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { ALL_ORDER_STATUSES_FOR_DOWNLOAD, DEFAULT_ORDER_STATUSES, type OrderStatus } from '@foyer/contracts';
import { APP_ROLE, type Tx } from '../db/client.js';
import { orderRange, searchOrders } from '../modules/orders-admin/testing.js';
import { startPostgresServer } from '../test/postgres-server.js';
import { startServerProcess } from '../test/server-process.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OCCURRENCES = 1000;
const TICKETS_PER_ORDER = 3;

const STATEMENTS = process.argv.includes('--statements');

const postgres = await startPostgresServer(
  STATEMENTS ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track_planning': 'on' } : {},
  process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined,
);
const databaseUrl = postgres.url('postgres');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-scale-bench-'));
const serverEnv = {
  DATABASE_URL: databaseUrl,
  FOYER_DATA_DIR: dataDir,
  ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}),
};
let server = await startServerProcess({ ...serverEnv, FOYER_DEMO: '1' });
const owner = new pg.Client({ connectionString: databaseUrl });
await owner.connect();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (began: number) => `${((performance.now() - began) / 1000).toFixed(1)} s`;

try {
  const { rows: orgRows } = await owner.query<{ org_id: string }>(`select org_id from users where email = 'admin@demo.test' limit 1`);
  const orgId = orgRows[0]!.org_id;
  // The occurrence whose tickets are listed: a real one of the demo (a single event, so its
  // event id names it); the other 999 are ids of no occurrence, which the list never reads.
  const { rows: occurrenceRows } = await owner.query<{ event_id: string; occurrence_id: string }>(
    `select event_id, min(occurrence_id::text) as occurrence_id from occurrences where org_id = $1
     group by event_id having count(*) = 1 limit 1`,
    [orgId],
  );
  const { event_id: eventId, occurrence_id: occurrenceId } = occurrenceRows[0]!;
  const occurrenceOf = (index: string) =>
    `case when ${index} % ${OCCURRENCES} = 0 then '${occurrenceId}'::uuid else bench_id('occurrence' || (${index} % ${OCCURRENCES})) end`;

  // Ids the contracts accept (version 4, RFC variant), the same for the same text.
  await owner.query(`create function bench_id(text) returns uuid immutable language sql
    as $$ select overlay(overlay(md5($1) placing '4' from 13) placing '8' from 17)::uuid $$`);
  // Loading is faster without the secondary indexes; they are made again after, as the migrations wrote them.
  const began = performance.now();
  const { rows: indexRows } = await owner.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename in ('orders', 'order_lines', 'payments', 'tickets', 'outbox', 'order_search_words')
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexRows) await owner.query(`drop index ${index.indexname}`);
  const firstNames = ['Anna', 'Mette', 'Sofie', 'Ida', 'Emma', 'Lars', 'Peter', 'Jens', 'Mikkel', 'Søren', 'Karen', 'Niels'];
  const lastNames = ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen'];
  const names = (list: string[]) => `(array[${list.map((name) => `'${name}'`).join(', ')}])`;
  // The search words and the day counts are made in one statement each after the orders rather
  // than by their triggers row by row, and timed apart: what keeping them costs a bulk load.
  await owner.query('alter table orders disable trigger orders_keep_search_words, disable trigger orders_keep_day_counts');
  await owner.query(
    `insert into orders (org_id, order_id, order_number, cart_id, status, holding, hold_expires_at, currency,
       total_net_minor, total_tax_minor, total_gross_minor, consumer, language, created_at, updated_at, charged_at)
     select $1, bench_id('order' || i), 900000000 + i, bench_id('cart' || i),
       case when i % 10 = 3 then 'Canceled' when i % 20 = 7 then 'Refunded' else 'Charged' end,
       false, t, 'DKK', 48000, 12000, 60000,
       jsonb_build_object('type', 'Private', 'email', 'buyer' || i || '@example.test',
         'firstName', ${names(firstNames)}[1 + i % ${firstNames.length}], 'lastName', ${names(lastNames)}[1 + (i / 7) % ${lastNames.length}],
         'phonePrefix', '+45', 'phoneNumber', '12345678', 'termsAccepted', true),
       'da', t, t, t
     from generate_series(1, $2::int) i, lateral (select now() - make_interval(secs => i * 31536000.0 / $2)) as placed(t)`,
    [orgId, ORDERS],
  );
  const ordersLoaded = seconds(began);
  await owner.query('alter table orders enable trigger orders_keep_search_words, enable trigger orders_keep_day_counts');
  const wordsStarted = performance.now();
  await owner.query(
    `insert into order_search_words (org_id, order_id, word, created_at)
     select o.org_id, o.order_id, word, o.created_at from orders o, order_buyer_words(o.consumer) word where o.org_id = $1 and o.order_number > 900000000`,
    [orgId],
  );
  const wordsMade = seconds(wordsStarted);
  const countsStarted = performance.now();
  await owner.query(
    `insert into order_day_counts (org_id, day, status, orders)
     select org_id, order_count_day(created_at), status, count(*) from orders where org_id = $1 and order_number > 900000000 group by 1, 2, 3
     on conflict (org_id, day, status) do update set orders = order_day_counts.orders + excluded.orders`,
    [orgId],
  );
  const countsMade = seconds(countsStarted);
  await owner.query(
    `insert into order_lines (org_id, order_id, line_no, kind, occurrence_id, ticket_type_id, bucket, quantity, unit_net_minor,
       vat_basis_points, unit_gross_minor, event_names, ticket_names, starts_at, ends_at, time_zone, venue_name)
     select $1, bench_id('order' || i), 1, 'Event', ${occurrenceOf('i')}, bench_id('ticket type'), 'general', ${TICKETS_PER_ORDER}, 16000, 2500, 20000,
       '{"en": "Benchmark exhibition"}', '{"en": "Adult"}', now(), now() + interval '2 hours', 'Europe/Copenhagen', 'Main hall'
     from generate_series(1, $2::int) i`,
    [orgId, ORDERS],
  );
  await owner.query(
    `insert into payments (org_id, payment_id, order_id, provider, provider_payment_id, status, amount_minor, currency, created_at, updated_at)
     select $1, bench_id('payment' || i), bench_id('order' || i), 'test', 'bench-' || i,
       case when i % 20 = 7 then 'Refunded' else 'Charged' end, 60000, 'DKK', o.created_at, o.created_at
     from generate_series(1, $2::int) i join orders o on o.org_id = $1 and o.order_id = bench_id('order' || i)`,
    [orgId, ORDERS],
  );
  await owner.query(
    `insert into outbox (org_id, kind, payload, status, attempts, created_at, sent_at)
     select $1, 'order-confirmation', jsonb_build_object('orderId', bench_id('order' || i)), 'sent', 1, now(), now()
     from generate_series(1, $2::int) i`,
    [orgId, ORDERS],
  );
  await owner.query(
    `insert into refunds (org_id, refund_id, order_id, amount_minor, ticket_ids, status)
     select $1, bench_id('refund' || i), bench_id('order' || i), 60000, '{}', 'Refunded'
     from generate_series(1, $2::int) i where i % 20 = 7`,
    [orgId, ORDERS],
  );
  const othersLoaded = seconds(began);
  await owner.query(
    `insert into tickets (org_id, ticket_id, order_id, line_no, occurrence_id, ticket_type_id, code, status, visit_state)
     select $1, bench_id('ticket' || i || '-' || k), bench_id('order' || i), 1, ${occurrenceOf('i')}, bench_id('ticket type'),
       md5('code' || i || '-' || k), case when i % 10 = 3 or i % 20 = 7 then 'CANCELED' else 'NOT_ACTIVATED' end, 'NOT_VISITED'
     from generate_series(1, $2::int) i, generate_series(1, ${TICKETS_PER_ORDER}) k`,
    [orgId, ORDERS],
  );
  const ticketsLoaded = seconds(began);
  for (const index of indexRows) await owner.query(index.indexdef);
  const indexed = seconds(began);
  await owner.query('vacuum analyze');
  console.log(
    `loaded ${ORDERS.toLocaleString('en')} orders in ${ordersLoaded} (their search words then in ${wordsMade}, day counts in ${countsMade}), lines/payments/mails/refunds by ${othersLoaded},` +
      ` ${(ORDERS * TICKETS_PER_ORDER).toLocaleString('en')} tickets by ${ticketsLoaded}, indexes by ${indexed}, vacuum analyze by ${seconds(began)}`,
  );
  // A fresh server process: nothing of the loading in its pool or caches.
  await server.stop();
  server = await startServerProcess({ ...serverEnv, FOYER_DEMO: '0' });
  const base = server.url;

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  /** The median of RUNS calls after one to warm up, and the last answer's body. */
  const timeHttp = async (url: string) => {
    const times: number[] = [];
    let body: ArrayBuffer | null = null;
    let status = 0;
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const response = await fetch(`${base}${url}`, { headers: { cookie } });
      body = await response.arrayBuffer();
      status = response.status;
      if (run > 0) times.push(performance.now() - started);
    }
    if (status !== 200) throw new Error(`${url}: ${status} ${new TextDecoder().decode(body!)}`);
    return { time: median(times), body: body! };
  };
  /** The median of RUNS EXPLAIN ANALYZE (planning + execution) of these statements, summed. */
  const timeSql = async (statements: [string, unknown[]][]) => {
    const times: number[] = [];
    const plans: string[] = [];
    for (let run = 0; run <= RUNS; run++) {
      let total = 0;
      // As the app reads: its role, under row-level security, in the organisation.
      await owner.query('begin');
      await owner.query(`set local role ${APP_ROLE}`);
      await owner.query(`select set_config('app.org_id', $1, true)`, [orgId]);
      for (const [statement, params] of statements) {
        const { rows } = await owner.query<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number; Plan: unknown }] }>(
          `explain (analyze, format json) ${statement}`,
          params,
        );
        const [plan] = rows[0]!['QUERY PLAN'];
        total += plan['Planning Time'] + plan['Execution Time'];
        if (run === RUNS) plans.push(JSON.stringify(plan.Plan));
      }
      await owner.query('commit');
      if (run > 0) times.push(total);
    }
    const indexes = [...new Set(plans.join('').match(/"Index Name":"[a-z_]+"/g) ?? [])].map((name) => name.slice(14, -1));
    return { time: median(times), indexes };
  };

  // The orders list's SQL as the app sends it (orders-admin's searchOrders, its text and
  // parameters), for the same days and statuses as the calls through HTTP.
  const dialect = new PgDialect();
  const listSql = async (search: string | null, statuses: readonly OrderStatus[], limit: number, days = orderRange({}, new Date())) => {
    let statement: [string, unknown[]] | null = null;
    const capturing = {
      execute: async (query: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        statement = [text, params];
        return { rows: [] };
      },
    } as unknown as Tx;
    await searchOrders(capturing, orgId, { fromInstant: days.fromInstant, toInstant: days.toInstant, statuses, search, limit, offset: 0 });
    return statement!;
  };
  const listed = DEFAULT_ORDER_STATUSES;
  // An order of the last 90 days, for the searches and the order page.
  const sample = Math.max(1, Math.floor(ORDERS / 10) + 1);
  const sampleEmail = `buyer${sample}@example.test`;
  const partialEmail = `buyer${String(sample).slice(0, -1)}`;
  const sampleOrderId = (await owner.query<{ id: string }>(`select bench_id('order' || $1::int)::text as id`, [sample])).rows[0]!.id;
  const rowCount = async (url: string) =>
    ((await (await fetch(`${base}${url}`, { headers: { cookie } })).json()) as { total: number }).total;

  const orderPageSql: [string, unknown[]][] = [
    [`select * from orders where org_id = $1 and order_id = $2`, [orgId, sampleOrderId]],
    [`select * from order_lines where org_id = $1 and order_id = $2 order by line_no`, [orgId, sampleOrderId]],
    [`select * from tickets where org_id = $1 and order_id = $2 order by line_no, created_at, code`, [orgId, sampleOrderId]],
    [`select * from payments where org_id = $1 and order_id = $2 order by created_at`, [orgId, sampleOrderId]],
    [
      `select * from outbox where org_id = $1 and kind in ('order-confirmation', 'mail') and payload->>'orderId' = $2 order by created_at, id`,
      [orgId, sampleOrderId],
    ],
    [`select * from refunds where org_id = $1 and order_id = $2 order by created_at`, [orgId, sampleOrderId]],
    [
      `select * from payment_dispute_changes where org_id = $1 and payment_id in (select payment_id from payments where org_id = $1 and order_id = $2)`,
      [orgId, sampleOrderId],
    ],
  ];
  const occurrenceSql = `with numbered as (
      select t.ticket_id, t.order_id, t.occurrence_id, t.line_no, t.code, t.holder_name, t.status, t.visit_state, t.activated_at, o.order_number,
             row_number() over (partition by t.order_id order by t.line_no, t.created_at, t.code) as position
      from tickets t join orders o on o.org_id = t.org_id and o.order_id = t.order_id
      where t.org_id = $1 and t.order_id in (select order_id from tickets where org_id = $1 and occurrence_id = $2))`;
  const occurrenceStatements: [string, unknown[]][] = [
    [`${occurrenceSql} select count(*) from numbered n where n.occurrence_id = $2`, [orgId, occurrenceId]],
    [
      `${occurrenceSql} select n.*, l.ticket_names from numbered n join order_lines l on l.org_id = $1 and l.order_id = n.order_id and l.line_no = n.line_no
       where n.occurrence_id = $2 order by n.order_number, n.position limit 50`,
      [orgId, occurrenceId],
    ],
  ];

  const rows: { what: string; matches: string; http: number; ceiling: number; indexes: string[] }[] = [];
  const measure = async (what: string, url: string, statements: [string, unknown[]][], matches: string) => {
    const http = await timeHttp(url);
    const ceiling = await timeSql(statements);
    rows.push({ what, matches, http: http.time, ceiling: ceiling.time, indexes: ceiling.indexes });
    return http;
  };
  const search = (term: string) => `/api/orders?search=${encodeURIComponent(term)}`;
  await measure('orders list, default filters', '/api/orders', [await listSql(null, listed, 20)], String(await rowCount('/api/orders')));
  await measure(
    'search, whole email',
    search(sampleEmail),
    [await listSql(sampleEmail, listed, 20)],
    String(await rowCount(search(sampleEmail))),
  );
  await measure(
    'search, part of an email',
    search(partialEmail),
    [await listSql(partialEmail, listed, 20)],
    String(await rowCount(search(partialEmail))),
  );
  await measure(
    'search, a name',
    search('Søren Rasm'),
    [await listSql('Søren Rasm', listed, 20)],
    String(await rowCount(search('Søren Rasm'))),
  );
  await measure('order page', `/api/orders/${sampleOrderId}`, orderPageSql, '1');
  await measure(
    'tickets of an occurrence',
    `/api/tickets/event/${eventId}`,
    occurrenceStatements,
    String(
      ((await (await fetch(`${base}/api/tickets/event/${eventId}`, { headers: { cookie } })).json()) as { tickets: { total: number } })
        .tickets.total,
    ),
  );

  // The xlsx of the last 90 days, with /readyz asked all the while.
  const today = new Date();
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const from = day(new Date(today.getTime() - 89 * 86_400_000));
  const readyz = async () => {
    const started = performance.now();
    await (await fetch(`${base}/readyz`)).arrayBuffer();
    return performance.now() - started;
  };
  const idle: number[] = [];
  for (let n = 0; n < 20; n++) idle.push(await readyz());
  // The first file starts the worker threads (seconds, once per process): one day first, timed apart.
  const warmStarted = performance.now();
  await (await fetch(`${base}/api/orders/download?from=${day(today)}&to=${day(today)}`, { headers: { cookie } })).arrayBuffer();
  const firstFile = performance.now() - warmStarted;
  if (STATEMENTS) {
    await owner.query('create extension if not exists pg_stat_statements');
    await owner.query('select pg_stat_statements_reset()');
  }
  let downloading = true;
  const during: number[] = [];
  const downloadStarted = performance.now();
  const download = fetch(`${base}/api/orders/download?from=${from}&to=${day(today)}`, { headers: { cookie } }).then(async (response) => {
    const body = await response.arrayBuffer();
    downloading = false;
    if (response.status !== 200) throw new Error(`download: ${response.status} ${new TextDecoder().decode(body)}`);
    return { time: performance.now() - downloadStarted, bytes: body.byteLength };
  });
  while (downloading) during.push(await readyz());
  const downloaded = await download;
  const xlsxStatements = STATEMENTS
    ? (
        await owner.query<{ calls: string; exec_ms: number; plan_ms: number; query: string }>(
          `select calls, total_exec_time as exec_ms, total_plan_time as plan_ms, regexp_replace(query, '\\s+', ' ', 'g') as query
           from pg_stat_statements where query not like '%pg_stat_statements%' order by total_exec_time desc limit 12`,
        )
      ).rows
    : [];
  const downloadDays = orderRange({ from, to: day(today) }, today);
  const xlsxCeiling = await timeSql([await listSql(null, ALL_ORDER_STATUSES_FOR_DOWNLOAD, 1_000_000, downloadDays)]);
  const xlsxRows = (
    await owner.query<{ n: string }>(
      `select count(*) as n from orders where org_id = $1 and created_at >= $2 and created_at < $3 and status = any($4)`,
      [orgId, downloadDays.fromInstant, downloadDays.toInstant, ALL_ORDER_STATUSES_FOR_DOWNLOAD],
    )
  ).rows[0]!.n;
  rows.push({
    what: 'orders xlsx, 90 days',
    matches: xlsxRows,
    http: downloaded.time,
    ceiling: xlsxCeiling.time,
    indexes: xlsxCeiling.indexes,
  });

  const load = os.loadavg().map((value) => value.toFixed(2));
  console.log(`${os.availableParallelism()} cores, Node ${process.version}, PostgreSQL 15, load average ${load.join(' ')}`);
  console.log(
    `${ORDERS.toLocaleString('en')} orders, ${(ORDERS * TICKETS_PER_ORDER).toLocaleString('en')} tickets; medians of ${RUNS} after one warm-up`,
  );
  console.log(`| what | rows | HTTP | bare SQL | ratio | indexes in the bare plan |`);
  console.log(`| --- | --- | --- | --- | --- | --- |`);
  for (const row of rows) {
    console.log(
      `| ${row.what} | ${row.matches} | ${ms(row.http)} | ${ms(row.ceiling)} | ${(row.http / row.ceiling).toFixed(1)} | ${row.indexes.join(', ')} |`,
    );
  }
  console.log(
    `xlsx: ${(downloaded.bytes / 1e6).toFixed(1)} MB; the process's first file (one day, starting the worker threads) ${ms(firstFile)}`,
  );
  console.log(
    `/readyz idle: median ${ms(median(idle))}; during the download: ${during.length} answered, median ${ms(median(during))}, slowest ${ms(Math.max(...during))}`,
  );
  if (STATEMENTS) {
    console.log(`the 90-day xlsx's statements (with the /readyz asked meanwhile): calls, execution ms, planning ms in all`);
    for (const row of xlsxStatements)
      console.log(
        `${row.calls.padStart(6)} ${row.exec_ms.toFixed(1).padStart(8)} ${row.plan_ms.toFixed(1).padStart(7)}  ${row.query.slice(0, 140)}`,
      );
  }
} catch (error) {
  console.error(server.output().slice(-4000));
  throw error;
} finally {
  await owner.end();
  await server.stop();
  postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
