import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The shop's first page as the server writes it (src/shop/write-first-page.tsx, issue 13): one
 * ES module in dist-ssr/, which the API server imports (again after a rebuild, so one file: a
 * chunk would keep the old build's copy of the shop's context). React is built in, as its
 * production build whatever the server's NODE_ENV (its development build renders several times
 * slower and checks what the browser's build checks anyway).
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: resolve(import.meta.dirname, 'src/shop/write-first-page.tsx'),
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: '[name].js', inlineDynamicImports: true } },
  },
});
