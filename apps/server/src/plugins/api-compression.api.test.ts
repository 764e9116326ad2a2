import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { COMPRESS_FROM_BYTES } from './api-compression.js';

// Raw app.inject on purpose: the bytes on the wire and their headers, which the kit decodes away.
describe('compressing the API’s JSON answers', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInUser(t, ['Admin'])).cookie;
  });
  afterAll(() => t.close());

  const ask = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
  const decode = (body: Buffer, encoding: string | undefined) =>
    (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString();

  it('sends a large answer as brotli or gzip as accepted, the same JSON decoded, with Vary', async () => {
    // The identity with its permissions: over a kilobyte of JSON.
    const plain = await ask('/api/auth/identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await ask('/api/auth/identity', accept);
      expect(answer.statusCode, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(expected);
      expect(answer.headers['content-type'], accept).toBe('application/json; charset=utf-8');
      expect(answer.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], accept).toBe('no-store');
      expect(JSON.parse(decode(answer.rawPayload, expected)), accept).toEqual(plain.json());
      if (expected) expect(answer.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  it('leaves a small answer as it is: compressing it would cost more than it saves', async () => {
    const small = await ask('/api/no-such-address', 'gzip, br');
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().error.code).toBe('not_found');
  });
});
