// `npm run bench:checkout`: many buyers on one hot occurrence through the HTTP API of two server
// processes on a real PostgreSQL server: add to cart, start the payment, approve it on the test
// provider's page, wait for the order to be charged. Then the same number of buyers through the
// same checkout as bare SQL on a second, identical concert (checkout-ceiling.ts): the ceiling of
// this machine in this run. Prints orders per second and latencies of both and their ratio, the
// statements and transactions per paid order (pg_stat_statements), the oversold count (must be 0)
// and the gzip size of the shop's first load. Asserts nothing. `--profile` writes a CPU profile
// of each server process. `BENCH_PORT` (the first server; the others take the next ones) and
// `BENCH_PG_PORT` pick the ports, else free ones.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { APP_ROLE } from '../db/client.js';
import { startPostgresServer } from '../test/postgres-server.js';
import { startServerProcess } from '../test/server-process.js';
import { bareSqlBuyer, type CeilingTarget } from './checkout-ceiling.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 400);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 40);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);

const PROFILE = process.argv.includes('--profile');
/** `--statements`: after the HTTP run, the statements it sent most, per paid order. */
const STATEMENTS = process.argv.includes('--statements');

// pg_stat_statements counts every statement a client sends: the round trips per paid order.
const postgres = await startPostgresServer(
  { shared_preload_libraries: 'pg_stat_statements' },
  process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined,
);
const serverPort = (i: number): Record<string, string> =>
  process.env.BENCH_PORT ? { PORT: String(Number(process.env.BENCH_PORT) + i) } : {};
const databaseUrl = postgres.url('postgres');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-'));
const profileDir = path.join(os.tmpdir(), `foyer-checkout-profile-${Date.now()}`);
const nodeFlags = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
// The first process migrates and seeds the demo; the others join the same database.
const servers = [
  await startServerProcess({ DATABASE_URL: databaseUrl, FOYER_DATA_DIR: dataDir, FOYER_DEMO: '1', ...serverPort(0) }, nodeFlags),
];
for (let i = 1; i < PROCESSES; i++)
  servers.push(
    await startServerProcess({ DATABASE_URL: databaseUrl, FOYER_DATA_DIR: dataDir, FOYER_DEMO: '0', ...serverPort(i) }, nodeFlags),
  );
const owner = new pg.Client({ connectionString: databaseUrl });
await owner.connect();
await owner.query('create extension if not exists pg_stat_statements');

/**
 * Statements sent and transactions opened (BEGIN) on the server since the last reset, by all
 * clients: pg_stat_statements counts at once (pg_stat_database's counts arrive up to 10 s late).
 */
const databaseWork = async () => {
  const { rows } = await owner.query<{ statements: string; transactions: string }>(
    `select coalesce(sum(calls), 0) as statements, coalesce(sum(calls) filter (where lower(query) in ('begin', 'start transaction')), 0) as transactions
     from pg_stat_statements`,
  );
  return { statements: Number(rows[0]!.statements), transactions: Number(rows[0]!.transactions) };
};
const resetWork = () => owner.query('select pg_stat_statements_reset()');

const call = async (url: string, init: { method: string; body?: object; headers?: Record<string, string> }) => {
  const response = await fetch(url, {
    method: init.method,
    headers: { ...(init.body ? { 'content-type': 'application/internal+json' } : {}), ...init.headers },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { message: string } } };
};

