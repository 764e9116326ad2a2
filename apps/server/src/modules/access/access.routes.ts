import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESSES_AREA, ROLES, SIGNED_IN, ZAccessDefinition, ZAccessDefinitionUpdate } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as access from './access.service.js';

// /api/access/userTypeOptions and /api/access/userTypes live with the users module.
export const accessRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['access'];
    const read = authorize(ctx, ACCESSES_AREA.read);
    const write = authorize(ctx, ACCESSES_AREA.write);

    app.get(
      '/api/access/roles',
      { schema: { tags, response: { 200: z.array(z.enum(ROLES)) } }, onRequest: authorize(ctx, SIGNED_IN) },
      async () => [...ROLES],
    );

    app.get('/api/access/definitions', { schema: { tags, response: { 200: ZAccessDefinition } }, onRequest: read }, async (request) =>
      access.getAccessDefinition(ctx, actorOf(request)),
    );

    app.put(
      '/api/access/definitions',
      { schema: { tags, body: ZAccessDefinitionUpdate, response: { 200: ZAccessDefinition } }, onRequest: write },
      async (request) => access.updateAccessDefinition(ctx, actorOf(request), request.body),
    );
  };
