import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statements kept prepared on each PostgreSQL connection (issue 13). node-postgres sends every
 * query with parameters as an unnamed statement, so PostgreSQL parses and plans its text anew on
 * every call: in a sale, the same few dozen statements thousands of times. Here such a query is
 * given a name made from its text, and node-postgres then parses it once per connection and
 * afterwards sends only its values; PostgreSQL keeps its plan (a generic one once that is no
 * dearer than planning per call, by its own rule).
 *
 * Bounded: a connection keeps at most `perConnection` of them (a server's statements are a few
 * hundred shapes, the hot ones first), and later new texts go unnamed as before. Queries without
 * parameters (simple protocol, which may hold several statements) are left as they are. Behind a
 * pooler that hands one connection to many clients per transaction (PgBouncer before 1.21 in
 * transaction mode) this must be off: `DATABASE_PREPARED_STATEMENTS=off`.
 */
export const DEFAULT_PREPARED_PER_CONNECTION = 200;

/** A query's name from its text; short texts seen are remembered (boundedly) so the hash is made once. */
const namesOfTexts = new Map<string, string>();
const NAMES_REMEMBERED = 2000;
const TEXT_REMEMBERED_UP_TO = 4096;
export const statementNameOf = (text: string) => {
  let name = namesOfTexts.get(text);
  if (name === undefined) {
    name = `foyer_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    if (namesOfTexts.size < NAMES_REMEMBERED && text.length <= TEXT_REMEMBERED_UP_TO) namesOfTexts.set(text, name);
  }
  return name;
};

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/** Every connection `pool` makes from now on names its parameterised queries, up to `perConnection`. */
export function keepStatementsPrepared(pool: pg.Pool, perConnection = DEFAULT_PREPARED_PER_CONNECTION) {
  pool.on('connect', (client) => {
    const named = new Set<string>();
    // The class's own method at each call (not one bound now), so a test's spy on it still sees every query.
    const query = (...args: unknown[]) =>
      (Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown }).query.apply(client, args);
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
      // `query(text, values, …)` or `query({ text, values, … }, values?, …)`, as node-postgres takes them.
      const asObject = typeof config === 'string' ? { text: config } : config;
      if (typeof asObject !== 'object' || asObject === null) return query(config, ...rest);
      const { text, name, values } = asObject as QueryConfig;
      const params = Array.isArray(rest[0]) ? rest[0] : values;
      if (typeof text !== 'string' || name !== undefined || !Array.isArray(params) || params.length === 0) return query(config, ...rest);
      const statement = statementNameOf(text);
      if (!named.has(statement)) {
        if (named.size >= perConnection) return query(config, ...rest);
        named.add(statement);
      }
      return query({ ...asObject, name: statement }, ...rest);
    };
  });
}
