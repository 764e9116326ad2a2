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

/**
 * Up to this size an answer is compressed on the event loop: for a cart or an order (2–3 kB) that
 * takes about 35 µs, while handing it to libuv's thread pool and back costs more than the
 * compression itself (about 100 µs of CPU in all). Larger answers (the shop's event list, up to
 * 160 kB) go to the thread pool, so they never hold the event loop.
 */
export const COMPRESS_ON_EVENT_LOOP_UP_TO_BYTES = 16 * 1024;

// Brotli at 4 and gzip at 6: levels meant for answers made per request (about gzip's speed,
// brotli a little smaller). Brotli's window is sized to the answer (it is 4 MB by default, set up
// for each answer): the same bytes out, for half the time on a small answer.
const brotliOptions = (bytes: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(
      zlib.constants.BROTLI_MAX_WINDOW_BITS,
      Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))),
    ),
  },
});
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
export const compress = (encoding: 'br' | 'gzip', payload: Buffer): Promise<Buffer> => {
  if (payload.length <= COMPRESS_ON_EVENT_LOOP_UP_TO_BYTES) {
    try {
      return Promise.resolve(
        encoding === 'br' ? zlib.brotliCompressSync(payload, brotliOptions(payload.length)) : zlib.gzipSync(payload, { level: 6 }),
      );
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return encoding === 'br' ? brotli(payload, brotliOptions(payload.length)) : gzip(payload, { level: 6 });
};

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
