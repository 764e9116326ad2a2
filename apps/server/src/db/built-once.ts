import { getTableColumns, is, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from './client.js';

/**
 * Statements whose SQL Drizzle builds once per database instead of on every call (issue 13).
 * Drizzle builds a query's text anew each time it runs (its builder objects, then the SQL from
 * them): 25–60 µs a statement, about 3 ms of the servers' event loops per sale. A statement of
 * the sale's hot path is written here with named slots for its values; the first call builds
 * it, later calls only fill the slots (Drizzle's own placeholders, each value still passed
 * through its column's encoder) and run it on the caller's transaction.
 *
 * A slot is typed as its value, so the builder type-checks as an ordinary query with those values
 * would; at run time it is `sql.placeholder(name)`. The built statement is kept per Drizzle
 * dialect (one per opened database), so PGlite and PostgreSQL in one process (the tests) each get
 * their own, of their driver's kind. Only what is the same on every call can be built once: a
 * list of variable length goes as one array value (`= any(slot)`), a set of columns that varies
 * is another statement, and a value Drizzle computes in JavaScript while it builds (a column's
 * `$defaultFn` or `$onUpdate`) would be computed once: `insertBuiltOnce` refuses such a table.
 */
export type Slots<Values> = <K extends keyof Values & string>(name: K) => Values[K];

interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
  /** Drizzle's prepared query keeps its parameters here, the slots among them. */
  params?: unknown[];
}
interface Preparable<Result> {
  prepare(name: string): Prepared<Result>;
}

/** What a Drizzle database or transaction holds (Drizzle keeps both on itself, not in its types). */
interface DrizzleParts {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: {
    client: unknown;
    prepareQuery(query: unknown, fields: undefined, name: undefined, isResponseInArrayMode: boolean): Prepared<unknown>;
  };
}
const partsOf = (tx: Tx | Database) => tx as unknown as DrizzleParts;

const slot = ((name: string) => sql.placeholder(name)) as Slots<Record<string, unknown>>;

/**
 * A null (or missing) value is SQL's NULL, as Drizzle writes a null in a query built anew: Drizzle
 * passes a slot's value through its column's encoder whatever it is, and a timestamp's encoder
 * fails on null, a JSON column's makes it JSON's null.
 */
function nullsAsNull<P extends Prepared<unknown>>(prepared: P): P {
  prepared.params = prepared.params?.map((param) => {
    if (!is(param, Param) || !is(param.value, Placeholder)) return param;
    const { encoder } = param;
    return new Param(param.value, {
      mapToDriverValue: (value: unknown) => (value === null || value === undefined ? null : encoder.mapToDriverValue(value)),
    });
  });
  return prepared;
}

/** `prepared` as run on `tx`'s connection: Drizzle's prepared query keeps its client on itself. */
function onConnectionOf<Result>(prepared: Prepared<Result>, tx: Tx | Database): Prepared<Result> {
  const bound = Object.create(prepared) as Prepared<Result> & { client: unknown };
  bound.client = partsOf(tx).session.client;
  return bound;
}

/** A Drizzle query built once: `run(tx, values)` answers what awaiting the query itself would. */
export function builtOnce<Values extends Record<string, unknown>, Result>(
  build: (tx: Tx, slot: Slots<Values>) => Preparable<Result>,
): (tx: Tx | Database, values: Values) => Promise<Result> {
  const built = new WeakMap<object, Prepared<Result>>();
  return (tx, values) => {
    const { dialect } = partsOf(tx);
    let prepared = built.get(dialect);
    if (!prepared) {
      // Unnamed: db/prepared-statements.ts names it on each connection, as it does every query.
      prepared = nullsAsNull(build(tx as Tx, slot as Slots<Values>).prepare(undefined as unknown as string));
      built.set(dialect, prepared);
    }
    return onConnectionOf(prepared, tx).execute(values);
  };
}

