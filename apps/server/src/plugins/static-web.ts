import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.js';

/** Files the web build really has: hashed assets and a few root files. Anything else is a page. */
const looksLikeFile = (pathname: string) =>
  pathname.startsWith('/assets/') || /^\/[\w.-]+\.(svg|ico|png|txt|webmanifest|js|css|map)$/.test(pathname);

/**
 * Serves the built back office, with index.html for every client-side route (including routes
 * whose parameters contain dots, such as /check-email/ann@museum.dk). Files are looked up per
 * request, so a rebuild needs no restart.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string | null) {
  const index = distDir ? path.join(distDir, 'index.html') : null;
  if (distDir && fs.existsSync(distDir)) {
    await app.register(fastifyStatic, { root: distDir, wildcard: true, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && !looksLikeFile(pathname);
    if (index && isPage && fs.existsSync(index)) {
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.readFileSync(index));
    }
    throw new AppError('not_found', `No such address: ${request.method} ${pathname}`);
  });
}
