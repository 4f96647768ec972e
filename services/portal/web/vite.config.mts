import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The portal is served under /portal/ (the gateway forwards that prefix to the portal server).
// The SDK is bundled from its TypeScript source (ES modules, so what the portal does not use is left out).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/portal/',
  resolve: { alias: { '@downbeat/sdk': fileURLToPath(new URL('../../../libs/sdk/src/index.ts', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // One bundle (React, React Aria, the SDK): ~180 KB gzip, served Brotli-compressed and cached for good.
    chunkSizeWarningLimit: 700,
  },
});
