import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertBuiltOnce } from './built-once.js';
import * as schema from './schema/index.js';

describe('inserts built once', () => {
  it('refuse a table with a value Drizzle computes while it builds, which would be computed only once', () => {
    const stamped = pgTable('stamped', {
      id: uuid('id').notNull(),
      note: text('note').$defaultFn(() => `made ${Date.now()}`),
      changedAt: timestamp('changed_at').$onUpdate(() => new Date()),
    });
    expect(() => insertBuiltOnce(stamped)).toThrow(/note, changedAt would be computed once/);
  });

  it('take every table of the schema as it is today (none computes a value in JavaScript)', () => {
    const tables = Object.values(schema).filter(
      (value) => typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) expect(() => insertBuiltOnce(table as Parameters<typeof insertBuiltOnce>[0])).not.toThrow();
  });
});
