/**
 * Whether `error` (or what it wraps: Drizzle wraps driver errors in `cause`) is PostgreSQL's
 * unique violation on `constraint`. Both pg and PGlite report `code` and `constraint`.
 */
export const isUniqueViolation = (error: unknown, constraint: string) => violates(error, '23505', constraint);

/** Whether `error` (or what it wraps) is PostgreSQL's foreign-key violation on `constraint`. */
export const isForeignKeyViolation = (error: unknown, constraint: string) => violates(error, '23503', constraint);

function violates(error: unknown, sqlState: string, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return name === constraint;
  }
  return false;
}

/** Runs `work`, turning a unique violation on `constraint` into `toError()`. */
export async function mapUniqueViolation<T>(constraint: string, work: () => Promise<T>, toError: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw toError();
    throw error;
  }
}
