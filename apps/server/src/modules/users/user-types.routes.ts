import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_TYPES_AREA, ZUserType, ZUserTypeOption, ZUserTypeWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as userTypes from './user-types.service.js';

/** User types live under /api/access (SPEC §7): templates of roles for new users. */
export const userTypesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['access', 'users'];

    app.get(
      '/api/access/userTypeOptions',
      { schema: { tags, response: { 200: z.array(ZUserTypeOption) } }, onRequest: authorize(ctx, USER_TYPES_AREA.read) },
      async (request) => userTypes.listUserTypeOptions(ctx, actorOf(request)),
    );
    app.post(
      '/api/access/userTypes',
      {
        schema: { tags, body: ZUserTypeWrite, response: { 201: ZUserType } },
        onRequest: authorize(ctx, USER_TYPES_AREA.write),
      },
      async (request, reply) => reply.status(201).send(await userTypes.createUserType(ctx, actorOf(request), request.body)),
    );
  };
