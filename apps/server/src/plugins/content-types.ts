import type { FastifyInstance } from 'fastify';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@foyer/contracts';
import { AppError } from '../lib/app-error.js';

const JSON_TYPES = /^application\/(json|internal\+json)\s*(;|$)/i;
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Mutations accept JSON (or raw images for uploads) only: a cross-site HTML form can send
 * neither, so it cannot post on a signed-in user's behalf. text/plain is not parsed at all.
 */
export function registerContentTypes(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/internal+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'ignore'));
  app.addContentTypeParser([...AVATAR_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('onRequest', async (request) => {
    if (!MUTATIONS.has(request.method)) return;
    const type = request.headers['content-type'];
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody && !type) return;
    if (type && (JSON_TYPES.test(type) || AVATAR_CONTENT_TYPES.some((image) => type.toLowerCase().startsWith(image)))) return;
    throw new AppError('unsupported_media_type', 'Send this request as application/json');
  });
}
