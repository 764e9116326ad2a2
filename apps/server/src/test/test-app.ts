import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../app.js';
import { readConfig, type AppConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

export type TestDatabaseKind = 'pglite' | 'postgres';
export const testDatabaseKind = (): TestDatabaseKind => (process.env.FOYER_TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/** A fresh database for one test file: in-memory PGlite, or a copy of the migrated template. */
export async function freshDatabaseUrl(): Promise<string | null> {
  if (testDatabaseKind() === 'pglite') return null;
  const baseUrl = inject('postgresBaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template foyer_template`);
  await admin.end();
  return baseUrl.replace(/\/postgres$/, `/${name}`);
}

/**
 * The clock services read through ctx.now(), which a test sets: the wall clock until told a time,
 * then that time until told another. (What the database's own now() decides is not moved by it.)
 */
export class TestClock {
  private at: Date | null = null;
  now(): Date {
    return this.at ? new Date(this.at) : new Date();
  }
  set(at: Date | string) {
    this.at = new Date(at);
  }
  /** Moves a set clock on by `ms` (a visitor walks to the next museum). */
  advance(ms: number) {
    this.set(new Date(this.now().getTime() + ms));
  }
  /** Back to the wall clock. */
  reset() {
    this.at = null;
  }
}

export interface TestApp extends BuiltApp {
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a real database, without listening; requests go through app.inject. */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: { clock?: TestClock } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-test-'));
  const databaseUrl = overrides.databaseUrl !== undefined ? overrides.databaseUrl : await freshDatabaseUrl();
  const config: AppConfig = {
    // Not localhost, so the webhook secret is configured as in production.
    ...readConfig({
      FOYER_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://foyer.test',
      PAYMENT_WEBHOOK_SECRET: 'api-tests-payment-webhook-secret-0123456789',
    }),
    databaseUrl,
    webDistDir: null,
    runWorkers: false,
    strictReasons: true,
    ...overrides,
  };
  const database = await openDatabase({
    databaseUrl,
    dataDir: null,
    preparedStatements: config.preparedStatements,
    poolSize: config.databasePoolSize,
  });
  // Webhooks to our own PUBLIC_URL reach this app without a network, as if over HTTP.
  let self: BuiltApp['app'] | null = null;
  const postWebhook = async (url: string, init: { body: string; headers: Record<string, string> }) => {
    if (!self || !url.startsWith(config.publicUrl)) throw new Error(`no network in tests: ${url}`);
    const answer = await self.inject({
      method: 'POST',
      url: url.slice(config.publicUrl.length),
      headers: init.headers,
      payload: init.body,
    });
    return { status: answer.statusCode };
  };
  const built = await buildApp(config, { database, postWebhook, now: options.clock && (() => options.clock!.now()) });
  self = built.app;
  return {
    ...built,
    config,
    async close() {
      await built.app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
