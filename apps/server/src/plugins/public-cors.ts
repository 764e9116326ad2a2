import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { organizationOfShopEvent, shopTargetOrigin } from '../modules/shop-catalog/index.js';

const PUBLIC_PREFIX = '/api/public/';
const PREFLIGHT_ROUTE = `${PUBLIC_PREFIX}*`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Public paths that name the organisation: …/organizations/{orgId}…, configuration/list/{orgId}. */
const ORG_IN_PATH = [/^\/api\/public\/(?:[^/]+\/)*organizations\/([^/]+)/, /^\/api\/public\/configuration\/list\/([^/]+)/];
/** /api/public/events/{id}…: the event's (or occurrence's) own organisation. */
const EVENT_IN_PATH = /^\/api\/public\/events\/([^/]+)/;

/** Lookups repeat on every call of an embedded shop; a change of targetOrigin shows within this. */
const CACHE_MS = 30_000;
const CACHE_ENTRIES = 5_000;

const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, PUT, POST',
  'access-control-allow-headers': 'content-type, x-lang',
  'access-control-max-age': '600',
};

type OrgReference = { orgId: string } | { eventId: string } | null;

/**
 * Which organisation a public URL is about: the path's, then the `orgId` query parameter's, then
 * an event's. Read from the raw URL, so a preflight (which matches no GET/PUT route) reads it the
 * same way as the call it precedes. Anything that is not a UUID names nothing.
 */
export function orgReferenceOf(url: string): OrgReference {
  const [pathname = '', search = ''] = url.split('?', 2);
  const uuid = (value: string | null | undefined) => (value && UUID.test(value) ? value.toLowerCase() : null);
  for (const pattern of ORG_IN_PATH) {
    const match = pattern.exec(pathname);
    if (match) return uuid(match[1]) ? { orgId: uuid(match[1])! } : null;
  }
  const query = new URLSearchParams(search).get('orgId');
  if (query !== null) return uuid(query) ? { orgId: uuid(query)! } : null;
  const event = uuid(EVENT_IN_PATH.exec(pathname)?.[1]);
  return event ? { eventId: event } : null;
}

/** A small in-process cache with a time limit and a size limit (oldest entries go first). */
function briefCache<V>() {
  const entries = new Map<string, { value: V; until: number }>();
  return async (key: string, load: () => Promise<V>): Promise<V> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = await load();
    entries.delete(key);
    if (entries.size >= CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, until: now + CACHE_MS });
    return value;
  };
}

/**
 * CORS for the embedded shop (DESIGN §4): a /api/public/* call may be read by the page of the
 * organisation's targetOrigin, and by our own origin (the shop pages we serve), never by any
 * other site. The answer then carries access-control-allow-origin with that exact origin; any
 * other origin gets no CORS headers, so the browser blocks it. No credentials: the public API
 * uses no cookies. Preflights (OPTIONS) are answered here for GET, PUT and POST with JSON and
 * the x-lang header.
 */
export function registerPublicCors(app: FastifyInstance, ctx: AppContext) {
  const ownOrigin = new URL(ctx.config.publicUrl).origin;
  const eventOrgs = briefCache<string | null>();
  const targetOrigins = briefCache<string | null>();

  const allows = async (origin: string, url: string): Promise<boolean> => {
    if (origin === ownOrigin) return true;
    const reference = orgReferenceOf(url);
    if (!reference) return false;
    const orgId =
      'orgId' in reference ? reference.orgId : await eventOrgs(reference.eventId, () => organizationOfShopEvent(ctx, reference.eventId));
    if (!orgId) return false;
    return (await targetOrigins(orgId, () => shopTargetOrigin(ctx, orgId))) === origin;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(PUBLIC_PREFIX)) return;
    // The answer differs by Origin, so shared caches must keep them apart, allowed or not.
    reply.header('vary', 'origin');
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === '') return;
    let allowed = false;
    try {
      allowed = await allows(origin, request.url);
    } catch (error) {
      // Fail closed: the call itself still answers, just not to another site.
      request.log.warn({ err: error }, 'could not check the shop origin');
    }
    if (allowed) reply.header('access-control-allow-origin', origin);
  });

  app.options(PREFLIGHT_ROUTE, { schema: { hide: true } }, async (_request, reply) => {
    if (reply.hasHeader('access-control-allow-origin')) reply.headers(PREFLIGHT_HEADERS);
    return reply.status(204).send();
  });
}
