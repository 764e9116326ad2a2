import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { authRoutes } from './auth/auth.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { venuesRoutes } from './venues/venues.routes.js';

/** Every module's routes; a new module adds one line here. */
export const MODULE_ROUTES: ((ctx: AppContext) => FastifyPluginAsyncZod)[] = [healthRoutes, authRoutes, venuesRoutes];
