import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

// The API server the dev server proxies to (FOYER_API_URL=http://localhost:3160 npx vite).
const api = process.env.FOYER_API_URL ?? 'http://localhost:3000';

/** In dev, /embed*\/… is the shop, as the server answers in production. */
const shopPaths = (): Plugin => ({
  name: 'foyer-shop-paths',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const [path, search] = (request.url ?? '').split('?');
      if (/^\/embed\d?(\/|$)/.test(path ?? '') && !/\.\w+$/.test(path ?? '')) request.url = `/shop.html${search ? `?${search}` : ''}`;
      next();
    });
  },
});

export default defineConfig({
  plugins: [react(), shopPaths(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // Which chunks each shop page needs: the server names them in shop.html for the browser to fetch at once (plugins/shop-preloads.ts).
    manifest: true,
    rollupOptions: {
      // The back office, and the embedded shop (its own small entry: none of the back office's libraries).
      input: { main: resolve(import.meta.dirname, 'index.html'), shop: resolve(import.meta.dirname, 'shop.html') },
      output: {
        // The shop's chunks are named shop-… (its texts shop-texts-{language}-…), the back office's texts
        // texts-{language}-…, so their sizes are easy to read.
        chunkFileNames: (chunk) => {
          const texts = chunk.moduleIds.map((id) => /\/locales\/(\w+)\/shop\.ts$/.exec(id)?.[1]).find(Boolean);
          if (texts) return `assets/shop-texts-${texts}-[hash].js`;
          // The back office's texts of one language (i18n/setup.ts loads only the one shown).
          const backOffice = chunk.moduleIds.map((id) => /\/locales\/(\w+)\/index\.ts$/.exec(id)?.[1]).find(Boolean);
          if (backOffice) return `assets/texts-${backOffice}-[hash].js`;
          return chunk.moduleIds.some((id) => id.includes('/apps/web/src/shop/'))
            ? 'assets/shop-[name]-[hash].js'
            : 'assets/[name]-[hash].js';
        },
        // Stable vendor chunks cache well across deployments. Only React itself is shared with the shop.
        manualChunks: (id) => {
          // @mantine/dates is left out: its pickers go with the pages that have a date field.
          if (
            (id.includes('node_modules/@mantine') && !id.includes('node_modules/@mantine/dates')) ||
            id.includes('node_modules/@floating-ui')
          )
            return 'mantine';
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          // The shop's small shared pieces in one chunk: a phone's browser opens six connections,
          // and the first page's code came as five chunks behind the shop's own (issue 13).
          if (/\/apps\/web\/src\/shop\/(ui|format)\/|\/apps\/web\/src\/shop\/events\/event-names\.ts$/.test(id)) return 'kit';
          return undefined;
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/payments': api } },
});
