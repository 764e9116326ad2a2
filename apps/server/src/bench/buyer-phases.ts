import type pg from 'pg';
import { cpuSecondsOf, mainThreadCpuSecondsOf, postgresCpuSeconds } from './cpu-time.js';

/**
 * The bench's phases of buyers (checkout-bench.ts): a number of buyers run against the servers
 * or as bare SQL, `concurrency` at a time (a closed loop) or `arrivals` starting per second (an
 * open one), with what the phase cost: its seconds, the buyers at once, the statements and
 * transactions PostgreSQL ran (pg_stat_statements, reset at the start; `owner` must have the
 * extension) and the CPU of the servers, PostgreSQL and this process.
 */
export function buyerPhases(options: {
  owner: pg.Client;
  serverPids: readonly number[];
  postgresDataDirectory: string;
  concurrency: number;
  /** Buyers in a phase unless it says otherwise. */
  buyers: number;
}) {
  const { owner, serverPids, postgresDataDirectory, concurrency } = options;

  /**
   * Statements sent and transactions opened (BEGIN) on the server since the last reset, by all
   * clients: pg_stat_statements counts at once (pg_stat_database's counts arrive up to 10 s late).
   */
  const databaseWork = async () => {
    const { rows } = await owner.query<{ statements: string; transactions: string }>(
      `select coalesce(sum(calls), 0) as statements, coalesce(sum(calls) filter (where lower(query) in ('begin', 'start transaction')), 0) as transactions
       from pg_stat_statements`,
    );
    return { statements: Number(rows[0]!.statements), transactions: Number(rows[0]!.transactions) };
  };

  /** CPU seconds so far of the server processes, PostgreSQL and this process (the buyers). */
  const cpuNow = () => ({
    servers: cpuSecondsOf(serverPids),
    serverEventLoops: mainThreadCpuSecondsOf(serverPids),
    postgres: postgresCpuSeconds(postgresDataDirectory),
    buyers: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
  });

  /** Runs `buyer` for `buyers` buyers, `concurrency` at a time or `arrivals` starting per second. */
  return async (buyer: (index: number) => Promise<void>, buyers = options.buyers, arrivals = 0) => {
    await owner.query('select pg_stat_statements_reset()');
    let next = 0;
    const cpuBefore = cpuNow();
    const began = performance.now();
    // Buyers at once: the most, and the mean over the phase (the sum of their times over its length).
    let buying = 0;
    let mostBuying = 0;
    let buyingMs = 0;
    const timed = async (index: number) => {
      const started = performance.now();
      mostBuying = Math.max(mostBuying, ++buying);
      try {
        await buyer(index);
      } finally {
        buying--;
        buyingMs += performance.now() - started;
      }
    };
    if (arrivals > 0) {
      const running: Promise<void>[] = [];
      for (let index = 0; index < buyers; index++) {
        const due = began + (1000 * index) / arrivals - performance.now();
        if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
        running.push(timed(index));
      }
      await Promise.all(running);
    } else {
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < buyers) await timed(next++);
        }),
      );
    }
    const seconds = (performance.now() - began) / 1000;
    const cpuAfter = cpuNow();
    const work = await databaseWork();
    const used = (key: keyof typeof cpuAfter) => {
      const [after, before] = [cpuAfter[key], cpuBefore[key]];
      return after === null || before === null ? null : after - before;
    };
    return {
      seconds,
      buying: { most: mostBuying, mean: buyingMs / 1000 / seconds },
      ...work,
      cpu: { servers: used('servers'), serverEventLoops: used('serverEventLoops'), postgres: used('postgres'), buyers: used('buyers') },
    };
  };
}
