import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi, SIGNED_IN, ZIdentity } from '@foyer/contracts';
import type { Actor } from '../../lib/actor.js';
import { sendKeptJson } from '../../lib/kept-answer.js';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize, clearSessionCookie, clientOf, SESSION_COOKIE, setSessionCookie } from '../../plugins/auth.js';
import * as auth from './auth.service.js';

/**
 * The identity's answer, made once per kept actor (resolveActor keeps one per session while it
 * is unchanged) and checked against its contract then: the back office asks for it on every page.
 */
const identityAnswers = new WeakMap<Actor, { json: string }>();
const identityAnswerOf = (ctx: AppContext, actor: Actor) => {
  let answer = identityAnswers.get(actor);
  if (!answer) identityAnswers.set(actor, (answer = { json: JSON.stringify(ZIdentity.parse(auth.identityOf(actor, ctx.config.session))) }));
  return answer;
};

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['auth'];

    route(app, authApi.login, { schema: { tags } }, async (request, reply) => {
      const { token, accounts } = await auth.login(ctx, request.body, clientOf(request), request.cookies[SESSION_COOKIE]);
      setSessionCookie(ctx, reply, token);
      const actor = await auth.resolveActor(ctx, token);
      return { ...auth.identityOf(actor!, ctx.config.session), ...(accounts.length > 0 ? { accounts } : {}) };
    });

    route(app, authApi.logout, { schema: { tags } }, async (request, reply) => {
      await auth.logout(ctx, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(ctx, reply);
      return { ok: true as const };
    });

    route(app, authApi.identity, { schema: { tags }, onRequest: authorize(ctx, SIGNED_IN) }, async (request, reply) =>
      sendKeptJson(reply, identityAnswerOf(ctx, actorOf(request))),
    );

    route(app, authApi.forgotPassword, { schema: { tags } }, async (request, reply) => {
      await auth.requestPasswordReset(ctx, request.body.email, clientOf(request));
      return reply.status(202).send({ ok: true as const });
    });

    route(app, authApi.resetPassword, { schema: { tags } }, async (request, reply) => {
      await auth.resetPassword(ctx, request.body);
      clearSessionCookie(ctx, reply);
      return { ok: true as const };
    });

    route(app, authApi.changePassword, { schema: { tags }, onRequest: authorize(ctx, SIGNED_IN) }, async (request, reply) => {
      const token = await auth.changePassword(ctx, actorOf(request), request.body, clientOf(request));
      setSessionCookie(ctx, reply, token);
      return { ok: true as const };
    });

    route(app, authApi.setLanguage, { schema: { tags }, onRequest: authorize(ctx, SIGNED_IN) }, async (request) =>
      auth.setOwnLanguage(ctx, actorOf(request), request.body.language),
    );

    route(app, authApi.verifyEmail, { schema: { tags } }, async (request) => auth.verifyEmail(ctx, request.body.token));
  };
