import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bundleShims, cataloguesOnDemand, documentationStripping, rjsfPruning } from './bundle-shims';

const sandboxPort = Number(process.env['SANDBOX_PORT'] ?? 8081);

/**
 * react-router's package exports point at its development build only (remix-run/react-router#12532,
 * #14753), which keeps dev-only checks and warnings in a production bundle; its production build
 * sits beside it. The build takes that one: smaller, and no dev-only work at every navigation.
 */
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), rjsfPruning, cataloguesOnDemand, documentationStripping],
  resolve: { alias: command === 'build' ? { ...bundleShims, 'react-router': reactRouterProduction } : bundleShims },
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
}));
