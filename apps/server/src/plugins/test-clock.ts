import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MovableClock } from '../lib/movable-clock.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * POST /_test/clock {advanceMs}: moves the server's clock on (FOYER_TEST_CLOCK=1 only, which the
 * configuration allows on localhost only, and only from this machine). Outside /api: no visitor
 * or staff page ever calls it, and it is not in the OpenAPI document.
 */
export function registerTestClock(app: FastifyInstance, clock: MovableClock) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/_test/clock',
    {
      schema: {
        hide: true,
        body: z.object({
          advanceMs: z
            .number()
            .int()
            .min(0)
            .max(7 * 86_400_000),
        }),
      },
    },
    async (request, reply) => {
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return reply.code(404).send();
      return { now: clock.advance(request.body.advanceMs).toISOString() };
    },
  );
}
