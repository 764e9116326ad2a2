import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from './test/test-app.js';
import { serverEntry as entry, startServerProcess } from './test/server-process.js';

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
    const databaseUrl = await freshDatabaseUrl();
    // On a database server the demo is made only when asked for (config.test.ts has the rules).
    const server = await startServerProcess({
      FOYER_DATA_DIR: dataDir,
      FOYER_DEMO: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
      });
      expect(login.status, server.output()).toBe(200);
      expect(await server.stop()).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
