// `npm run bench:checkout`: many buyers on one hot occurrence through the HTTP API of two server
// processes on a real PostgreSQL server: add to cart, start the payment, approve it on the test
// provider's page, wait for the order to be charged. Then the same number of buyers through the
// same checkout as bare SQL on a second, identical concert (checkout-ceiling.ts): the ceiling of
// this machine in this run. Then the HTTP floor: the same bare SQL behind a bare Fastify, one
// request per step of the shop's (floor-server.ts), in as many processes as the app's: the most
// any Node HTTP checkout can make of that SQL here. Prints orders per second and latencies of both and their ratio, the
// statements and transactions per paid order (pg_stat_statements), the oversold count (must be 0)
// and the gzip size of the shop's first load. Asserts nothing. `--profile` writes a CPU profile
// of each server process. `BENCH_PORT` (the first server; the others take the next ones) and
// `BENCH_PG_PORT` pick the ports, else free ones.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config.js';
import { APP_ROLE } from '../db/client.js';
import { keepStatementsPrepared } from '../db/prepared-statements.js';
import { startPostgresServer } from '../test/postgres-server.js';
import { freePort, startServerProcess } from '../test/server-process.js';
import { bareSqlBuyer, type CeilingTarget } from './checkout-ceiling.js';
import { type BenchConcert, buyerCalls, demoMuseum, shopCalls } from './bench-museum.js';
import { buyerPhases } from './buyer-phases.js';
import { callJson } from './load-client.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 400);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 40);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
/**
 * Buyers through each path on a concert of its own before the measured runs (0: none): a server
 * in a rush has been up for hours, its code compiled by V8, while a fresh process spends the
 * first seconds interpreting and compiling on its helper threads. The bare-SQL side warms up
 * alike (its pool's connections and statements).
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
/**
 * `BENCH_ARRIVALS` buyers per second: each buyer starts on a schedule, however many are still
 * buying, as visitors arrive at a shop (an open loop), instead of CONCURRENCY buyers who each start
 * again the moment they finish. The latencies then say what a visitor meets at that rate.
 */
const ARRIVALS = Number(process.env.BENCH_ARRIVALS ?? 0);
/** Each server's PostgreSQL connections (DATABASE_POOL_SIZE); the bare SQL gets as many in all. */
const POOL = Number(process.env.BENCH_POOL ?? DEFAULT_DATABASE_POOL_SIZE);
/** BENCH_FLOOR=0 leaves out the HTTP floor's run. */
const FLOOR = process.env.BENCH_FLOOR !== '0';

const PROFILE = process.argv.includes('--profile');
/**
 * `--statements`: after each measured run (HTTP, then bare SQL), its statements by execution time,
 * with calls, execution and planning milliseconds per paid order: where the database's time went.
 */
const STATEMENTS = process.argv.includes('--statements');

// pg_stat_statements counts every statement a client sends: the round trips per paid order (and,
// for --statements, the time each took to plan).
const postgres = await startPostgresServer(
  { shared_preload_libraries: 'pg_stat_statements', ...(STATEMENTS ? { 'pg_stat_statements.track_planning': 'on' } : {}) },
  process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined,
);
const serverPort = (i: number): Record<string, string> =>
  process.env.BENCH_PORT ? { PORT: String(Number(process.env.BENCH_PORT) + i) } : {};
// BENCH_SOCKET=1: servers and bare SQL reach PostgreSQL through its Unix socket instead of TCP.
const databaseUrl = process.env.BENCH_SOCKET === '1' ? postgres.socketUrl('postgres') : postgres.url('postgres');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-'));
const profileDir = path.join(os.tmpdir(), `foyer-checkout-profile-${Date.now()}`);
const nodeFlags = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
// The first process migrates and seeds the demo; the others join the same database.
const servers = [
  await startServerProcess(
    { DATABASE_URL: databaseUrl, FOYER_DATA_DIR: dataDir, FOYER_DEMO: '1', DATABASE_POOL_SIZE: String(POOL), ...serverPort(0) },
    nodeFlags,
  ),
];
for (let i = 1; i < PROCESSES; i++)
  servers.push(
    await startServerProcess(
      { DATABASE_URL: databaseUrl, FOYER_DATA_DIR: dataDir, FOYER_DEMO: '0', DATABASE_POOL_SIZE: String(POOL), ...serverPort(i) },
      nodeFlags,
    ),
  );
