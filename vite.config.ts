import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { kindsSharedChunks, lazyModules } from './bundle-chunks';
import { bundleShims, sourceAlias, cataloguesOnDemand, documentationStripping, formFragments, rjsfPruning } from './bundle-shims';

const sandboxPort = Number(process.env['SANDBOX_PORT'] ?? 8081);

/**
 * react-router's package exports point at its development build only (remix-run/react-router#12532,
 * #14753), which keeps dev-only checks and warnings in a production bundle; its production build
 * sits beside it. The build takes that one: smaller, and no dev-only work at every navigation.
 */
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

/**
 * The libraries every page runs (React and the router) as one chunk of their own. Left to the
 * automatic chunking, which modules shared by the entry and the lazy screens stay in the entry
 * changed with unrelated edits (a link component moving from one file to another split the router
 * off with a few of ours, +1.3 KB gz on /login); one stable chunk is also 1 KB smaller there, and
 * stays cached across releases that change only the portal's own code.
 */
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** The screen kinds (src/app/screens.ts), whose shared code is one chunk for each set of kinds that share it (bundle-chunks.ts). */
const kindsShared = kindsSharedChunks(lazyModules('src/app/screens.ts'));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), rjsfPruning, cataloguesOnDemand, formFragments, documentationStripping, ...(isSsrBuild ? [] : [kindsShared.plugin])],
  resolve: { alias: command === 'build' ? { ...sourceAlias, ...bundleShims, 'react-router': reactRouterProduction } : { ...sourceAlias, ...bundleShims } },
  build: {
    target: 'es2022',
    // Written for the operator, who reads a failure's stack with them, and named by no file: never served (issue 56 item 7).
    sourcemap: 'hidden',
    manifest: true,
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: framework }, kindsShared.group] } } } }),
    // Validators are precompiled at build time; nothing may need eval at run time (strict CSP).
    modulePreload: { polyfill: false },
    // The one stylesheet is written into every page (scripts/inline-stylesheet.ts). Split by chunk,
    // every lazy chunk named it among its dependencies, and Vite's preload helper, finding no <link>
    // to it, fetched it again, added it to the page and held the chunk until it came (issue 37:
    // /dashboard's decisions waited on it).
    cssCodeSplit: false,
    // A font stays a file: the CSP's font-src is 'self', which a data: URL is not (the 2 KB face of the language names).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
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
