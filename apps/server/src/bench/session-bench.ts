// `npm run bench:session`: how fast a signed-in request resolves its session and permissions
// (GET /api/auth/identity over real HTTP), on PGlite, or on PostgreSQL when DATABASE_URL is set.
// Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { seedDemoData } from '../demo/seed-demo.js';
import { startPostgresServer } from '../test/postgres-server.js';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-'));
// BENCH_DB=postgres starts a throwaway PostgreSQL 15 server, as the tests do.
const postgres = process.env.BENCH_DB === 'postgres' ? await startPostgresServer() : null;
const environment = {
  ...process.env,
  FOYER_DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ...(postgres ? { DATABASE_URL: postgres.url('postgres') } : {}),
};
const config = { ...readConfig(environment), webDistDir: null, runWorkers: false };
const { app, ctx } = await buildApp(config);
await seedDemoData(ctx.db);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

const latencies: number[] = [];
let failures = 0;
const deadline = Date.now() + DURATION_MS;
const worker = async () => {
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${base}/api/auth/identity`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.ok) latencies.push(performance.now() - started);
    else failures++;
  }
};
const began = Date.now();
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const seconds = (Date.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
console.log(`database: ${ctx.database.kind}, concurrency ${CONCURRENCY}, ${seconds.toFixed(1)} s`);
console.log(
  `GET /api/auth/identity: ${(latencies.length / seconds).toFixed(0)} req/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, failures ${failures}`,
);
await app.close();
postgres?.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