const owner = new pg.Client({ connectionString: databaseUrl });
await owner.connect();
await owner.query('create extension if not exists pg_stat_statements');

/** The run's statements since the last reset (pg_stat_statements), dearest first, per paid order. */
async function printStatements(run: string, charged: number) {
  const { rows } = await owner.query<{ calls: string; exec_ms: number; plan_ms: number; query: string }>(
    `select calls, total_exec_time as exec_ms, total_plan_time as plan_ms, regexp_replace(query, '\\s+', ' ', 'g') as query
     from pg_stat_statements where query not like '%pg_stat_statements%' order by total_exec_time desc limit 40`,
  );
  const perOrder = (value: number, digits: number, width: number) => (value / Math.max(1, charged)).toFixed(digits).padStart(width);
  console.log(`statements of the ${run} run, per paid order: calls, execution ms, planning ms`);
  for (const row of rows)
    console.log(
      `${perOrder(Number(row.calls), 2, 7)} ${perOrder(row.exec_ms, 3, 7)} ${perOrder(row.plan_ms, 3, 7)}  ${row.query.slice(0, 130)}`,
    );
}

/** One HTTP floor process (floor-server.ts), resolved once it listens. */
async function startFloorServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'floor-server.ts')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`an HTTP floor process exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}

// The buyers' requests: plain node:http on keep-alive connections (load-client.ts), which costs
// the shared cores less than fetch, so more of them go to the servers measured.
const buyersAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const call = shopCalls(buyersAgent);

try {
  // The hot occurrence: a concert of the demo museum with CAPACITY seats, created by its admin.
  const { orgId, createConcert: createConcertOf } = await demoMuseum(call, servers[0]!.url);
  const createConcert = (name: string, capacity = CAPACITY) => createConcertOf(name, capacity);
  const concertEvent = await createConcert('Benchmark concert');
  const ceilingEvent = await createConcert('Benchmark concert, bare SQL');
  // Room for every warm-up buyer (2 tickets at most each).
  const warmupEvent = WARMUP > 0 ? await createConcert('Benchmark warm-up', 2 * WARMUP) : null;
  const ceilingWarmupEvent = WARMUP > 0 ? await createConcert('Benchmark warm-up, bare SQL', 2 * WARMUP) : null;
  const floorEvent = FLOOR ? await createConcert('Benchmark concert, HTTP floor') : null;
  const floorWarmupEvent = FLOOR && WARMUP > 0 ? await createConcert('Benchmark warm-up, HTTP floor', 2 * WARMUP) : null;

  let addLatencies: number[] = [];
  /** The add's time of buyers after the first CONCURRENCY, who all click at the same instant (closed loop only). */
  let addLatenciesAfterFirstWave: number[] = [];
  let startLatencies: number[] = [];
  let decisionLatencies: number[] = [];
  let returnLatencies: number[] = [];
  let returnPageReads = 0;
  let checkoutLatencies: number[] = [];
  let outcomes = { charged: 0, soldOut: 0, failed: 0 };
  /** Forgets what the warm-up measured. */
  const resetHttpFigures = () => {
    [addLatencies, addLatenciesAfterFirstWave, startLatencies, decisionLatencies, returnLatencies, checkoutLatencies] = [
      [],
      [],
      [],
      [],
      [],
      [],
    ];
    returnPageReads = 0;
    outcomes = { charged: 0, soldOut: 0, failed: 0 };
  };
  const buyerOn = (concert: BenchConcert) => async (index: number) => {
    const base = servers[index % servers.length]!.url;
    const tickets = 1 + (index % 2);
    const started = performance.now();
    const shop = buyerCalls(call, base, orgId);
    const added = await shop.add(concert, tickets);
    addLatencies.push(performance.now() - started);
    if (index >= CONCURRENCY) addLatenciesAfterFirstWave.push(performance.now() - started);
    if (added.status === 409) return void outcomes.soldOut++;
    if (added.status !== 200) return void outcomes.failed++;
    const paymentStarted = performance.now();
    const payment = await shop.startPayment(added.body.cartId as string, `buyer${index}@bench.test`);
    startLatencies.push(performance.now() - paymentStarted);
    if (payment.status !== 201) return void outcomes.failed++;
    const decisionStarted = performance.now();
    const decision = await shop.approve(payment.body.paymentId as string);
    decisionLatencies.push(performance.now() - decisionStarted);
    if (decision.status !== 200) return void outcomes.failed++;
    // The buyer's return page: it asks the provider if no webhook has come yet.
    const returned = performance.now();
    for (let attempt = 0; attempt < 50; attempt++) {
      returnPageReads++;
      const order = await shop.readOrder(payment.body.orderId as string);
      if (order.body.status === 'Charged') {
        returnLatencies.push(performance.now() - returned);
        checkoutLatencies.push(performance.now() - started);
        return void outcomes.charged++;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    outcomes.failed++;
  };

  const phase = buyerPhases({
    owner,
    serverPids: servers.map((server) => server.child.pid!),
    postgresDataDirectory: postgres.dataDirectory,
    concurrency: CONCURRENCY,
    buyers: BUYERS,
  });
  /** Waits until the outbox has sent what it holds (webhooks, confirmations with their PDFs); the seconds it took. */
  const outboxDrained = async () => {
    const began = performance.now();
    for (let waited = 0; waited < 120; waited++) {
      const { rows } = await owner.query<{ open: string }>(`select count(*) as open from outbox where status in ('pending', 'sending')`);
      if (Number(rows[0]!.open) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return (performance.now() - began) / 1000;
  };

  let warmupFigures: string | null = null;
  if (warmupEvent) {
    const warmup = await phase(buyerOn(warmupEvent), WARMUP);
    warmupFigures = `warm-up, HTTP: ${outcomes.charged} orders in ${warmup.seconds.toFixed(1)} s = ${(outcomes.charged / warmup.seconds).toFixed(1)} orders/s (fresh processes; not counted below)`;
    resetHttpFigures();
    await outboxDrained();
  }
  // The measured run's confirmations are those queued from here on.
  const measuredFrom = (await owner.query<{ now: Date }>('select now()')).rows[0]!.now;
  const httpRun = await phase(buyerOn(concertEvent), BUYERS, ARRIVALS);
  if (STATEMENTS) await printStatements('HTTP', outcomes.charged);

  // The HTTP run's confirmations (PDFs) are still being sent: let them finish so the ceiling runs alone.
  const confirmationsTrailed = await outboxDrained();
  // How long after its charge each buyer's confirmation (with its tickets' PDF) was handed to the mail.
  const confirmationLags = (
    await owner.query<{ lag_ms: number }>(
      `select extract(epoch from sent_at - created_at) * 1000 as lag_ms from outbox where kind = 'order-confirmation' and sent_at is not null and created_at >= $1`,
      [measuredFrom],
    )
  ).rows.map((row) => Number(row.lag_ms));

  // The ceiling: the same buyers on the second concert, as bare SQL through a pool as large as the servers' together.
  const [template] = (
    await owner.query<CeilingTarget['lineTemplate'] & { unit_net_minor: string; vat_basis_points: number; unit_gross_minor: string }>(
      `select l.event_names, l.ticket_names, l.starts_at, l.ends_at, l.time_zone, l.venue_name, l.unit_net_minor, l.vat_basis_points, l.unit_gross_minor
       from order_lines l join occurrences o on o.org_id = l.org_id and o.occurrence_id = l.occurrence_id where o.event_id = $1 limit 1`,
      [concertEvent.eventId],
    )
  ).rows;
  const occurrenceOf = async (eventId: string) =>
    (await owner.query<{ occurrence_id: string }>(`select occurrence_id from occurrences where event_id = $1`, [eventId])).rows[0]!
      .occurrence_id;
  const [organization] = (
    await owner.query<{ currency: string }>(`select currency from orders where org_id = $1 and status = 'Charged' limit 1`, [orgId])
  ).rows;
  const targetOf = async (event: { eventId: string; adult: string }): Promise<CeilingTarget> => ({
    orgId,
    occurrenceId: await occurrenceOf(event.eventId),
    ticketTypeId: event.adult,
    unitNetMinor: Number(template!.unit_net_minor),
    vatBasisPoints: template!.vat_basis_points,
    unitGrossMinor: Number(template!.unit_gross_minor),
    currency: organization?.currency ?? 'DKK',
    lineTemplate: template!,
  });
  const target = await targetOf(ceilingEvent);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL * PROCESSES, options: `-c role=${APP_ROLE}` });
  // Its statements kept prepared as the servers' are (unless DATABASE_PREPARED_STATEMENTS=off for both).
  if (process.env.DATABASE_PREPARED_STATEMENTS !== 'off') keepStatementsPrepared(pool);
  if (ceilingWarmupEvent) {
    const warmupTarget = await targetOf(ceilingWarmupEvent);
    await phase((index) => bareSqlBuyer(pool, warmupTarget, index, 1 + (index % 2), () => {}).then(() => undefined), WARMUP);
  }
  const ceilingAdd: number[] = [];
  const ceilingAddAfterFirstWave: number[] = [];
  const ceilingCheckout: number[] = [];
  const ceilingOutcomes = { charged: 0, soldOut: 0, failed: 0 };
  const ceilingRun = await phase(
    async (index) => {
      const started = performance.now();
      try {
        const outcome = await bareSqlBuyer(pool, target, index, 1 + (index % 2), (addMs) => {
          ceilingAdd.push(addMs);
          if (index >= CONCURRENCY) ceilingAddAfterFirstWave.push(addMs);
        });
        ceilingOutcomes[outcome]++;
        if (outcome === 'charged') ceilingCheckout.push(performance.now() - started);
      } catch (error) {
        ceilingOutcomes.failed++;
        if (ceilingOutcomes.failed === 1) console.error('bare SQL buyer failed:', error);
      }
    },
    BUYERS,
    ARRIVALS,
  );
  await pool.end();
  if (STATEMENTS) await printStatements('bare SQL', ceilingOutcomes.charged);

  const counts = async (eventId: string) =>
    (
      await owner.query<{ capacity: number; sold: number; held: number; tickets: string }>(
        `select b.capacity, b.sold, b.held, (select count(*) from tickets t where t.occurrence_id = b.occurrence_id) as tickets
         from inventory_buckets b join occurrences o on o.org_id = b.org_id and o.occurrence_id = b.occurrence_id where o.event_id = $1`,
        [eventId],
      )
    ).rows[0]!;
  // The HTTP floor: the ceiling's SQL behind bare Fastify processes, as many as the app's with as
  // many connections each, warmed up alike; its buyers send the shop's requests, one per step.
  const floorAdd: number[] = [];
  const floorCheckout: number[] = [];
  const floorOutcomes = { charged: 0, soldOut: 0, failed: 0 };
  let floorRun: Awaited<ReturnType<typeof phase>> | null = null;
  let floorBucket: Awaited<ReturnType<typeof counts>> | null = null;
  if (floorEvent) {
    // Index 0 the measured concert, 1 the warm-up's: each request names its own.
    const floorTargets = [await targetOf(floorEvent), ...(floorWarmupEvent ? [await targetOf(floorWarmupEvent)] : [])];
    const floorServers: Awaited<ReturnType<typeof startFloorServer>>[] = [];
    try {
      for (let i = 0; i < PROCESSES; i++)
        floorServers.push(
          await startFloorServer(process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + PROCESSES + i : await freePort(), {
            DATABASE_URL: databaseUrl,
            DATABASE_POOL_SIZE: String(POOL),
            FLOOR_TARGETS: JSON.stringify(floorTargets),
          }),
        );
      const floorPhase = buyerPhases({
        owner,
        serverPids: floorServers.map((server) => server.pid),
        postgresDataDirectory: postgres.dataDirectory,
        concurrency: CONCURRENCY,
        buyers: BUYERS,
      });
      const floorBuyerOn = (targetIndex: number, measured: boolean) => async (index: number) => {
        const base = floorServers[index % floorServers.length]!.url;
        const post = (route: string, body: object) =>
          callJson(buyersAgent, `${base}${route}`, { method: 'POST', body: { target: targetIndex, ...body } });
        const outcome = (name: keyof typeof floorOutcomes) => void (measured && floorOutcomes[name]++);
        const started = performance.now();
        const added = await post('/add', { quantity: 1 + (index % 2) });
        if (measured) floorAdd.push(performance.now() - started);
        if (added.status === 409) return outcome('soldOut');
        if (added.status !== 200) return outcome('failed');
        const order = await post('/payment', { ...added.body, email: `floor${index}@bench.test` });
        if (order.status !== 201) return outcome('failed');
        // The provider's page, then the webhook it sends us (sent here by the buyer, in its place).
        if ((await post('/approval', order.body)).status !== 200) return outcome('failed');
        if ((await post('/webhook', order.body)).status !== 200) return outcome('failed');
        const read = await callJson(buyersAgent, `${base}/orders/${String(order.body.orderId)}?target=${targetIndex}`, { method: 'GET' });
        if (read.body.status !== 'Charged') return outcome('failed');
        if (measured) floorCheckout.push(performance.now() - started);
        outcome('charged');
      };
      if (floorWarmupEvent) await floorPhase(floorBuyerOn(1, false), WARMUP);
      floorRun = await floorPhase(floorBuyerOn(0, true), BUYERS, ARRIVALS);
      if (STATEMENTS) await printStatements('HTTP floor', floorOutcomes.charged);
      floorBucket = await counts(floorEvent.eventId);
    } finally {
      await Promise.all(floorServers.map((server) => server.stop()));
    }
  }

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
    `PostgreSQL, ${PROCESSES} server processes of ${POOL} connections each (bare SQL: ${POOL * PROCESSES}), ${BUYERS} buyers (1 or 2 tickets each), ${ARRIVALS > 0 ? `${ARRIVALS} arriving per second` : `${CONCURRENCY} at a time`}, capacity ${CAPACITY}`,
  );
  if (warmupFigures) console.log(warmupFigures);
  console.log(
    `HTTP:     ${outcomes.charged} orders in ${httpRun.seconds.toFixed(1)} s = ${rate(outcomes.charged, httpRun.seconds).toFixed(1)} orders/s; sold out: ${outcomes.soldOut}; failed: ${outcomes.failed}`,
  );
  console.log(
    `bare SQL: ${ceilingOutcomes.charged} orders in ${ceilingRun.seconds.toFixed(1)} s = ${rate(ceilingOutcomes.charged, ceilingRun.seconds).toFixed(1)} orders/s; sold out: ${ceilingOutcomes.soldOut}; failed: ${ceilingOutcomes.failed}`,
  );
  if (floorRun)
    console.log(
      `HTTP floor: ${floorOutcomes.charged} orders in ${floorRun.seconds.toFixed(1)} s = ${rate(floorOutcomes.charged, floorRun.seconds).toFixed(1)} orders/s; sold out: ${floorOutcomes.soldOut}; failed: ${floorOutcomes.failed}`,
    );
  if (ARRIVALS > 0) {
    // Both kept to the schedule (or fell behind it): orders/s is the arrival rate, not a ceiling.
    console.log(`no ratio at a fixed arrival rate: both paths got the same ${ARRIVALS} buyers per second`);
  } else {
    console.log(
      `HTTP reaches ${((100 * rate(outcomes.charged, httpRun.seconds)) / rate(ceilingOutcomes.charged, ceilingRun.seconds)).toFixed(0)} % of the bare-SQL ceiling (bare SQL is ${(rate(ceilingOutcomes.charged, ceilingRun.seconds) / rate(outcomes.charged, httpRun.seconds)).toFixed(1)}× faster)`,
    );
    if (floorRun)
      console.log(
        `the HTTP floor reaches ${((100 * rate(floorOutcomes.charged, floorRun.seconds)) / rate(ceilingOutcomes.charged, ceilingRun.seconds)).toFixed(0)} % of the bare-SQL ceiling; HTTP reaches ${((100 * rate(outcomes.charged, httpRun.seconds)) / rate(floorOutcomes.charged, floorRun.seconds)).toFixed(0)} % of the floor`,
      );
  }
  console.log(
    `buyers at once, HTTP: most ${httpRun.buying.most}, mean ${httpRun.buying.mean.toFixed(1)}; bare SQL: most ${ceilingRun.buying.most}, mean ${ceilingRun.buying.mean.toFixed(1)}`,
  );
  console.log(`add to cart, HTTP:     ${figures(addLatencies)}`);
  console.log(`add to cart, bare SQL: ${figures(ceilingAdd)}`);
  if (ARRIVALS === 0) {
    // The first CONCURRENCY buyers click at the same instant and queue on one bucket row; after
    // them each buyer's add comes when their last checkout ended, as a rush goes on.
    console.log(`add to cart after the first ${CONCURRENCY} (who click at once), HTTP:     ${figures(addLatenciesAfterFirstWave)}`);
    console.log(`add to cart after the first ${CONCURRENCY} (who click at once), bare SQL: ${figures(ceilingAddAfterFirstWave)}`);
  }
  console.log(`payment start, HTTP:   ${figures(startLatencies)}`);
  console.log(`approval, HTTP:        ${figures(decisionLatencies)}`);
  console.log(
    `return page until charged, HTTP: ${figures(returnLatencies)}; ${(returnPageReads / Math.max(1, outcomes.charged)).toFixed(2)} reads per paid order`,
  );
  console.log(`whole checkout, HTTP (add, pay, approve, charged): ${figures(checkoutLatencies)}`);
  console.log(
    `confirmation mailed after the charge, HTTP: ${figures(confirmationLags)} (${confirmationLags.length} mailed; the last ${confirmationsTrailed.toFixed(1)} s after the run)`,
  );
  console.log(`whole checkout, bare SQL:                          ${figures(ceilingCheckout)}`);
  if (floorRun) {
    console.log(`add to cart, HTTP floor: ${figures(floorAdd)}`);
    console.log(`whole checkout, HTTP floor:                        ${figures(floorCheckout)}`);
  }
  console.log(
    `per paid order, HTTP:     ${perOrder(httpRun.statements, outcomes.charged)} statements, ${perOrder(httpRun.transactions, outcomes.charged)} transactions (sold-out buyers' and the workers' included)`,
  );
  console.log(
    `per paid order, bare SQL: ${perOrder(ceilingRun.statements, ceilingOutcomes.charged)} statements, ${perOrder(ceilingRun.transactions, ceilingOutcomes.charged)} transactions`,
  );
  if (floorRun)
    console.log(
      `per paid order, HTTP floor: ${perOrder(floorRun.statements, floorOutcomes.charged)} statements, ${perOrder(floorRun.transactions, floorOutcomes.charged)} transactions`,
    );
  // Where the two cores went: CPU milliseconds per paid order, and the share of the run's wall time × cores.
  for (const [name, run, charged] of [
    ['HTTP', httpRun, outcomes.charged],
    ['bare SQL', ceilingRun, ceilingOutcomes.charged],
    ...(floorRun ? ([['HTTP floor', floorRun, floorOutcomes.charged]] as const) : []),
  ] as const) {
    const part = (seconds: number | null) =>
      seconds === null
        ? '–'
        : `${((1000 * seconds) / Math.max(1, charged)).toFixed(1)} ms (${((100 * seconds) / (run.seconds * os.cpus().length)).toFixed(0)} %)`;
    const serversPart = name !== 'bare SQL' ? `servers ${part(run.cpu.servers)} (event loops ${part(run.cpu.serverEventLoops)}), ` : '';
    console.log(
      `CPU per paid order, ${name}:${' '.repeat(Math.max(1, 9 - name.length))}${serversPart}PostgreSQL ${part(run.cpu.postgres)}, buyers ${part(run.cpu.buyers)} (% of the machine's cores over the run)`,
    );
  }
  for (const [name, counted] of [
    ['HTTP', bucket],
    ['bare SQL', ceilingBucket],
    ...(floorBucket ? ([['HTTP floor', floorBucket]] as const) : []),
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
  buyersAgent.destroy();
  await owner.end();
  await Promise.all(servers.map((server) => server.stop()));
  if (PROFILE) console.log(`CPU profiles of the server processes: ${profileDir} (open in Chrome DevTools or speedscope)`);
  postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
