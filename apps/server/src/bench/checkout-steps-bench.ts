// `npm run bench:checkout-steps`: what each call of a checkout costs, one buyer at a time, on a
// real PostgreSQL server and one warm server process: add to cart, start the payment, approve it
// on the test provider's page, read the charged order. For each step, the CPU milliseconds per
// call of the server's event loop, of the whole server process and of PostgreSQL, and the
// statements per call; `--statements` adds each step's statements with their execution time.
// Where bench:checkout says how fast a rush goes, this says which step to make cheaper. A step's
// figures include the work it sets off (the webhook's charge, the confirmation mail): each step
// waits for the outbox to empty before it is counted. `/readyz` is the floor: the least a call
// costs here. Asserts nothing. BENCH_BUYERS (300), BENCH_WARMUP (300), BENCH_PORT, BENCH_PG_PORT.
// `--profile` writes the server's CPU profile and prints each step's span in the profile's clock
// (microseconds of the monotonic clock, which V8's profiles and process.hrtime share).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgresServer } from '../test/postgres-server.js';
import { startServerProcess } from '../test/server-process.js';
import { buyerCalls, demoMuseum, shopCalls } from './bench-museum.js';
import { cpuSecondsOf, mainThreadCpuSecondsOf, postgresCpuSeconds } from './cpu-time.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const STATEMENTS = process.argv.includes('--statements');
const PROFILE = process.argv.includes('--profile');
const profileDir = path.join(os.tmpdir(), `foyer-checkout-steps-profile-${Date.now()}`);

const postgres = await startPostgresServer(
  { shared_preload_libraries: 'pg_stat_statements' },
  process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined,
);
const databaseUrl = postgres.url('postgres');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-'));
const server = await startServerProcess(
  {
    DATABASE_URL: databaseUrl,
    FOYER_DATA_DIR: dataDir,
    FOYER_DEMO: '1',
    ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}),
  },
  PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
);
const owner = new pg.Client({ connectionString: databaseUrl });
await owner.connect();
await owner.query('create extension if not exists pg_stat_statements');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const call = shopCalls(agent);

/** Until the outbox has sent what it holds (webhooks, confirmations with their PDFs). */
const outboxDrained = async () => {
  for (let waited = 0; waited < 240; waited++) {
    const { rows } = await owner.query<{ open: string }>(`select count(*) as open from outbox where status in ('pending', 'sending')`);
    if (Number(rows[0]!.open) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const pids = [server.child.pid!];
const cpuNow = () => ({
  eventLoop: mainThreadCpuSecondsOf(pids),
  server: cpuSecondsOf(pids),
  postgres: postgresCpuSeconds(postgres.dataDirectory),
});

/**
 * Runs `step` for buyers 0..BUYERS-1 one after the other, waits for the outbox, and prints what
 * the step cost per call. Statements are counted by pg_stat_statements, less this bench's own.
 */
async function measured(name: string, step: (buyer: number) => Promise<void>) {
  await owner.query('select pg_stat_statements_reset()');
  const began = process.hrtime.bigint() / 1000n;
  const before = cpuNow();
  for (let buyer = 0; buyer < BUYERS; buyer++) await step(buyer);
  await outboxDrained();
  const after = cpuNow();
  const ended = process.hrtime.bigint() / 1000n;
  const { rows } = await owner.query<{ calls: string; exec_ms: number; query: string }>(
    `select calls, total_exec_time as exec_ms, regexp_replace(query, '\\s+', ' ', 'g') as query from pg_stat_statements
     where query not like '%pg_stat_statements%' and query not like '%from outbox where status in%' order by total_exec_time desc`,
  );
  const statements = rows.reduce((sum, row) => sum + Number(row.calls), 0);
  const perCall = (key: keyof typeof before) => {
    const [was, is] = [before[key], after[key]];
    return was === null || is === null ? '  –  ' : ((1000 * (is - was)) / BUYERS).toFixed(2);
  };
  console.log(
    `${name.padEnd(44)} event loop ${perCall('eventLoop')} ms, server ${perCall('server')} ms, PostgreSQL ${perCall('postgres')} ms, ${(statements / BUYERS).toFixed(1)} statements`,
  );
  if (PROFILE) console.log(`    in the profile from ${began} to ${ended} µs`);
  if (STATEMENTS)
    for (const row of rows.slice(0, 12))
      console.log(
        `    ${(Number(row.calls) / BUYERS).toFixed(2).padStart(5)} × ${(row.exec_ms / Math.max(1, Number(row.calls))).toFixed(3)} ms  ${row.query.slice(0, 110)}`,
      );
}

try {
  const { orgId, createConcert } = await demoMuseum(call, server.url);
  const shop = buyerCalls(call, server.url, orgId);
  // Room for every buyer, warm-up and measured (2 tickets at most each).
  const concert = await createConcert('Benchmark concert, step by step', 2 * (BUYERS + WARMUP));
  const answered = (what: string, answer: { status: number; body: unknown }, status: number) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as Record<string, string>;
  };

  // Warm-up: whole checkouts, so V8 has compiled every step and each connection prepared its statements.
  for (let buyer = 0; buyer < WARMUP; buyer++) {
    const cart = answered('add', await shop.add(concert, 1 + (buyer % 2)), 200);
    const payment = answered('payment start', await shop.startPayment(cart.cartId!, `warm${buyer}@bench.test`), 201);
    answered('approval', await shop.approve(payment.paymentId!), 200);
    for (let read = 0; read < 100 && answered('order', await shop.readOrder(payment.orderId!), 200).status !== 'Charged'; read++)
      await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await outboxDrained();

  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ')[0] ?? '?'}, node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`PostgreSQL, 1 server process, ${BUYERS} buyers one at a time after ${WARMUP} warm-up checkouts; CPU per call:`);
  const carts: string[] = [];
  const payments: { paymentId: string; orderId: string }[] = [];
  await measured('add to cart (a new cart)', async (buyer) => {
    carts.push(answered('add', await shop.add(concert, 1 + (buyer % 2)), 200).cartId!);
  });
  await measured('payment start', async (buyer) => {
    const payment = answered('payment start', await shop.startPayment(carts[buyer]!, `buyer${buyer}@bench.test`), 201);
    payments.push({ paymentId: payment.paymentId!, orderId: payment.orderId! });
  });
  await measured('approval, with the charge and mail it sets off', async (buyer) => {
    answered('approval', await shop.approve(payments[buyer]!.paymentId), 200);
  });
  await measured('return page: the charged order read', async (buyer) => {
    const order = answered('order', await shop.readOrder(payments[buyer]!.orderId), 200);
    if (order.status !== 'Charged') throw new Error(`order ${payments[buyer]!.orderId} is ${order.status}, not Charged`);
  });
  await measured('/readyz (the floor)', async () => {
    answered('readyz', await call(`${server.url}/readyz`, { method: 'GET' }), 200);
  });
} finally {
  agent.destroy();
  await owner.end();
  await server.stop();
  if (PROFILE) console.log(`the server's CPU profile: ${profileDir}`);
  postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
