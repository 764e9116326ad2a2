import type { RouteAccess } from '../plugins/auth.js';

/**
 * Routes under /api that need no permission check, each with the reason. Everything else under
 * /api must carry authorize() (SPEC §6; the access test in plugins/route-access.api.test.ts).
 */
export const OPEN_API_ROUTES: Readonly<Record<string, string>> = {
  'POST /api/auth/login': 'signing in',
  'POST /api/auth/logout': 'signing out also works, and is answered, without a live session (SPEC §2)',
  'POST /api/auth/forgot-password': 'password reset, before sign-in',
  'POST /api/auth/reset-password': 'password reset, with the mailed token',
  'POST /api/auth/verify-email': 'e-mail verification, with the mailed token',
  'POST /api/payments/webhooks/:provider': 'payment provider webhooks, verified by their signature',
  'POST /api/payments/webhooks/stripe/:orgId': "Stripe webhooks, verified by the organisation's signing secret",
  'POST /api/payments/test/:providerPaymentId/decision': "the test payment page's buyer, only where no money moves",
  'GET /api/events/:id/image': "the shop shows a published event's image; staff see their own through the session",
  'GET /api/openapi.json': 'the API description',
};

/** Prefixes under /api that are open as a whole. */
export const OPEN_API_PREFIXES = ['/api/public/', '/api/docs'] as const;

const key = (route: RouteAccess) => `${route.method} ${route.url}`;
const underApi = (url: string) => url === '/api' || url.startsWith('/api/');
const openByPrefix = (url: string) => OPEN_API_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix));
// Fastify answers HEAD with its GET's route and hooks, so a HEAD route is open when its GET is.
const openByName = (route: RouteAccess) =>
  key(route) in OPEN_API_ROUTES || (route.method === 'HEAD' && `GET ${route.url}` in OPEN_API_ROUTES);

/** Routes under /api, outside the open ones, that have no authorize() among their onRequest hooks. */
export const unguardedRoutes = (table: readonly RouteAccess[]): string[] =>
  table.filter((route) => route.access === null && underApi(route.url) && !openByPrefix(route.url) && !openByName(route)).map(key);

/** Open entries that no longer name a route, so the list cannot keep a door open by mistake. */
export const staleOpenRoutes = (table: readonly RouteAccess[]): string[] => {
  const registered = new Set(table.map(key));
  return Object.keys(OPEN_API_ROUTES).filter((name) => !registered.has(name));
};

/** Each guarded route (HEAD left out: it is its GET) with the name of its rule, e.g. `fees.read`. */
export const guardedRouteTable = (table: readonly RouteAccess[]): Record<string, string> =>
  Object.fromEntries(table.filter((route) => route.access && route.method !== 'HEAD').map((route) => [key(route), route.access!.name]));
