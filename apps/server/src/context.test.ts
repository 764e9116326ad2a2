import { describe, expect, it } from 'vitest';
import type { AppContext } from './context.js';
import { inConnectionLane } from './context.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { ConnectionLane } from './db/connection-lanes.js';

describe('a context in a connection lane', () => {
  // Stand-in databases: each lane's is a distinct object, as PostgreSQL's handle gives them.
  const databases: Record<ConnectionLane, Database> = {
    normal: { lane: 'normal' } as unknown as Database,
    first: { lane: 'first' } as unknown as Database,
    background: { lane: 'background' } as unknown as Database,
  };
  const database = { inLane: (lane: ConnectionLane) => databases[lane] } as unknown as DatabaseHandle;
  const now = () => new Date(0);
  const ctx = { database, db: databases.normal, now } as unknown as AppContext;

  it("gives the lane's database and leaves the rest of the context as it is", () => {
    const first = inConnectionLane(ctx, 'first');
    expect(first.db).toBe(databases.first);
    expect(first.database).toBe(database);
    expect(first.now).toBe(now);
    expect(ctx.db).toBe(databases.normal);
    expect(inConnectionLane(ctx, 'background').db).toBe(databases.background);
  });
});
