import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A row's `updated_at` after a write: now, and always at least a millisecond past what it was.
 * The API sends `updatedAt` as an ISO string (milliseconds), and an edit form sends it back to
 * say which copy it was filled from (a save from an older copy is refused, `savedSince`); so two
 * saves must never leave the same millisecond, even two in one transaction (`now()` is the
 * transaction's start) or with the clock set back.
 */
export const nextUpdatedAt = (column: AnyPgColumn): SQL<Date> => sql<Date>`greatest(now(), ${column} + interval '1 millisecond')`;

/**
 * Whether someone saved the row since the copy a form was filled from, whose `updatedAt` was
 * `seen`; compared under the row's lock. Without `seen` (an API caller that does not send it)
 * nothing is known, and the save goes ahead as it always did.
 */
export const savedSince = (stored: Date | string, seen: string | undefined): boolean =>
  seen !== undefined && new Date(seen).getTime() !== new Date(stored).getTime();
