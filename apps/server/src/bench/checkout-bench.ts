// `npm run bench:checkout`: many buyers on one hot occurrence through the HTTP API of two server
// processes on a real PostgreSQL server: add to cart, start the payment, approve it on the test
// provider's page, wait for the order to be charged. Prints orders per second, latencies, the
// oversold count (must be 0) and the gzip size of the shop's first load. Asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { startPostgresServer } from '../test/postgres-server.js';
import { startServerProcess } from '../test/server-process.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 400);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 40);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);

const postgres = await startPostgresServer();
const databaseUrl = postgres.url('postgres');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-'));
// The first process migrates and seeds the demo; the others join the same database.
const servers = [await startServerProcess({ DATABASE_URL: databaseUrl, FOYER_DATA_DIR: dataDir, FOYER_DEMO: '1' })];
for (let i = 1; i < PROCESSES; i++)
  servers.push(await startServerProcess({ DATABASE_URL: databaseUrl, FOYER_DATA_DIR: dataDir, FOYER_DEMO: '0' }));

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
  const created = await staff('/api/events', {
    visibility: 'Public',
    generalInfo: {
      names: { en: 'Benchmark concert' },
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
  const concert = { occurrenceId: event.eventId, adult: event.tickets[0]!.id };

  const addLatencies: number[] = [];
  const checkoutLatencies: number[] = [];
  const outcomes = { charged: 0, soldOut: 0, failed: 0 };
  let next = 0;
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

  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < BUYERS) await buyer(next++);
    }),
  );
  const seconds = (performance.now() - began) / 1000;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ capacity: number; sold: number; held: number; tickets: string }>(
    `select b.capacity, b.sold, b.held, (select count(*) from tickets t where t.occurrence_id = b.occurrence_id) as tickets
   from inventory_buckets b join occurrences o on o.org_id = b.org_id and o.occurrence_id = b.occurrence_id where o.event_id = $1`,
    [event.eventId],
  );
  await client.end();
  const bucket = rows[0]!;

  const percentile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0) : '–';
  };
  const figures = (values: number[]) =>
    `p50 ${percentile(values, 0.5)} ms, p95 ${percentile(values, 0.95)} ms, p99 ${percentile(values, 0.99)} ms`;

  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`,
  );
  console.log(
    `PostgreSQL, ${PROCESSES} server processes, ${BUYERS} buyers (1 or 2 tickets each), ${CONCURRENCY} at a time, capacity ${CAPACITY}`,
  );
  console.log(
    `completed orders: ${outcomes.charged} in ${seconds.toFixed(1)} s = ${(outcomes.charged / seconds).toFixed(1)} orders/s; sold out: ${outcomes.soldOut}; failed: ${outcomes.failed}`,
  );
  console.log(`add to cart: ${figures(addLatencies)}`);
  console.log(`whole checkout (add, pay, approve, charged): ${figures(checkoutLatencies)}`);
  console.log(
    `sold ${bucket.sold} + held ${bucket.held} of ${bucket.capacity}; tickets issued ${bucket.tickets}; oversold: ${Math.max(0, bucket.sold + bucket.held - bucket.capacity)}`,
  );

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
  await Promise.all(servers.map((server) => server.stop()));
  postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
