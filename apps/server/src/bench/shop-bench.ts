// `npm run bench:shop`: the shop's speed against its ceiling, in one run. A bare Fastify hello
// world (the ceiling: same Node, same machine, same load tool) beside the real server with the
// demo data on a throwaway PostgreSQL (then on PGlite): the public event list and the signed-in
// identity, each as requests/s, p50/p99 and the ratio to the hello world. Then the shop's event
// list, an event page and the back office's sign-in page on a phone in Chromium (4× CPU, slow
// 4G): bytes sent and FCP/LCP, the median of fresh loads. Prints the load average at the start and the end; asserts nothing.
//
// Settings: BENCH_SECONDS (5) per figure after 1 s of warm-up, BENCH_CONCURRENCY (10),
// BENCH_LOADS (5) phone loads per page, BENCH_PORT (the server; the hello world and the PGlite
// server take the next two), BENCH_PG_PORT. `--profile` writes the servers' CPU profiles;
// `--statements` lists the statements
// each PostgreSQL read sends; `--no-phone` and `--no-pglite` leave those parts out. Needs `npm run build` for the phone part.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { startPostgresServer } from '../test/postgres-server.js';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process.js';
import { measureLoad, type LoadFigures } from './load-client.js';
import { medianPhoneLoad, startPhoneBrowser, PHONE_NETWORK } from './phone-page-load.js';

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const PROFILE = process.argv.includes('--profile');
const PHONE = !process.argv.includes('--no-phone');
const PGLITE = !process.argv.includes('--no-pglite');
/** `--statements`: the statements each read sends, with their planning and execution times. */
const STATEMENTS = process.argv.includes('--statements');

const basePort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;
const portAt = async (offset: number) => (basePort ? basePort + offset : await freePort());
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const startLoad = loadAverage();
const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-shop-bench-'));
  dataDirs.push(dir);
  return dir;
};
const profileDir = path.join(os.tmpdir(), `foyer-shop-profile-${Date.now()}`);
const nodeFlags = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

/** The hello world as its own process, resolved once it listens. */
async function startHelloWorld(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'hello-world-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the hello world exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}

let listBytes = '';

interface Target {
  orgId: string;
  eventId: string | null;
  cookie: string;
}

/** Signs in as the demo museum's admin; its organisation and the first event on show. */
async function targetOf(server: ServerProcess): Promise<Target> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const identity = (await (await fetch(`${server.url}/api/auth/identity`, { headers: { cookie } })).json()) as { orgId: string };
  const list = await (await fetch(`${server.url}/api/public/events/organizations/${identity.orgId}`)).text();
  const events = JSON.parse(list) as { eventId: string }[];
  listBytes = `${events.length} events, ${(list.length / 1024).toFixed(1)} kB of JSON (gzip ${(zlib.gzipSync(list).length / 1024).toFixed(1)} kB)`;
  return { orgId: identity.orgId, eventId: events[0]?.eventId ?? null, cookie };
}

const load = (url: string, headers?: Record<string, string>) =>
  measureLoad({ url, headers, concurrency: CONCURRENCY, seconds: SECONDS, warmUpSeconds: 1 });

