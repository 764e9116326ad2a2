import type { FastifyReply } from 'fastify';

/**
 * The compressed forms of one kept answer (the shop's event list), each made at most once while the
 * answer is kept: a route hands them over with `sendKeptJson`, and the API's compression
 * (plugins/api-compression.ts) fills and reuses them.
 */
export type CompressedForms = Map<'br' | 'gzip', Promise<Buffer>>;

declare module 'fastify' {
  interface FastifyReply {
    compressedForms: CompressedForms | null;
  }
}

/**
 * Answers JSON kept as sent (checked against its contract when it was made): Fastify sends a
 * string with a JSON content type as it is, and the compression reuses its compressed forms.
 */
export function sendKeptJson(reply: FastifyReply, kept: { json: string; compressed?: CompressedForms }): FastifyReply {
  reply.compressedForms = kept.compressed ?? null;
  return reply.type('application/json; charset=utf-8').send(kept.json);
}
