import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptedEncodings } from './accepted-encoding.js';
import type { CompressedForms } from '../lib/kept-answer.js';

/**
 * Below this an answer fits a packet or two anyway, and compressing it costs more than it saves;
 * the shop's event list (up to 200 events, ~0.8 kB of JSON each) is well above it.
 */
export const COMPRESS_FROM_BYTES = 1024;

// On libuv's thread pool, so a large answer does not hold the event loop. Brotli at 4 and gzip at
// 6: levels meant for answers made per request (about gzip's speed, brotli a little smaller).
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compress = (encoding: 'br' | 'gzip', payload: Buffer) =>
  encoding === 'br'
    ? brotli(payload, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.length },
      })
    : gzip(payload, { level: 6 });

/** Adds `field` to the answer's Vary, keeping what is there (the public API's Origin). */
export function addVary(reply: FastifyReply, field: string) {
  const present = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!present.some((name) => name.toLowerCase() === field)) reply.header('vary', [...present, field].join(', '));
}

/** Compresses the API's JSON answers of COMPRESS_FROM_BYTES or more, as the client accepts. */
export function registerApiCompression(app: FastifyInstance) {
  app.decorateReply('compressedForms', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < COMPRESS_FROM_BYTES) return payload;
    addVary(reply, 'accept-encoding');
    const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // A kept answer's forms (lib/kept-answer.ts): each made once, then reused.
    const forms: CompressedForms | null = reply.compressedForms;
    let made = forms?.get(encoding);
    if (!made) {
      made = compress(encoding, bytes);
      // Shared while it is made; a failed one is dropped, so the next answer tries again.
      forms?.set(encoding, made);
      made.catch(() => forms?.delete(encoding));
    }
    const compressed = await made;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
