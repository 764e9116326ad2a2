import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORGANIZATIONS_AREA, SIGNED_IN, USER_MESSAGES, USERS_AREA, usersApi, REQUEST_MESSAGES } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize, SESSION_COOKIE } from '../../plugins/auth.js';
import { identityOf } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionKeeper } from './session-keeper.js';
import * as avatars from './avatars.service.js';
import * as users from './users.service.js';

/**
 * The raw upload. The content-type parser hands image/jpeg and image/png over as a Buffer (capped
 * at 10 MB, 413 beyond); anything else arrives as something else and is refused as `avatar`.
 */
const ZAvatarUpload = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { message: USER_MESSAGES.avatarNotImage, path: ['avatar'] })
  .meta({ type: 'string', format: 'binary', description: 'A JPEG or PNG image, at most 10 MB' });
const ZJpegBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

export const usersRoutes =
  (ctx: AppContext, keeper: SessionKeeper): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['users'];
    const signedIn = authorize(ctx, SIGNED_IN);
    const adminRead = authorize(ctx, USERS_AREA.read);
    const adminWrite = authorize(ctx, USERS_AREA.write);

    route(app, usersApi.list, { schema: { tags }, onRequest: adminRead }, async (request) =>
      users.listUsers(ctx, actorOf(request), request.query),
    );
    route(app, usersApi.create, { schema: { tags }, onRequest: adminWrite }, async (request, reply) =>
      reply.status(201).send(await users.createUser(ctx, keeper, actorOf(request), request.body)),
    );

    // The organisation switcher (SPEC §7): answers the identity as it is after the move.
    route(app, usersApi.switchOrganization, { schema: { tags }, onRequest: authorize(ctx, ORGANIZATIONS_AREA.switch) }, async (request) => {
      await users.switchOrganization(ctx, actorOf(request), request.query.newOrgId);
      const actor = await ctx.readSession(request.cookies[SESSION_COOKIE]);
      if (!actor) throw new AppError('unauthenticated', REQUEST_MESSAGES.signIn);
      return identityOf(actor, ctx.config.session);
    });

    route(app, usersApi.guides, { schema: { tags }, onRequest: authorize(ctx, USERS_AREA.guides) }, async (request) =>
      users.listGuides(ctx, actorOf(request)),
    );
    route(app, usersApi.avatars, { schema: { tags }, onRequest: authorize(ctx, USERS_AREA.avatars) }, async (request) =>
      users.listAvatars(ctx, actorOf(request)),
    );

    // Self-or-admin rules are checked in the services, which know whose account it is.
    route(app, usersApi.get, { schema: { tags }, onRequest: signedIn }, async (request) =>
      users.getUser(ctx, actorOf(request), request.params.userId),
    );
    route(app, usersApi.update, { schema: { tags }, onRequest: adminWrite }, async (request) =>
      users.updateUser(ctx, keeper, actorOf(request), request.params.userId, request.body),
    );
    route(app, usersApi.resendInvitation, { schema: { tags }, onRequest: adminWrite }, async (request) =>
      users.resendInvitation(ctx, keeper, actorOf(request), request.params.userId),
    );
    route(app, usersApi.delete, { schema: { tags }, onRequest: adminWrite }, async (request) => {
      await users.deleteUser(ctx, keeper, actorOf(request), request.params.userId);
      return { ok: true as const };
    });

    route(app, usersApi.putAvatar, { schema: { tags, body: ZAvatarUpload }, onRequest: signedIn }, async (request) =>
      avatars.putAvatar(ctx, actorOf(request), request.params.userId, request.body),
    );
    route(app, usersApi.avatar, { schema: { tags, response: { 200: ZJpegBytes } }, onRequest: signedIn }, async (request, reply) =>
      reply.type('image/jpeg').send(await avatars.getAvatar(ctx, actorOf(request), request.params.userId)),
    );
    route(app, usersApi.deleteAvatar, { schema: { tags }, onRequest: signedIn }, async (request) =>
      avatars.deleteAvatar(ctx, actorOf(request), request.params.userId),
    );
  };
