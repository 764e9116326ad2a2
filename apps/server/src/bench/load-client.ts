// The benches' load tool: a fixed number of keep-alive connections, each sending its next request
// as soon as the last one's answer has been read, for a fixed time. Plain node:http rather than
// fetch: it costs the (shared) cores less per request, so more of them go to the server measured.
import http from 'node:http';
import zlib from 'node:zlib';

export interface LoadFigures {
  requests: number;
  /** Every request sent, the warm-up's too (what the database saw). */
  sent: number;
  failures: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface LoadPlan {
  url: string;
  headers?: Record<string, string>;
  concurrency: number;
  seconds: number;
  /** Requests sent and thrown away before the measured time (JIT, pools, caches). */
  warmUpSeconds?: number;
}

const send = (agent: http.Agent, url: URL, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    const request = http.request(url, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });

const run = async (plan: LoadPlan, seconds: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const url = new URL(plan.url);
  const latencies: number[] = [];
  let failures = 0;
  const began = performance.now();
  const deadline = began + seconds * 1000;
  await Promise.all(
    Array.from({ length: plan.concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const status = await send(agent, url, plan.headers ?? {}).catch(() => 0);
        if (status === 200) latencies.push(performance.now() - started);
        else failures++;
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  return { latencies, failures, elapsed };
};

/** Loads `plan.url` and returns throughput and latency percentiles of the answers that were 200. */
export async function measureLoad(plan: LoadPlan): Promise<LoadFigures> {
  const warmUp = plan.warmUpSeconds ? await run(plan, plan.warmUpSeconds) : null;
  const { latencies, failures, elapsed } = await run(plan, plan.seconds);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! : NaN);
  return {
    requests: latencies.length,
    sent: latencies.length + failures + (warmUp ? warmUp.latencies.length + warmUp.failures : 0),
    failures,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
}

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown> & { error?: { message: string } };
  headers: http.IncomingHttpHeaders;
}

/**
 * One JSON request on a keep-alive `agent`, as a browser would send it (it accepts brotli and gzip,
 * so the server compresses as it does for a phone); the answer's JSON, decompressed.
 */
export const callJson = (
  agent: http.Agent,
  url: string,
  init: { method: string; body?: object; headers?: Record<string, string> },
): Promise<JsonAnswer> =>
  new Promise((resolve, reject) => {
    const payload = init.body ? Buffer.from(JSON.stringify(init.body)) : null;
    const request = http.request(
      url,
      {
        agent,
        method: init.method,
        headers: {
          'accept-encoding': 'br, gzip',
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...init.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            let bytes = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            if (encoding === 'br') bytes = zlib.brotliDecompressSync(bytes);
            else if (encoding === 'gzip') bytes = zlib.gunzipSync(bytes);
            const text = bytes.toString('utf8');
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {}, headers: response.headers });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload ?? undefined);
  });
