import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './postgres-server.js';
import path from 'node:path';

export const serverEntry = path.join(import.meta.dirname, '..', 'main.ts');

export { freePort } from './postgres-server.js';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The real server as its own process (`node --import tsx main.ts`), resolved once /readyz
 * answers. Its PUBLIC_URL is its own address unless given, so links and webhooks reach it.
 * `nodeFlags` go to node before the entry (a bench's `--cpu-prof`).
 */
export async function startServerProcess(env: Record<string, string>, nodeFlags: readonly string[] = []): Promise<ServerProcess> {
  // A PORT in `env` (a bench given its ports) is kept; otherwise any free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode !== null) return Promise.resolve(child.exitCode);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    return exited;
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/readyz`).catch(() => null);
    if (ready?.ok) return { child, url, output: () => output, stop };
  }
  child.kill('SIGKILL');
  throw new Error(`the server process did not get ready:\n${output}`);
}
