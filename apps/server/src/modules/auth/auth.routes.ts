import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SIGNED_IN,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZIdentity,
  ZLanguageUpdate,
  ZLoginRequest,
  ZOk,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize, clearSessionCookie, clientOf, SESSION_COOKIE, setSessionCookie } from '../../plugins/auth.js';
import * as auth from './auth.service.js';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['auth'];

    app.post('/api/auth/login', { schema: { tags, body: ZLoginRequest, response: { 200: ZIdentity } } }, async (request, reply) => {
      const token = await auth.login(ctx, request.body, clientOf(request), request.cookies[SESSION_COOKIE]);
      setSessionCookie(ctx, reply, token);
      const actor = await auth.resolveActor(ctx, token);
      return auth.identityOf(actor!);
    });

    app.post('/api/auth/logout', { schema: { tags, response: { 200: ZOk } } }, async (request, reply) => {
      await auth.logout(ctx, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(ctx, reply);
      return { ok: true as const };
    });

    app.get(
      '/api/auth/identity',
      { schema: { tags, response: { 200: ZIdentity } }, onRequest: authorize(ctx, SIGNED_IN) },
      async (request) => auth.identityOf(actorOf(request)),
    );

    app.post(
      '/api/auth/forgot-password',
      { schema: { tags, body: ZForgotPasswordRequest, response: { 202: ZOk } } },
      async (request, reply) => {
        await auth.requestPasswordReset(ctx, request.body.email, clientOf(request));
        return reply.status(202).send({ ok: true as const });
      },
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { tags, body: ZResetPasswordRequest, response: { 200: ZOk } } },
      async (request, reply) => {
        await auth.resetPassword(ctx, request.body);
        clearSessionCookie(ctx, reply);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/change-password',
      { schema: { tags, body: ZChangePasswordRequest, response: { 200: ZOk } }, onRequest: authorize(ctx, SIGNED_IN) },
      async (request, reply) => {
        const token = await auth.changePassword(ctx, actorOf(request), request.body, clientOf(request));
        setSessionCookie(ctx, reply, token);
        return { ok: true as const };
      },
    );

    app.put(
      '/api/auth/language',
      { schema: { tags, body: ZLanguageUpdate, response: { 200: ZIdentity } }, onRequest: authorize(ctx, SIGNED_IN) },
      async (request) => auth.setOwnLanguage(ctx, actorOf(request), request.body.language),
    );

    app.post(
      '/api/auth/verify-email',
      { schema: { tags, body: ZVerifyEmailRequest, response: { 200: ZVerifyEmailResponse } } },
      async (request) => auth.verifyEmail(ctx, request.body.token),
    );
  };
