import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** What a browser loads as text: worth sending compressed. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

// The async forms run on libuv's thread pool: the files compress side by side on every core.
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

/**
 * Above this size brotli's strongest level (11) takes twice as long as 10 for about 1.5 % fewer
 * bytes (the back office's main and Mantine chunks: 3 s against 1.5 s); every shop chunk and
 * React stay below it.
 */
const LARGE = 256 * 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, at strong
 * settings: it costs the build a few seconds once instead of the server's CPU on
 * every request. The server sends the best one the browser accepts (plugins/static-web.ts). A
 * copy that would not be smaller is not written.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'foyer-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const original = await fs.promises.readFile(file);
          const brotli = await brotliCompress(original, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: original.length > LARGE ? 10 : zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
            },
          });
          const gzipped = await gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION });
          if (brotli.length < original.length) await fs.promises.writeFile(`${file}.br`, brotli);
          if (gzipped.length < original.length) await fs.promises.writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
};
