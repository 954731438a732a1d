/**
 * `npm run bench`: how fast each decision evaluates, and sizes of what a customer's phone downloads, from the Vite manifest of the
 * last build (`npm run build` first): the JavaScript of the entry and of each route, gzipped,
 * counting every chunk it imports statically; and the API client alone.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeTable } from '../src/core/routing/route-table';
import { BundleSizes } from './bundle-size';
import { budgetOf, readBudgets } from './budgets';
import { build } from 'vite';
import { timeDecisions } from './decision-timing';

console.log('Decision evaluation (median of 500, engine built once; budget 1 ms):');
for (const timing of await timeDecisions(500)) {
  console.log(`  ${timing.decision.padEnd(24)} ${timing.medianMs.toFixed(3)} ms  (${timing.cases} cases)`);
}
console.log('');

const sizes = new BundleSizes();
const budgets = readBudgets();
console.log(`${'entry (every page)'.padEnd(58)} ${sizes.entryKb().toFixed(1)} KB gzipped JS`);
console.log(`${'sign-up (entry + the whole sign-up journey)'.padEnd(58)} ${sizes.journeyKb('signup.v1').toFixed(1)} KB gzipped JS`);
console.log(`${'+ on signed-in pages once shown (navigation hints)'.padEnd(58)} ${sizes.deferredKb().toFixed(1)} KB gzipped JS`);
console.log('\nFirst load of each route (entry + kind + definition + what it loads on open), gzipped JS:');
for (const route of routeTable.routes) {
  const kb = sizes.routeKb(route);
  const budget = budgetOf(budgets, route);
  const verdict = budget === null ? 'no budget yet (issue 14)' : `budget ${String(budget)} KB${kb > budget ? ', OVER' : ''}`;
  console.log(`  ${route.path.padEnd(30)} ${route.kind.padEnd(8)} ${kb.toFixed(1).padStart(6)} KB  (${verdict})`);
}

// The API client alone (openapi-fetch, middleware, normalised calls), as an integrator would ship it.
const clientOut = mkdtempSync(join(tmpdir(), 'client-size-'));
await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    outDir: clientOut,
    lib: { entry: [join(import.meta.dirname, '../src/api/create-api-client.ts'), join(import.meta.dirname, '../src/api/call-operation.ts')], formats: ['es'] },
    minify: true,
  },
});
const clientBytes = readdirSync(clientOut)
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipSync(readFileSync(join(clientOut, file)), { level: 9 }).length, 0);
rmSync(clientOut, { recursive: true, force: true });
console.log(`${'API client (src/api, minified)'.padEnd(58)} ${(clientBytes / 1024).toFixed(1)} KB gzipped JS`);
