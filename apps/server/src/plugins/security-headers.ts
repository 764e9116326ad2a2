import type { FastifyInstance } from 'fastify';

/** Back office and API never render inside another site's frame. Embed pages (a later issue) set their own. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "frame-ancestors 'none'");
      reply.header('x-frame-options', 'DENY');
    }
    // API answers are private and current by default; a route that knows better (the versioned
    // public event image) sets its own.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
