import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, testDatabaseKind } from '../test/test-app.js';
import { APP_ROLE } from './client.js';
import { keepStatementsPrepared, statementNameOf } from './prepared-statements.js';

/** Statements kept prepared per connection (prepared-statements.ts): PostgreSQL only, PGlite has no connections. */
describe.skipIf(testDatabaseKind() !== 'postgres')('statements kept prepared on PostgreSQL', () => {
  let databaseUrl: string;
  const museumA = randomUUID();
  const museumB = randomUUID();
  beforeAll(async () => {
    databaseUrl = (await freshDatabaseUrl())!;
    const owner = new pg.Client({ connectionString: databaseUrl });
    await owner.connect();
    await owner.query(`insert into organizations (org_id, name) values ($1, 'A'), ($2, 'B')`, [museumA, museumB]);
    await owner.query(`insert into venues (org_id, venue_id, name) values ($1, $3, 'A hall'), ($2, $4, 'B hall'), ($2, $5, 'B garden')`, [
      museumA,
      museumB,
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ]);
    await owner.end();
  });

  /**
   * A pool of one connection (so every query meets the same statements) that keeps up to
   * `perConnection`; its kept statements always run on one generic plan, which PostgreSQL
   * otherwise chooses by cost after five executions.
   */
  const onePool = (perConnection?: number) => {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 1,
      options: `-c role=${APP_ROLE} -c plan_cache_mode=force_generic_plan`,
    });
    keepStatementsPrepared(pool, perConnection);
    return pool;
  };
  const venuesOf = async (on: pg.Pool, orgId: string) => {
    const client = await on.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('app.org_id', $1, true)`, [orgId]);
      // The organisation's venues as row-level security lets it see them, the same text every time.
      const { rows } = await client.query<{ name: string }>('select name from venues where name <> $1 order by name', ['']);
      await client.query('commit');
      return rows.map((row) => row.name);
    } finally {
      client.release();
    }
  };
  const prepared = async (on: pg.Pool) =>
    (
      await on.query<{ name: string; statement: string; generic_plans: string }>(
        `select name, statement, generic_plans from pg_prepared_statements order by name`,
      )
    ).rows;

  let pool: pg.Pool | undefined;
  afterEach(async () => {
    await pool?.end();
    pool = undefined;
  });

  it('parses a query once per connection and, on one plan for all, still shows each organisation only its own rows', async () => {
    pool = onePool();
    for (let round = 0; round < 3; round++) {
      expect(await venuesOf(pool, museumA)).toEqual(['A hall']);
      expect(await venuesOf(pool, museumB)).toEqual(['B garden', 'B hall']);
    }
    const kept = await prepared(pool);
    const venues = kept.find((statement) => statement.statement.startsWith('select name from venues'));
    expect(venues?.name).toBe(statementNameOf('select name from venues where name <> $1 order by name'));
    expect(Number(venues?.generic_plans)).toBeGreaterThan(0);
    // Queries without parameters stay simple ones: several statements in one still run.
    const client = await pool.connect();
    try {
      const answers = (await client.query('select 1 as one; select 2 as two')) as unknown as pg.QueryResult[];
      expect(answers.map((answer) => answer.rows[0])).toEqual([{ one: 1 }, { two: 2 }]);
    } finally {
      client.release();
    }
  });

  it('keeps at most the number asked per connection; later texts run unnamed as before', async () => {
    pool = onePool(2);
    for (const limit of [1, 2, 3, 4]) {
      const { rows } = await pool.query<{ n: number }>(`select $1::int + ${limit} as n`, [1]);
      expect(rows[0]!.n).toBe(1 + limit);
    }
    const { rows } = await pool.query<{ n: number }>(`select $1::int + 3 as n`, [2]);
    expect(rows[0]!.n).toBe(5);
    expect((await prepared(pool)).map((statement) => statement.statement)).toEqual(
      expect.arrayContaining(['select $1::int + 1 as n', 'select $1::int + 2 as n']),
    );
    expect(await prepared(pool)).toHaveLength(2);
  });
});
