import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.js';
import { shopPagePolicy } from './security-headers.js';

/** Files the web build really has: hashed assets and a few root files. Anything else is a page. */
const looksLikeFile = (pathname: string) =>
  pathname.startsWith('/assets/') || /^\/[\w.-]+\.(svg|ico|png|txt|webmanifest|js|css|map)$/.test(pathname);

/** The five embedded shop families (SPEC §2): /embed, /embed2 … /embed5 and every page below. */
export const EMBED_PAGE = /^\/embed[2-5]?(\/|$)/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Serves the built back office, with index.html for every client-side route (including routes
 * whose parameters contain dots, such as /check-email/ann@museum.dk), and the shop's shop.html
 * for every embedded page, which the organisation's own site (its targetOrigin, from `?orgId`)
 * may frame. Files are looked up per request, so a rebuild needs no restart.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string | null,
  targetOriginOf: (orgId: string) => Promise<string | null> = async () => null,
  isSignedIn: (request: FastifyRequest) => Promise<boolean> = async () => false,
) {
  // The front door: staff land on their dashboard, everyone else on the sign-in page. Answered
  // here because the static files would refuse the folder itself.
  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect((await isSignedIn(request).catch(() => false)) ? '/dashboard' : '/login', 302),
  );
  const index = distDir ? path.join(distDir, 'index.html') : null;
  const shop = distDir ? path.join(distDir, 'shop.html') : null;
  if (distDir && fs.existsSync(distDir)) {
    await app.register(fastifyStatic, { root: distDir, wildcard: true, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && !looksLikeFile(pathname);
    if (shop && isPage && EMBED_PAGE.test(pathname) && fs.existsSync(shop)) {
      const orgId = new URLSearchParams(request.url.split('?')[1] ?? '').get('orgId');
      return (orgId && UUID.test(orgId) ? targetOriginOf(orgId).catch(() => null) : Promise.resolve(null)).then((origin) =>
        reply
          .header('cache-control', 'no-cache')
          .header('content-security-policy', shopPagePolicy(origin))
          .type('text/html')
          .send(fs.readFileSync(shop)),
      );
    }
    if (index && isPage && fs.existsSync(index)) {
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.readFileSync(index));
    }
    throw new AppError('not_found', `No such address: ${request.method} ${pathname}`);
  });
}
