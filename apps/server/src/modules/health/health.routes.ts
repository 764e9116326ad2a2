import { REQUEST_MESSAGES } from '@foyer/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/healthz', { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
      status: 'ok' as const,
    }));
    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) } } },
      async () => {
        try {
          await ctx.database.ping();
        } catch {
          throw new AppError('internal', REQUEST_MESSAGES.databaseDown);
        }
        return { status: 'ready' as const, database: ctx.database.kind };
      },
    );
  };
