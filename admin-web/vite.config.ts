import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // `@/` is this app's src; `@contract` the API's contract: shared constants and the types generated
  // from its OpenAPI document.
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../api/src/contract', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  // react-admin + MUI make one ~1 MB chunk by nature; staff load it once and the browser caches it.
  build: { chunkSizeWarningLimit: 1200 },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // The test files share one module graph per worker instead of importing react-admin and MUI
    // afresh for each file: 41 → 18 s of CPU for the suite. Safe while no file mocks a module
    // (vi.mock would not reach a module another file already loaded); the public site's tests do,
    // so they stay isolated.
    isolate: false,
  },
});
