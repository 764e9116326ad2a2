import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.js';

/** Serves the built back office, with index.html for every client-side route. */
export async function registerStaticWeb(app: FastifyInstance, distDir: string | null) {
  const index = distDir ? path.join(distDir, 'index.html') : null;
  const hasWeb = index !== null && fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir!, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0]!);
    if (hasWeb && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.readFileSync(index!));
    }
    throw new AppError('not_found', `No such address: ${request.method} ${request.url.split('?')[0]}`);
  });
}