// Each figure right after its own hello-world run: on a machine shared with other work the load
// moves within a minute, and the ratio to the ceiling measured beside it is what holds.
const rows: { what: string; figures: LoadFigures; ceiling: LoadFigures }[] = [];
let hello: Awaited<ReturnType<typeof startHelloWorld>> | null = null;
let server: ServerProcess | null = null;
// pg_stat_statements with planning tracked: what each public read sends, and where PostgreSQL's time goes.
const postgres = await startPostgresServer(
  { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track_planning': 'on' },
  process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined,
);
const statementRows: string[] = [];
const phoneRows: string[] = [];
try {
  hello = await startHelloWorld(await portAt(1));
  const databaseUrl = postgres.url('postgres');
  server = await startServerProcess(
    { DATABASE_URL: databaseUrl, FOYER_DATA_DIR: freshDataDir(), FOYER_DEMO: '1', ...(basePort ? { PORT: String(basePort) } : {}) },
    nodeFlags,
  );
  const owner = new pg.Client({ connectionString: databaseUrl });
  await owner.connect();
  await owner.query('create extension if not exists pg_stat_statements');
  /** Per request of the run just measured: statements sent, and PostgreSQL's planning and execution time. */
  const statementsPer = async (what: string, requests: number) => {
    const { rows: top } = await owner.query<{ calls: string; plan: number; exec: number; query: string }>(
      `select calls, total_plan_time as plan, total_exec_time as exec, regexp_replace(query, '\\s+', ' ', 'g') as query
       from pg_stat_statements where query not like '%pg_stat_statements%' order by calls desc, total_exec_time desc`,
    );
    const sum = (pick: (row: (typeof top)[number]) => number) => top.reduce((total, row) => total + pick(row), 0) / requests;
    statementRows.push(
      `${what}: ${sum((r) => Number(r.calls)).toFixed(1)} statements, planning ${sum((r) => r.plan).toFixed(2)} ms, execution ${sum((r) => r.exec).toFixed(2)} ms per request`,
    );
    if (STATEMENTS)
      for (const row of top.slice(0, 12))
        statementRows.push(
          `  ${(Number(row.calls) / requests).toFixed(2).padStart(5)} × plan ${(row.plan / Number(row.calls)).toFixed(3)} ms, exec ${(row.exec / Number(row.calls)).toFixed(3)} ms  ${row.query.slice(0, 110)}`,
        );
  };
  const measureServer = async (database: string, running: ServerProcess) => {
    const target = await targetOf(running);
    const counted = database === 'PostgreSQL';
    for (const [what, url, headers] of [
      // As a browser asks: answers of a kilobyte or more come compressed (plugins/api-compression.ts).
      [
        `event list, ${database}`,
        `${running.url}/api/public/events/organizations/${target.orgId}`,
        { 'accept-encoding': BROWSER_ENCODINGS },
      ],
      [`identity, ${database}`, `${running.url}/api/auth/identity`, { cookie: target.cookie, 'accept-encoding': BROWSER_ENCODINGS }],
      // shop.html with the event list written in (plugins/shop-first-page.ts; needs `npm run build`).
      [
        `shop page, ${database}`,
        `${running.url}/embed/organizations?orgId=${target.orgId}&la=en`,
        { 'accept-encoding': BROWSER_ENCODINGS, 'accept-language': 'en' },
      ],
    ] as const) {
      // The warm-up's statements are counted too: reset, then divide by all requests sent.
      if (counted) await owner.query('select pg_stat_statements_reset()');
      const ceiling = await load(hello!.url);
      const figures = await load(url, headers);
      rows.push({ what, figures, ceiling });
      if (counted) await statementsPer(what, figures.sent);
    }
    return target;
  };

  const target = await measureServer('PostgreSQL', server);

  if (PHONE) {
    const browser = await startPhoneBrowser();
    try {
      const pages: [string, string][] = [['event list', `/embed/organizations?orgId=${target.orgId}&la=en`]];
      if (target.eventId) pages.push(['event page', `/embed/events/${target.eventId}?orgId=${target.orgId}&la=en`]);
      // The back office's first page, as door staff open it on a phone to scan.
      pages.push(['sign-in', '/login?la=da']);
      for (const [name, address] of pages) {
        const { fcp, lcp, last } = await medianPhoneLoad(browser, `${server.url}${address}`, LOADS);
        const kB = (bytes: number) => (bytes / 1024).toFixed(1);
        phoneRows.push(
          `${name.padEnd(12)} FCP ${fcp.toFixed(0)} ms, LCP ${lcp.toFixed(0)} ms (median of ${LOADS}); sent: JS ${kB(last.bytes.js)} kB, CSS ${kB(last.bytes.css)} kB, HTML ${kB(last.bytes.html)} kB, other ${kB(last.bytes.other)} kB; scripts as ${last.scriptEncoding}`,
        );
      }
    } finally {
      await browser.close();
    }
  }
  await server.stop();
  server = null;
  await owner.end();

  if (PGLITE) {
    server = await startServerProcess({ FOYER_DATA_DIR: freshDataDir(), FOYER_DEMO: '1', PORT: String(await portAt(2)) }, nodeFlags);
    await measureServer('PGlite', server);
    await server.stop();
    server = null;
  }

  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}; ${new Date().toISOString().slice(0, 16)} UTC`,
  );
  console.log(`concurrency ${CONCURRENCY}, ${SECONDS} s each after 1 s of warm-up; each right after a hello-world run, its ceiling`);
  console.log(
    `${'what'.padEnd(24)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  hello world: req/s, p50, p99  ratio`,
  );
  for (const { what, figures, ceiling } of rows) {
    const ratio = figures.perSecond / ceiling.perSecond;
    console.log(
      `${what.padEnd(24)} ${figures.perSecond.toFixed(0).padStart(8)} ${figures.p50.toFixed(1).padStart(8)} ${figures.p99.toFixed(1).padStart(8)}  ${ceiling.perSecond.toFixed(0).padStart(11)} ${ceiling.p50.toFixed(1).padStart(5)} ${ceiling.p99.toFixed(1).padStart(5)}  ${ratio >= 1 ? ratio.toFixed(2) : `1/${(1 / ratio).toFixed(1)}`}${figures.failures ? `  (${figures.failures} failed)` : ''}`,
    );
  }
  console.log(`the event list: ${listBytes}`);
  for (const row of statementRows) console.log(row);
  if (phoneRows.length) {
    const network =
      PHONE_NETWORK === 'slow'
        ? '400 ms per request, 400 kbit/s'
        : "Lighthouse's Slow 4G: 150 ms RTT, 1.6 Mbit/s, as 562.5 ms per request, 1.47 Mbit/s";
    console.log(`on a phone (4× CPU, ${network}), a fresh context per load:`);
  }
  for (const row of phoneRows) console.log(`  ${row}`);
  console.log(`load average: ${startLoad} at the start, ${loadAverage()} at the end`);
} finally {
  await server?.stop();
  await hello?.stop();
  postgres.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  if (PROFILE) console.log(`CPU profiles of the server processes: ${profileDir}`);
}
