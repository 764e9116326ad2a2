import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { outboxRepository, type DeliveryOutcome, type OutboxRow } from './outbox.repository.js';

const MAX_ATTEMPTS = 8;
const POLL_MS = 2000;

/**
 * Delivers queued mail and webhooks (each kind by its handler, see modules/outbox-handlers.ts). Claiming and marking are short transactions of their own; the SMTP
 * conversation happens between them, never inside one. Nobody watches the worker: `ctx` and
 * `deliver`'s are given in the background lane (connection-lanes.ts), so their transactions wait
 * behind visitors' for a connection.
 */
export function startOutboxWorker(
  ctx: Omit<AppContext, 'wakeOutbox'>,
  log: FastifyBaseLogger,
  deliver: (row: OutboxRow) => Promise<DeliveryOutcome>,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let again = false;

  const drain = async () => {
    for (;;) {
      const batch = await inPlatformScope(ctx.db, (tx) => outboxRepository.claimDue(tx, 10));
      if (batch.length === 0) return;
      for (const row of batch) {
        try {
          const outcome = await deliver(row);
          await inPlatformScope(ctx.db, (tx) => outboxRepository.markDelivered(tx, row.id, outcome));
        } catch (error) {
          log.warn({ err: error, outboxId: row.id, kind: row.kind }, 'outbox delivery failed; will retry');
          await inPlatformScope(ctx.db, (tx) => outboxRepository.markFailed(tx, row.id, String(error), MAX_ATTEMPTS));
        }
      }
    }
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => log.error({ err: error }, 'outbox worker failed'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  };

  timer = setInterval(tick, POLL_MS);
  timer.unref();
  tick();
  return {
    wake: tick,
    /** Waits for the batch in hand, then stops. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
    /** For tests: deliver everything due now. */
    async flush() {
      await running;
      await drain();
    },
  };
}