/** A raw SQL statement built once: `run(tx, values)` answers its rows, as `queryRows` does. */
export function sqlBuiltOnce<Values extends Record<string, unknown>, Row>(
  build: (slot: Slots<Values>) => SQL,
): (tx: Tx | Database, values: Values) => Promise<Row[]> {
  const built = new WeakMap<object, Prepared<{ rows: Row[] }>>();
  return async (tx, values) => {
    const { dialect, session } = partsOf(tx);
    let prepared = built.get(dialect);
    if (!prepared) {
      prepared = session.prepareQuery(dialect.sqlToQuery(build(slot as Slots<Values>)), undefined, undefined, false) as Prepared<{
        rows: Row[];
      }>;
      built.set(dialect, prepared);
    }
    return (await onConnectionOf(prepared, tx).execute(values)).rows;
  };
}

/** Most shapes of one insert kept built: a table's callers pass a few column sets and row counts. */
const SHAPES_KEPT = 64;
/** Larger inserts (an import, a school's hundred tickets) are rare and go the ordinary way. */
const ROWS_KEPT_UP_TO = 10;

/**
 * Inserts into `table` built once per shape: the columns given (an `undefined` value is the
 * column's default, as in Drizzle) and the number of rows. A value written as SQL (`now()`) cannot
 * be a slot, so such a row goes the ordinary way, as do more than ROWS_KEPT_UP_TO rows and any
 * shape past the first SHAPES_KEPT.
 * `returning`: the rows written, every column, as `.returning()` answers them.
 */
export function insertBuiltOnce<Table extends PgTable>(table: Table) {
  type Row = PgInsertValue<Table>;
  const computed = Object.entries(getTableColumns(table)).filter(([, column]) => column.defaultFn || column.onUpdateFn);
  if (computed.length > 0)
    throw new Error(`insertBuiltOnce: ${computed.map(([name]) => name).join(', ')} would be computed once, when built`);
  const shapes = new Map<string, (tx: Tx | Database, values: Record<string, unknown>) => Promise<unknown>>();
  const shapeOf = (rows: readonly Row[]) => {
    if (rows.length > ROWS_KEPT_UP_TO) return undefined;
    const columns: string[][] = [];
    for (const row of rows) {
      const present: string[] = [];
      for (const [column, value] of Object.entries(row)) {
        if (value === undefined) continue;
        // sql`now()` and Drizzle's other query parts are SQL, not values.
        if (typeof value === 'object' && value !== null && typeof (value as { getSQL?: unknown }).getSQL === 'function') return undefined;
        present.push(column);
      }
      columns.push(present);
    }
    return columns;
  };
  const run = (tx: Tx | Database, rows: readonly Row[], returning: boolean): Promise<unknown> => {
    const columns = shapeOf(rows);
    const key = columns && `${returning ? 'r' : 'n'}|${columns.map((names) => names.join(',')).join('|')}`;
    let insert = key === undefined ? undefined : shapes.get(key);
    if (!insert && key !== undefined && shapes.size < SHAPES_KEPT) {
      insert = builtOnce((db, slot: Slots<Record<string, unknown>>) => {
        const slotted = columns!.map((names, index) => Object.fromEntries(names.map((name) => [name, slot(`${index}.${name}`)])));
        const query = db.insert(table).values(slotted as Row[]);
        return (returning ? query.returning() : query) as unknown as Preparable<unknown>;
      });
      shapes.set(key, insert);
    }
    if (!insert) {
      const query = (tx as Tx).insert(table).values(rows as Row[]);
      return returning ? query.returning() : query;
    }
    const values: Record<string, unknown> = {};
    rows.forEach((row, index) => {
      for (const [column, value] of Object.entries(row)) if (value !== undefined) values[`${index}.${column}`] = value;
    });
    return insert(tx, values);
  };
  return {
    /** Writes the rows; nothing is answered. */
    async rows(tx: Tx | Database, rows: readonly Row[]): Promise<void> {
      if (rows.length > 0) await run(tx, rows, false);
    },
    /** Writes the rows and answers them as written (defaults filled in). */
    returning(tx: Tx | Database, rows: readonly Row[]): Promise<Table['$inferSelect'][]> {
      return rows.length === 0 ? Promise.resolve([]) : (run(tx, rows, true) as Promise<Table['$inferSelect'][]>);
    },
  };
}
