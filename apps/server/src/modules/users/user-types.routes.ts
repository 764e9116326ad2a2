import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessApi, USER_TYPES_AREA } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as userTypes from './user-types.service.js';

/** User types live under /api/access (SPEC §7): templates of roles for new users. */
export const userTypesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['access', 'users'];

    route(app, accessApi.userTypeOptions, { schema: { tags }, onRequest: authorize(ctx, USER_TYPES_AREA.read) }, async (request) =>
      userTypes.listUserTypeOptions(ctx, actorOf(request)),
    );
    route(app, accessApi.createUserType, { schema: { tags }, onRequest: authorize(ctx, USER_TYPES_AREA.write) }, async (request, reply) =>
      reply.status(201).send(await userTypes.createUserType(ctx, actorOf(request), request.body)),
    );
    route(app, accessApi.updateUserType, { schema: { tags }, onRequest: authorize(ctx, USER_TYPES_AREA.write) }, async (request) =>
      userTypes.updateUserType(ctx, actorOf(request), request.params.userTypeId, request.body),
    );
    route(app, accessApi.deleteUserType, { schema: { tags }, onRequest: authorize(ctx, USER_TYPES_AREA.write) }, async (request) => {
      await userTypes.deleteUserType(ctx, actorOf(request), request.params.userTypeId);
      return { ok: true as const };
    });
  };
