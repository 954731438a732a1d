/**
 * `npm run bench`: how fast each decision evaluates, and sizes of what a customer's phone downloads, from the Vite manifest of the
 * last build (`npm run build` first): the JavaScript of the entry and of each route, gzipped,
 * counting every chunk it imports statically; and the API client alone.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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

const rows: [string, number][] = [['entry (every page)', gzippedKb(entryChunks)]];
const loginScreenFiles = Object.keys(manifest).filter((key) => /login\.v1\.(json|js)$|login-outcome\.rules\.json$/.test(key));
rows.push(['/login (entry + route + form, validator, rules)', routeKb('src/features/auth/login-page.tsx', loginScreenFiles)]);
rows.push(['/dashboard (entry + route)', routeKb('src/features/wallet/dashboard-page.tsx')]);
for (const [name, kb] of rows) console.log(`${name.padEnd(52)} ${kb.toFixed(1)} KB gzipped JS`);

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
console.log(`${'API client (src/api, minified)'.padEnd(52)} ${(clientBytes / 1024).toFixed(1)} KB gzipped JS`);
