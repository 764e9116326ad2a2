import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

// Placeholder until this module's routes are written.
export const notificationsRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
