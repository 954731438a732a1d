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
import { timeStatementPdf } from './statement-timing';
import { build } from 'vite';
import { timeDecisions } from './decision-timing';

console.log('Decision evaluation (median of 500, engine built once; budget 1 ms):');
for (const timing of await timeDecisions(500)) {
  console.log(`  ${timing.decision.padEnd(24)} ${timing.medianMs.toFixed(3)} ms  (${timing.cases} cases)`);
}
console.log('');

const statementBudget = readBudgets().statement;
const statement = await timeStatementPdf(statementBudget.pdfRows);
console.log(
  `Statement PDF of ${String(statementBudget.pdfRows)} rows (${String(statement.pages)} pages, protected): ${statement.ms.toFixed(0)} ms (budget ${String(statementBudget.pdfMs)}), ${statement.kb.toFixed(0)} KB (budget ${String(statementBudget.pdfKb)})\n`,
);

const sizes = new BundleSizes();
const budgets = readBudgets();
console.log(`${'entry (every page)'.padEnd(58)} ${sizes.entryKb().toFixed(1)} KB gzipped JS`);
console.log(`${'sign-up (entry + the whole sign-up journey)'.padEnd(58)} ${sizes.journeyKb('signup.v1').toFixed(1)} KB gzipped JS`);
console.log(`${'+ on signed-in pages once shown (navigation hints)'.padEnd(58)} ${sizes.deferredKb().toFixed(1)} KB gzipped JS`);
console.log('\nFirst load of each route (entry + kind + definition + what it loads on open), gzipped JS:');
for (const route of routeTable.routes) {
  const kb = sizes.routeKb(route);
  const budget = budgetOf(budgets, route);
  const verdict = `budget ${String(budget)} KB${kb > budget ? ', OVER' : ''}`;
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

// How fast the portal shows and answers on a cheap phone (issue 14): scripts/page-timing.ts.
const { chromium } = await import('@playwright/test');
const { labelled, logInThroughPage, openSignupDetails, pageTiming, throttling, typingLatency } = await import('./page-timing');
const { startLocalSandbox } = await import('./local-sandbox');
const seed = (await import('../sandbox/db/seed.json', { with: { type: 'json' } })).default;
const en = (await import('../locales/en/portal.json', { with: { type: 'json' } })).default;
const sandbox = await startLocalSandbox(Number(process.env['BENCH_PORT'] ?? 8193));
const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  console.log(`\nPages at ${String(throttling.cpuRate)}× CPU, 9 Mbit/s, ${String(throttling.latencyMs)} ms RTT, cold cache (a warm-up, then the median of 3):`);
  const login = await pageTiming(browser, `${sandbox.base}/login`);
  const timingBudget = budgets.timing;
  const verdict = (ms: number, budget: number) => `(budget ${String(budget)} ms${ms > budget ? ', OVER' : ''})`;
  console.log(`  /login       LCP ${login.lcpMs.toFixed(0).padStart(5)} ms ${verdict(login.lcpMs, timingBudget.loginLcpMs)}   interactive ${login.interactiveMs.toFixed(0).padStart(5)} ms ${verdict(login.interactiveMs, timingBudget.loginInteractiveMs)}`);
  const customer = seed.customers[0];
  if (!customer) throw new Error('sandbox/db/seed.json has no customer');
  const dashboard = await pageTiming(browser, `${sandbox.base}/dashboard`, 3, async (context) => {
    const page = await context.newPage();
    await logInThroughPage(page, sandbox.base, customer.mobileNumber, customer.password);
    await page.close();
  });
  console.log(`  /dashboard   LCP ${dashboard.lcpMs.toFixed(0).padStart(5)} ms   interactive ${dashboard.interactiveMs.toFixed(0).padStart(5)} ms`);

  // Typing on the largest form: sign-up details, reached as a customer reaches it.
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await openSignupDetails(page, sandbox.base);
  const typing = await typingLatency(page, labelled(en.field.address), '12 Mahatma Gandhi Road, Bengaluru');
  console.log(`  typing on /signup/details: ${String(typing.keys)} keys, keystroke to paint ${typing.responsivenessMs.toFixed(0)} ms as INP counts it ${verdict(typing.responsivenessMs, timingBudget.typingMs)}, slowest ${typing.slowestMs.toFixed(0)} ms, median ${typing.medianMs.toFixed(0)} ms (of those over 16 ms)`);

  // Filters and pages of a long history, every row of the period loaded (issue 17): scripts/history-timing.ts.
  const { historyTiming } = await import('./history-timing');
  const historyPage = await browser.newPage({ viewport: { width: 375, height: 740 } });
  const history = await historyTiming(historyPage, sandbox.base);
  console.log(`  history of ${String(history.rows)} rows loaded, click to the frame that shows the change:`);
  for (const change of history.changes) console.log(`    ${change.change.padEnd(16)} ${change.ms.toFixed(0).padStart(4)} ms ${verdict(change.ms, timingBudget.historyChangeMs)}`);
} finally {
  await browser.close();
  sandbox.stop();
}
