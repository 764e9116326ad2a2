import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../db/migrate.js';
import { startPostgresServer } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresBaseUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'foyer_template';

/** Starts one server for the run and migrates a template that each test file copies. */
export default async function setup(project: TestProject) {
  const server = await startPostgresServer();
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = new pg.Client({ connectionString: server.url(TEMPLATE_DATABASE) });
  await template.connect();
  await applyMigrations({ exec: async (sql) => void (await template.query(sql)), query: async (sql) => (await template.query(sql)).rows });
  await template.end();
  project.provide('postgresBaseUrl', server.url('postgres'));
  return () => server.stop();
}
