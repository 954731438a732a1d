import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleShims, cataloguesOnDemand, documentationStripping, rjsfPruning } from './bundle-shims';

const sandboxPort = Number(process.env['SANDBOX_PORT'] ?? 8081);

export default defineConfig({
  plugins: [react(), rjsfPruning, cataloguesOnDemand, documentationStripping],
  resolve: { alias: bundleShims },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Validators are precompiled at build time; nothing may need eval at run time (strict CSP).
    modulePreload: { polyfill: false },
  },
  // The build's prerendering (src/app/prerender.tsx) bundles every library, so its pages come from
  // the same shims and pruned RJSF as the browser's.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': `http://localhost:${sandboxPort}`,
      '/sandbox': `http://localhost:${sandboxPort}`,
    },
  },
});
