import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_ON_EVENT_LOOP_UP_TO_BYTES, compress } from './api-compression.js';

/** JSON of about `bytes`, as repetitive as an API's answer and with some variety. */
const answerOf = (bytes: number) => {
  const events: unknown[] = [];
  for (let i = 0; JSON.stringify(events).length < bytes; i++)
    events.push({ eventId: `${i}`.padStart(12, '0'), names: { en: `Concert ${i}`, da: `Koncert ${i}` }, price: (i * 7919) % 100_000 });
  return Buffer.from(JSON.stringify(events));
};

describe('compressing an answer', () => {
  it('gives back the same bytes decoded, on the event loop and on the thread pool, with the window sized to the answer', async () => {
    for (const bytes of [1_100, COMPRESS_ON_EVENT_LOOP_UP_TO_BYTES, COMPRESS_ON_EVENT_LOOP_UP_TO_BYTES + 1, 300_000]) {
      const answer = answerOf(bytes).subarray(0, bytes);
      const br = await compress('br', answer);
      const gzip = await compress('gzip', answer);
      expect(zlib.brotliDecompressSync(br).equals(answer), `br ${bytes}`).toBe(true);
      expect(zlib.gunzipSync(gzip).equals(answer), `gzip ${bytes}`).toBe(true);
      // Still well compressed with the smaller window.
      expect(br.length, `br ${bytes}`).toBeLessThan(answer.length / 3);
    }
    // Brotli of 300 kB on two cores shared with a CI's Chromium took over the default 5 s once.
  }, 30_000);
});