try {
  // The hot occurrence: a concert of the demo museum with CAPACITY seats, created by its admin.
  const staffBase = servers[0]!.url;
  const login = await fetch(`${staffBase}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const staff = (url: string, body?: object) => call(`${staffBase}${url}`, { method: body ? 'POST' : 'GET', body, headers: { cookie } });
  const identity = (await staff('/api/auth/identity')).body as { orgId: string };
  const orgId = identity.orgId;
  const types = (await staff('/api/events/types')).body as unknown as { id: string; name: string }[];
  const venues = (await staff('/api/venues')).body as unknown as { venueId: string }[];
  const nextYear = new Date().getFullYear() + 1;
  const createConcert = async (name: string) => {
    const created = await staff('/api/events', {
      visibility: 'Public',
      generalInfo: {
        names: { en: name },
        eventTypeId: types.find((t) => t.name === 'Concert')!.id,
        category: null,
        languages: ['en'],
        display: true,
      },
      defaultLanguage: 'en',
      location: { kind: 'Venue', venueId: venues[0]!.venueId },
      durationMinutes: 90,
      experience: { bringAlong: [], restrictions: [], features: [] },
      refundPolicy: 'DAYS_7',
      saleMode: 'POOL',
      poolCapacity: CAPACITY,
      schedule: {
        kind: 'Single',
        start: { date: `${nextYear}-06-01`, time: '19:00' },
        end: { date: `${nextYear}-06-01`, time: '21:00' },
        allDay: false,
      },
      tickets: [
        {
          names: { en: 'Adult' },
          age: 'Adult',
          netPriceMinor: 20000,
          vatBasisPoints: 2500,
          salesChannel: 'ONLINE',
          quantity: null,
          requireMinimumQuantity: null,
        },
      ],
      publishNow: true,
    });
    const event = created.body as unknown as { eventId: string; tickets: { id: string }[] };
    return { eventId: event.eventId, adult: event.tickets[0]!.id };
  };
  const concertEvent = await createConcert('Benchmark concert');
  const ceilingEvent = await createConcert('Benchmark concert, bare SQL');
  const concert = { occurrenceId: concertEvent.eventId, adult: concertEvent.adult };

  const addLatencies: number[] = [];
  const checkoutLatencies: number[] = [];
  const outcomes = { charged: 0, soldOut: 0, failed: 0 };
  const buyer = async (index: number) => {
    const base = servers[index % servers.length]!.url;
    const tickets = 1 + (index % 2);
    const started = performance.now();
    const added = await call(`${base}/api/public/carts?orgId=${orgId}`, {
      method: 'PUT',
      body: {
        cartId: null,
        language: 'en',
        event: { eventId: concert.occurrenceId, items: [{ ticketId: concert.adult, quantity: tickets }] },
      },
    });
    addLatencies.push(performance.now() - started);
    if (added.status === 409) return void outcomes.soldOut++;
    if (added.status !== 200) return void outcomes.failed++;
    const payment = await call(`${base}/api/public/payments?orgId=${orgId}`, {
      method: 'POST',
      headers: { 'x-lang': 'en' },
      body: {
        cartId: added.body.cartId,
        consumer: {
          type: 'Private',
          email: `buyer${index}@bench.test`,
          phonePrefix: '+45',
          phoneNumber: '12345678',
          firstName: 'B',
          lastName: 'B',
          termsAccepted: true,
        },
      },
    });
    if (payment.status !== 201) return void outcomes.failed++;
    const decision = await call(`${base}/api/payments/test/${payment.body.paymentId}/decision`, {
      method: 'POST',
      body: { approve: true },
    });
    if (decision.status !== 200) return void outcomes.failed++;
    // The buyer's return page: it asks the provider if no webhook has come yet.
    for (let attempt = 0; attempt < 50; attempt++) {
      const order = await call(`${base}/api/public/orders/${payment.body.orderId}?orgId=${orgId}`, { method: 'GET' });
      if (order.body.status === 'Charged') {
        checkoutLatencies.push(performance.now() - started);
        return void outcomes.charged++;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    outcomes.failed++;
  };

  /** Runs `buyer` for BUYERS buyers, CONCURRENCY at a time; the seconds it took and the database's work. */
  const phase = async (buyer: (index: number) => Promise<void>) => {
    await resetWork();
    let next = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BUYERS) await buyer(next++);
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    const work = await databaseWork();
    return { seconds, ...work };
  };
  const httpRun = await phase(buyer);
  if (STATEMENTS) {
    const top = await owner.query<{ calls: string; query: string }>(
      `select calls, regexp_replace(query, '\\s+', ' ', 'g') as query from pg_stat_statements order by calls desc limit 40`,
    );
    console.log('statements of the HTTP run, per paid order:');
    for (const row of top.rows)
      console.log(`${(Number(row.calls) / Math.max(1, outcomes.charged)).toFixed(2).padStart(7)}  ${row.query.slice(0, 150)}`);
  }

  // The HTTP run's confirmations (PDFs) are still being sent: let them finish so the ceiling runs alone.
  for (let waited = 0; waited < 120; waited++) {
    const { rows } = await owner.query<{ open: string }>(`select count(*) as open from outbox where status in ('pending', 'sending')`);
    if (Number(rows[0]!.open) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // The ceiling: the same buyers on the second concert, as bare SQL through a pool as large as the servers' together.
  const [template] = (
    await owner.query<CeilingTarget['lineTemplate'] & { unit_net_minor: string; vat_basis_points: number; unit_gross_minor: string }>(
      `select l.event_names, l.ticket_names, l.starts_at, l.ends_at, l.time_zone, l.venue_name, l.unit_net_minor, l.vat_basis_points, l.unit_gross_minor
       from order_lines l join occurrences o on o.org_id = l.org_id and o.occurrence_id = l.occurrence_id where o.event_id = $1 limit 1`,
      [concertEvent.eventId],
    )
  ).rows;
  const [ceilingOccurrence] = (
    await owner.query<{ occurrence_id: string }>(`select occurrence_id from occurrences where event_id = $1`, [ceilingEvent.eventId])
  ).rows;
  const [organization] = (
    await owner.query<{ currency: string }>(`select currency from orders where org_id = $1 and status = 'Charged' limit 1`, [orgId])
  ).rows;
  const target: CeilingTarget = {
    orgId,
    occurrenceId: ceilingOccurrence!.occurrence_id,
    ticketTypeId: ceilingEvent.adult,
    unitNetMinor: Number(template!.unit_net_minor),
    vatBasisPoints: template!.vat_basis_points,
    unitGrossMinor: Number(template!.unit_gross_minor),
    currency: organization?.currency ?? 'DKK',
    lineTemplate: template!,
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 * PROCESSES, options: `-c role=${APP_ROLE}` });
  const ceilingAdd: number[] = [];
  const ceilingCheckout: number[] = [];
  const ceilingOutcomes = { charged: 0, soldOut: 0, failed: 0 };
  const ceilingRun = await phase(async (index) => {
    const started = performance.now();
    try {
      const outcome = await bareSqlBuyer(pool, target, index, 1 + (index % 2), (addMs) => ceilingAdd.push(addMs));
      ceilingOutcomes[outcome]++;
      if (outcome === 'charged') ceilingCheckout.push(performance.now() - started);
    } catch (error) {
      ceilingOutcomes.failed++;
      if (ceilingOutcomes.failed === 1) console.error('bare SQL buyer failed:', error);
    }
  });
  await pool.end();

  const counts = async (eventId: string) =>
    (
      await owner.query<{ capacity: number; sold: number; held: number; tickets: string }>(
        `select b.capacity, b.sold, b.held, (select count(*) from tickets t where t.occurrence_id = b.occurrence_id) as tickets
         from inventory_buckets b join occurrences o on o.org_id = b.org_id and o.occurrence_id = b.occurrence_id where o.event_id = $1`,
        [eventId],
      )
    ).rows[0]!;
  const bucket = await counts(concertEvent.eventId);
  const ceilingBucket = await counts(ceilingEvent.eventId);

  const percentile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0) : '–';
  };
  const figures = (values: number[]) =>
    `p50 ${percentile(values, 0.5)} ms, p95 ${percentile(values, 0.95)} ms, p99 ${percentile(values, 0.99)} ms`;
  const rate = (charged: number, seconds: number) => charged / seconds;
  const perOrder = (value: number, charged: number) => (charged ? (value / charged).toFixed(1) : '–');

  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `PostgreSQL, ${PROCESSES} server processes, ${BUYERS} buyers (1 or 2 tickets each), ${CONCURRENCY} at a time, capacity ${CAPACITY}`,
  );
  console.log(
    `HTTP:     ${outcomes.charged} orders in ${httpRun.seconds.toFixed(1)} s = ${rate(outcomes.charged, httpRun.seconds).toFixed(1)} orders/s; sold out: ${outcomes.soldOut}; failed: ${outcomes.failed}`,
  );
  console.log(
    `bare SQL: ${ceilingOutcomes.charged} orders in ${ceilingRun.seconds.toFixed(1)} s = ${rate(ceilingOutcomes.charged, ceilingRun.seconds).toFixed(1)} orders/s; sold out: ${ceilingOutcomes.soldOut}; failed: ${ceilingOutcomes.failed}`,
  );
  console.log(
    `HTTP reaches ${((100 * rate(outcomes.charged, httpRun.seconds)) / rate(ceilingOutcomes.charged, ceilingRun.seconds)).toFixed(0)} % of the bare-SQL ceiling (bare SQL is ${(rate(ceilingOutcomes.charged, ceilingRun.seconds) / rate(outcomes.charged, httpRun.seconds)).toFixed(1)}× faster)`,
  );
  console.log(`add to cart, HTTP:     ${figures(addLatencies)}`);
  console.log(`add to cart, bare SQL: ${figures(ceilingAdd)}`);
  console.log(`whole checkout, HTTP (add, pay, approve, charged): ${figures(checkoutLatencies)}`);
  console.log(`whole checkout, bare SQL:                          ${figures(ceilingCheckout)}`);
  console.log(
    `per paid order, HTTP:     ${perOrder(httpRun.statements, outcomes.charged)} statements, ${perOrder(httpRun.transactions, outcomes.charged)} transactions (sold-out buyers' and the workers' included)`,
  );
  console.log(
    `per paid order, bare SQL: ${perOrder(ceilingRun.statements, ceilingOutcomes.charged)} statements, ${perOrder(ceilingRun.transactions, ceilingOutcomes.charged)} transactions`,
  );
  for (const [name, counted] of [
    ['HTTP', bucket],
    ['bare SQL', ceilingBucket],
  ] as const) {
    console.log(
      `${name}: sold ${counted.sold} + held ${counted.held} of ${counted.capacity}; tickets issued ${counted.tickets}; oversold: ${Math.max(0, counted.sold + counted.held - counted.capacity)}`,
    );
  }

  // The shop's first load: shop.html's own scripts and stylesheets (and what they preload), gzipped.
  const dist = path.resolve(import.meta.dirname, '../../../web/dist');
  const shopHtml = path.join(dist, 'shop.html');
  if (fs.existsSync(shopHtml)) {
    const html = fs.readFileSync(shopHtml, 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(js|css))"/g)].map((m) => ({ file: m[1]!, kind: m[2]! }));
    const size = (kind: string) =>
      assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, a.file))).length, 0);
    console.log(`shop first load (gzip): JS ${(size('js') / 1024).toFixed(1)} kB, CSS ${(size('css') / 1024).toFixed(1)} kB`);
  } else {
    console.log('shop first load: build the web app first (npm run build)');
  }
} finally {
  await owner.end();
  await Promise.all(servers.map((server) => server.stop()));
  if (PROFILE) console.log(`CPU profiles of the server processes: ${profileDir} (open in Chrome DevTools or speedscope)`);
  postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
