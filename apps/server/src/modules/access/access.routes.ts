import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES, ZAccessDefinition, ZAccessDefinitionUpdate } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as access from './access.service.js';

// /api/access/userTypeOptions and /api/access/userTypes live with the users module.
export const accessRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['access'];
    const read = authorize(ctx, 'AccessesAdminRead', 'AccessesFoyerAdminRead');
    const write = authorize(ctx, 'AccessesAdminWrite', 'AccessesFoyerAdminWrite');

    app.get('/api/access/roles', { schema: { tags, response: { 200: z.array(z.enum(ROLES)) } }, onRequest: authorize(ctx) }, async () => [
      ...ROLES,
    ]);

    app.get('/api/access/definitions', { schema: { tags, response: { 200: ZAccessDefinition } }, onRequest: read }, async (request) =>
      access.getAccessDefinition(ctx, actorOf(request)),
    );

    app.put(
      '/api/access/definitions',
      { schema: { tags, body: ZAccessDefinitionUpdate, response: { 200: ZAccessDefinition } }, onRequest: write },
      async (request) => access.updateAccessDefinition(ctx, actorOf(request), request.body),
    );
  };
