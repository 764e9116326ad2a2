import type { FastifyInstance } from 'fastify';
import { invalid } from '../lib/app-error.js';

/** A NUL (PostgreSQL text cannot hold it) or half of a surrogate pair (not Unicode at all). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that are not allowed';

/** The first field path (as the error body names fields) whose text, or key, cannot be stored. */
export function firstUnstorableText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return path;
    const found = firstUnstorableText(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses text no database column can keep, in every body, query and path parameter, before any
 * route sees it: one 400 naming the field, instead of a 500 from the database or a silent U+FFFD.
 */
export function registerTextInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ];
    for (const [location, value] of parts) {
      const found = firstUnstorableText(value);
      if (!found) continue;
      const name = location === 'body' ? found.join('.') || 'body' : [location, ...found].join('.');
      throw invalid({ [name]: UNSTORABLE_TEXT_MESSAGE }, `Invalid input: ${name}`);
    }
  });
}
