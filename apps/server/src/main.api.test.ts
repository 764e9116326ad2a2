import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from './test/test-app.js';

const entry = path.join(import.meta.dirname, 'main.ts');
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-main-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops at a wrong setting with one clear line and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, PORT: '70000', FOYER_DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual(['Invalid configuration: PORT must be a port number (1-65535) (got "70000")']);
  });

  it('migrates, seeds the demo, serves, and shuts down gracefully on SIGTERM', async () => {
    const port = await freePort();
    const databaseUrl = await freshDatabaseUrl();
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        FOYER_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      let ready: Response | null = null;
      for (let attempt = 0; attempt < 120 && !ready?.ok; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      }
      expect(ready?.ok, output).toBe(true);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
      });
      expect(login.status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
