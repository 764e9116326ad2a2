import type { FastifyBaseLogger } from 'fastify';

export interface Sweeper {
  /** Waits for a sweep in progress, then stops. */
  stop(): Promise<void>;
  /** Runs one sweep now and waits for it (tests, and after a commit that made work due). */
  sweepNow(): Promise<void>;
}

/**
 * Runs `sweep` every `everyMs` in this process, never two at once. Several server processes may
 * each run the same sweep: sweeps must be safe to run concurrently (a single UPDATE … WHERE, or
 * rows claimed with `for update skip locked`).
 */
export function startSweeper(name: string, everyMs: number, sweep: () => Promise<unknown>, log: FastifyBaseLogger): Sweeper {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = (): Promise<void> => {
    if (running) return running;
    running = sweep()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error, sweeper: name }, 'sweep failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void run();
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    async sweepNow() {
      await running;
      await run();
    },
  };
}
