import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('serving the built web app', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Foyer</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers client routes with index.html, also when a parameter has a dot', async () => {
    for (const url of ['/login', '/users/edit/123', '/check-email/ann%40museum.dk', '/check-email/ann@museum.dk']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Foyer</title>');
    }
  });

  it('serves assets, and a missing asset or API address is a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1.js' })).body).toBe('console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-2.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/missing' })).json().error.code).toBe('not_found');
  });
});
