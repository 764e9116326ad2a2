import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessApi, ACCESSES_AREA, ROLES, SIGNED_IN } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as access from './access.service.js';

// /api/access/userTypeOptions and /api/access/userTypes live with the users module.
export const accessRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['access'];
    const read = authorize(ctx, ACCESSES_AREA.read);
    const write = authorize(ctx, ACCESSES_AREA.write);

    route(app, accessApi.roles, { schema: { tags }, onRequest: authorize(ctx, SIGNED_IN) }, async () => [...ROLES]);

    route(app, accessApi.definition, { schema: { tags }, onRequest: read }, async (request) =>
      access.getAccessDefinition(ctx, actorOf(request)),
    );

    route(app, accessApi.updateDefinition, { schema: { tags }, onRequest: write }, async (request) =>
      access.updateAccessDefinition(ctx, actorOf(request), request.body),
    );
  };
