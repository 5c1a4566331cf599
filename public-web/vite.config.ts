import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compileHints } from './vite/compile-hints.ts';
import { sitePlugin } from './vite/site-plugin.ts';
import { treeShakeRouter } from './vite/tree-shake-router.ts';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [react(), treeShakeRouter(), sitePlugin(), compileHints()],
  build: {
    // Every browser the site supports knows <link rel="modulepreload">; the polyfill is 0.4 kB for none.
    modulePreload: { polyfill: false },
    // Three files start every page (see main.tsx): the small entry; React's DOM renderer with React
    // (react-dom); and the site, app/app.tsx with everything it imports (router, i18next, texts'
    // loaders, page frame) and the head hook every page calls. The last two are fetched once the
    // page has been shown and evaluated in tasks of their own. Left alone, Rolldown cuts what the
    // site shares with lazy chunks (i18next, lib/i18n, config/paths, lib/head …) into chunks of
    // their own: more requests on every first load and each gzipped apart.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom[\\/](client|cjs[\\/]react-dom-client)|scheduler[\\/])/,
              priority: 2,
            },
            {
              name: 'site',
              test: /[\\/]src[\\/](app[\\/]app\.tsx|lib[\\/]head\.ts)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // The texts are read through their default export only (lib/i18n.ts); named exports wrote every
  // top-level key a second time into each catalogue's chunk.
  json: { namedExports: false },
  define: { __BUILD_ID__: JSON.stringify(`${version}-${mode}`) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The API's contract: shared constants and the types generated from its OpenAPI document.
      '@contract': fileURLToPath(new URL('../api/src/contract', import.meta.url)),
      // A polyfill for React < 18 that react-i18next still imports; React 19 has the hook.
      'use-sync-external-store/shim': fileURLToPath(
        new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Texts and pages load as chunks of their own; a busy machine needs more than the default 5 s.
    testTimeout: 15_000,
    unstubGlobals: true,
  },
}));
