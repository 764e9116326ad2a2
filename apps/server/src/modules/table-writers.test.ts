import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.js';

// One writer per table (docs/architecture.md, "Which module writes which table"): the map in the
// docs is read here and held against the writes found in the code, so neither can drift.
const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverSrc, '../../..');

/** Drizzle's table objects by the name the code uses, to their SQL names. */
const tableNames = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableName(table as PgTable)]),
);
const sqlTables = new Set(tableNames.values());

const isTestFile = (file: string) => /\.test\.ts$|\.test-support\.ts$|\/testing\.ts$/.test(file);
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !isTestFile(full) ? [full] : [];
  });

/** The tables a source writes: Drizzle's insert/update/delete of a schema table (or an insert built once), and raw SQL. */
function writtenTables(source: string): Set<string> {
  const found = new Set<string>();
  for (const [, name] of source.matchAll(/(?:\.(?:insert|update|delete)|\binsertBuiltOnce)\(\s*(\w+)\s*\)/g)) {
    const table = tableNames.get(name!);
    if (table) found.add(table);
  }
  for (const [, name] of source.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(\w+)/gi)) {
    if (sqlTables.has(name!.toLowerCase())) found.add(name!.toLowerCase());
  }
  return found;
}

/** Who writes what, from the code: a module folder, or a file outside the modules. */
function writersInCode(): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  const add = (writer: string, tables: Set<string>) => {
    for (const table of tables) {
      if (!writers.has(table)) writers.set(table, new Set());
      writers.get(table)!.add(writer);
    }
  };
  const modulesDir = path.join(serverSrc, 'modules');
  for (const entry of fs.readdirSync(modulesDir, { withFileTypes: true })) {
    const full = path.join(modulesDir, entry.name);
    const files = entry.isDirectory() ? sourceFiles(full) : isTestFile(full) || !entry.name.endsWith('.ts') ? [] : [full];
    for (const file of files)
      add(entry.isDirectory() ? entry.name : path.relative(serverSrc, file), writtenTables(fs.readFileSync(file, 'utf8')));
  }
  for (const file of sourceFiles(path.join(serverSrc, 'lib')))
    add(path.relative(serverSrc, file), writtenTables(fs.readFileSync(file, 'utf8')));
  return writers;
}

/** The docs' map: each row's writer (a module, or `lib/….ts`) and the tables it names. */
function writersInDocs(): Map<string, Set<string>> {
  const docs = fs.readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
  const section = docs.slice(docs.indexOf('### Which module writes which table'));
  const start = section.indexOf('| module');
  const table = section.slice(start, section.indexOf('\n\n', start));
  const writers = new Map<string, Set<string>>();
  for (const row of table.split('\n').slice(2)) {
    const [writerCell, tablesCell] = row
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    const writer = /`(lib\/[\w/.-]+)`/.exec(writerCell!)?.[1] ?? writerCell!;
    for (const [, name] of tablesCell!.matchAll(/`(\w+)`/g)) {
      if (!sqlTables.has(name!)) continue;
      if (!writers.has(name!)) writers.set(name!, new Set());
      writers.get(name!)!.add(writer);
    }
  }
  return writers;
}

const sorted = (map: Map<string, Set<string>>) =>
  Object.fromEntries([...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([table, who]) => [table, [...who].sort()]));

describe('one writer per table', () => {
  it('reads writes the way the code makes them', () => {
    expect([...writtenTables('await tx\n  .update(users)\n  .set({ language })')]).toEqual(['users']);
    expect([...writtenTables('sql`update inventory_buckets set held = held + 1`')]).toEqual(['inventory_buckets']);
    expect([...writtenTables('hash.update(token); seen.delete(key)')]).toEqual([]);
  });

  it('finds each table written by one module only', () => {
    const shared = [...writersInCode()].filter(([, who]) => who.size > 1).map(([table, who]) => `${table}: ${[...who].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('matches the map in docs/architecture.md', () => {
    expect(sorted(writersInCode())).toEqual(sorted(writersInDocs()));
  });
});
