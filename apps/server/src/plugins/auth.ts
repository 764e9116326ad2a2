import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '@foyer/contracts';
import type { AppContext } from '../context.js';
import type { Actor } from '../lib/actor.js';
import { AppError } from '../lib/app-error.js';
import { resolveActor } from '../modules/auth/auth.service.js';

export const SESSION_COOKIE = 'foyer_session';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('actor', null);
}

/**
 * A preHandler that admits a signed-in user holding any one of `anyOf` (none listed: any
 * signed-in user). No session: 401; no permission: 403.
 */
export const authorize =
  (ctx: AppContext, ...anyOf: Permission[]) =>
  async (request: FastifyRequest) => {
    const actor = await resolveActor(ctx, request.cookies[SESSION_COOKIE]);
    if (!actor) throw new AppError('unauthenticated', 'Please sign in');
    if (anyOf.length > 0 && !anyOf.some((permission) => actor.permissions.has(permission))) {
      throw new AppError('forbidden', 'You do not have permission to do this');
    }
    request.actor = actor;
  };

export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) throw new AppError('unauthenticated', 'Please sign in');
  return request.actor;
};

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    maxAge: ctx.config.session.absoluteHours * 3600,
  });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.secureCookies });
}

export const clientOf = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});
