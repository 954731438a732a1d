/**
 * `npm run bench`: how fast each decision evaluates, and sizes of what a customer's phone downloads, from the Vite manifest of the
 * last build (`npm run build` first): the JavaScript of the entry and of each route, gzipped,
 * counting every chunk it imports statically; and the API client alone.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { callAnswerDecision, type FlowDefinition } from '../src/core/flow/flow-definition';
import { build } from 'vite';
import { timeDecisions } from './decision-timing';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly isEntry?: boolean;
}

console.log('Decision evaluation (median of 500, engine built once; budget 1 ms):');
for (const timing of await timeDecisions(500)) {
  console.log(`  ${timing.decision.padEnd(24)} ${timing.medianMs.toFixed(3)} ms  (${timing.cases} cases)`);
}
console.log('');

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

function closure(keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function gzippedKb(keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  }
  return bytes / 1024;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('no entry in the Vite manifest; run `npm run build` first');
const entryChunks = closure([entry]);

/** A route's JS: the entry, the route module and what both import statically. */
function routeKb(routeModule: string, extra: readonly string[] = []): number {
  return gzippedKb(closure([routeModule, ...extra], new Set(entryChunks)));
}


/** Everything a journey loads besides the route module: its flow file, forms, validators and decisions. */
function journeyFiles(flow: string): string[] {
  const file = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'schemas/flows', `${flow}.json`), 'utf8')) as FlowDefinition;
  const forms = new Set(file.steps.map((step) => step.form));
  const calls = file.steps.flatMap((step) => [step.submit, ...(step.buttons ?? [])]).flatMap((action) => action.calls);
  const decisions = new Set([callAnswerDecision, ...calls.flatMap((call) => [call.outcome, call.answer].filter((name): name is string => name !== undefined))]);
  const keys = [
    `schemas/flows/${flow}.json`,
    ...[...forms].flatMap((form) => [`schemas/forms/${form}.json`, `src/engine/generated/validators/${form}.js`]),
    ...[...decisions].map((decision) => `rules/${decision}.rules.json`),
  ];
  const missing = keys.filter((key) => !(key in manifest));
  if (missing.length > 0) throw new Error(`not in the Vite manifest: ${missing.join(', ')}`);
  return keys;
}

const flowPage = 'src/features/journeys/flow-page.tsx';
const rows: [string, number][] = [['entry (every page)', gzippedKb(entryChunks)]];
rows.push(['/login (entry + login journey: forms, validators, rules)', routeKb(flowPage, journeyFiles('login.v1'))]);
rows.push(['sign-up (entry + the whole sign-up journey)', routeKb(flowPage, journeyFiles('signup.v1'))]);
rows.push(['/dashboard (entry + route)', routeKb('src/features/wallet/dashboard-page.tsx')]);
for (const [name, kb] of rows) console.log(`${name.padEnd(58)} ${kb.toFixed(1)} KB gzipped JS`);

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
