import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { admits, type Access, REQUEST_MESSAGES } from '@foyer/contracts';
import type { AppContext } from '../context.js';
import type { Actor } from '../lib/actor.js';
import { AppError } from '../lib/app-error.js';

export const SESSION_COOKIE = 'foyer_session';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const AUTHORIZER = Symbol('authorizer');

/** The rule an authorize() hook checks, or null for any other function. */
export const accessOfHook = (hook: unknown): Access | null =>
  typeof hook === 'function' && AUTHORIZER in hook ? (hook as unknown as Record<typeof AUTHORIZER, Access>)[AUTHORIZER] : null;

/** A registered route and the rule its authorize() hook checks (null: it has none). */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access | null;
  /** Its schema, which the endpoints test holds against the contracts. */
  schema?: FastifySchema;
}

const routeTables = new WeakMap<FastifyInstance, RouteAccess[]>();

/** Every route registered on an app after registerAuth, with its rule: the access test reads it. */
export const routeAccessTable = (app: FastifyInstance): readonly RouteAccess[] => routeTables.get(app) ?? [];

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('actor', null);
  const table: RouteAccess[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    // Who is asking is settled before the body is read and validated: an anonymous call gets 401,
    // never a 400 that lists the fields it would have needed.
    const late = [route.preValidation, route.preHandler].flat().some((hook) => accessOfHook(hook) !== null);
    if (late) throw new Error(`${route.method} ${route.url}: use authorize() as onRequest, not after validation`);
    const access =
      [route.onRequest]
        .flat()
        .map(accessOfHook)
        .find((found) => found !== null) ?? null;
    for (const method of [route.method].flat()) table.push({ method, url: route.url ?? route.path, access, schema: route.schema });
  });
}

/**
 * An onRequest hook that admits a signed-in user whom the area's rule admits (see
 * `@foyer/contracts` areas). No session: 401; not admitted: 403.
 */
export const authorize = (ctx: AppContext, access: Access) =>
  Object.assign(
    async (request: FastifyRequest) => {
      const actor = await ctx.readSession(request.cookies[SESSION_COOKIE]);
      if (!actor) throw new AppError('unauthenticated', REQUEST_MESSAGES.signIn);
      if (!admits(access, actor)) throw new AppError('forbidden', 'You do not have permission to do this');
      request.actor = actor;
    },
    { [AUTHORIZER]: access },
  );

/** Who is asking where a session is welcome but not required (null: anonymous). */
export const optionalActor = (ctx: AppContext, request: FastifyRequest): Promise<Actor | null> =>
  ctx.readSession(request.cookies[SESSION_COOKIE]);

export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) throw new AppError('unauthenticated', REQUEST_MESSAGES.signIn);
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
