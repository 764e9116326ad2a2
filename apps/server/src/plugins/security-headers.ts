import { REQUEST_MESSAGES } from '@foyer/contracts';
import type { FastifyInstance } from 'fastify';
import { LOOPBACK_URL, type AppConfig } from '../config.js';
import { AppError } from '../lib/app-error.js';

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/** What every page of ours shares: its own scripts only, no plugins, no base or form hijack. */
const PAGE_BASE = {
  'default-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
};

/**
 * The back office: scripts from our own origin only. Inline styles stay allowed because the UI
 * library sets style attributes; camera frames and uploads preview as blob: and data: images.
 */
export const BACK_OFFICE_POLICY = policy({
  ...PAGE_BASE,
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'media-src': "'self' blob:",
  'connect-src': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
});

/**
 * The embedded shop: framed by the organisation's own site; the analytics it may load (Google
 * Analytics, Facebook Pixel) and the organisation's https stylesheets; a payment provider's page
 * may open inside it.
 */
export const shopPagePolicy = (targetOrigin: string | null) =>
  policy({
    ...PAGE_BASE,
    'script-src': "'self' https://www.googletagmanager.com https://connect.facebook.net",
    'style-src': "'self' 'unsafe-inline' https:",
    'img-src': "'self' data: https:",
    'font-src': "'self' data: https:",
    'connect-src':
      "'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://www.facebook.com",
    'frame-src': "'self' https:",
    'form-action': "'self' https:",
    'frame-ancestors': `'self'${targetOrigin ? ` ${targetOrigin}` : ''}`,
  });

/**
 * A page of ours that runs one inline script (the test provider's page), by its nonce. Its only
 * image is its empty `data:` icon, which keeps the browser from asking for /favicon.ico.
 */
export const inlineScriptPagePolicy = (nonce: string, targetOrigin: string | null) =>
  policy({
    ...PAGE_BASE,
    'script-src': `'nonce-${nonce}'`,
    'style-src': "'unsafe-inline'",
    'img-src': 'data:',
    'connect-src': "'self'",
    'form-action': "'self'",
    'frame-ancestors': `'self'${targetOrigin ? ` ${targetOrigin}` : ''}`,
  });

/** Anything that is not a page (JSON, files): nothing may run or frame it. */
const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls that come from other sites by design: the shop (no cookies, CORS decides) and providers' webhooks. */
const CROSS_SITE_PATHS = /^\/api\/(public|payments\/webhooks)\//;

/**
 * Whether a state-changing call may come from the browser page it says it comes from: our own
 * origin, or (while we run on localhost) another local port such as the Vite dev server's. A call
 * without Origin is not from a browser page, or is same-origin navigation of an old browser.
 */
export function originAllowed(config: Pick<AppConfig, 'publicUrl'>, origin: string | undefined, fetchSite: string | undefined) {
  const own = new URL(config.publicUrl).origin;
  if (origin === undefined) return fetchSite !== 'cross-site' && fetchSite !== 'same-site';
  if (origin === own) return true;
  return LOOPBACK_URL.test(own) && LOOPBACK_URL.test(origin);
}

/**
 * Headers every answer carries, a Content-Security-Policy per kind of answer, HSTS when we are
 * served over https, and the cross-site refusal of state-changing staff calls (a bodyless POST
 * such as publish or logout needs no content type, so SameSite cookies and the JSON-only rule
 * alone do not stop it from another site).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>) {
  const https = config.publicUrl.startsWith('https://');
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || CROSS_SITE_PATHS.test(request.url)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (!originAllowed(config, origin, typeof fetchSite === 'string' ? fetchSite : undefined)) {
      throw new AppError('forbidden', REQUEST_MESSAGES.crossSite);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (https) reply.header('strict-transport-security', 'max-age=31536000');
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('content-security-policy', type.startsWith('text/html') ? BACK_OFFICE_POLICY : NOT_A_PAGE_POLICY);
      reply.header('x-frame-options', 'DENY');
    }
    // API answers are private and current by default; a route that knows better (the versioned
    // public event image) sets its own.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
