/**
 * `npm test`: every check, each started once the steps it needs have passed and those it comes
 * after have ended, then one closing line with the real totals of the test runners ("Tests: N
 * passed, N failed"). A skipped test counts as failed; a failed step that is not a test runner
 * counts as one failure, and so does a step that could not run because one it needs failed. A
 * failure stops nothing else: the steps that do not need the failed one run and report (issue 54 item 3).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBudgets } from './budgets';
import { runSteps, totalsOf, type Step } from './run-steps';
import { meanHostIndex } from './host-speed';
import { speedOverRun, type SpeedReading } from './suite-speed';
import { e2eDataDir, e2eSandboxLog, resultsDir, suiteRecordFile, type SuiteRecord } from './suite-record';

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function vitestTotals(file: string) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numPendingTests + report.numTodoTests };
}

function playwrightTotals(file: string) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky + report.stats.skipped };
}

/**
 * The page as Playwright saw it when each end-to-end test failed (its error-context.md: the
 * accessibility tree), so a failure on CI, where the traces stay behind, can still be read.
 */
function printPageSnapshots(): void {
  const dir = 'test-results';
  if (!existsSync(dir)) return;
  for (const test of readdirSync(dir)) {
    const file = join(dir, test, 'error-context.md');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    console.log(`\n── ${file} ──\n${text.length > 6000 ? `${text.slice(0, 6000)}\n[…]` : text}`);
  }
}

const build = 'build (portal and API docs)';
const e2e = 'end-to-end tests in Chromium';
const unit = 'unit, component and contract tests';

/** Four short checks of the configuration, the contract and what is made from them. */
const configChecks: readonly Step[] = [
  { name: 'config check', command: ['node', '--import', 'tsx', 'scripts/check-config.ts'] },
  { name: 'API contract lint (Redocly recommended, warnings fail)', command: ['npx', 'redocly', 'lint', '--format', 'stylish', 'openapi/wallet.yaml'] },
  // Spectral's OpenAPI rules and the OWASP API Security Top 10 (.spectral.yaml says why each rule it switches off is off).
  { name: 'API contract lint (Spectral oas + OWASP, warnings fail)', command: ['npx', 'spectral', 'lint', 'openapi/wallet.yaml', '--fail-severity', 'warn', '--display-only-failures', '--format', 'text'] },
  { name: 'generated files are fresh', command: ['node', '--import', 'tsx', 'scripts/gen.ts', '--check'] },
];
const afterConfigChecks = configChecks.map((step) => step.name);

/**
 * Each step starts once the steps it needs have passed and the steps it comes after have ended.
 * The order is one of CPU: the suite is CPU-bound on two cores, and steps run side by side beyond
 * what the cores hold took more CPU in all, each slowing the others, whatever their niceness
 * (docs/decisions/0014). First the four short checks side by side; then the lint, the longest of
 * the static steps, in a lane of its own beside the type check, the build and the unit tests; then
 * the end-to-end tests, which need the build.
 */
const steps: readonly Step[] = [
  ...configChecks,
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'], after: afterConfigChecks },
  { name: 'types', command: ['npm', 'run', '--silent', 'typecheck'], after: afterConfigChecks },
  { name: build, command: ['npm', 'run', '--silent', 'build', '--', '--logLevel', 'warn'], after: ['types'] },
  {
    name: unit,
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/vitest.json`],
    results: vitestTotals,
    resultsFile: `${resultsDir}/vitest.json`,
    // The deploy tests serve the build through nginx; every other test runs without it.
    after: [build],
  },
  {
    name: e2e,
    command: ['npx', 'playwright', 'test'],
    results: playwrightTotals,
    resultsFile: `${resultsDir}/e2e.json`,
    onFailure: printPageSnapshots,
    needs: [build],
    after: [unit, 'lint'],
    inline: true,
    first: readSpeed,
  },
  // What the sandbox logged of the end-to-end run: its requests under their ids, and none of the
  // secrets the run handled (issue 38 item 4).
  { name: "no secret in the sandbox's log of the end-to-end run", command: ['node', '--import', 'tsx', 'scripts/check-logs.ts', e2eSandboxLog, `${e2eDataDir}/sandbox.db`], needs: [e2e] },
];

// How fast the machine was while the suite ran, so that the bench can judge its time at the
// reference machine's speed (scripts/budgets.json suite): read before the clock starts, between the
// static and unit steps and the end-to-end tests (the one moment no step runs), and after the last
// step, each the mean of readings on every core at once (docs/decisions/0018). The readings' own
// seconds are not the suite's and are left out of its time. Each test runner also reads it as it
// starts, for its time limits (scripts/time-limits.ts).
const hostIndexReadings = 8;
const readings: SpeedReading[] = [];
const clock = Date.now();
let readingSeconds = 0;
async function readSpeed(): Promise<void> {
  const started = Date.now();
  const index = await meanHostIndex(hostIndexReadings);
  readings.push({ afterSeconds: (started - clock) / 1000 - readingSeconds, index });
  readingSeconds += (Date.now() - started) / 1000;
}
await readSpeed();
const outcomes = await runSteps(steps);
const workSeconds = (Date.now() - clock) / 1000 - readingSeconds;
await readSpeed();

let passed = 0;
let failed = 0;
console.log('\nEach step:');
for (const [step, outcome] of outcomes) {
  const totals = totalsOf(step, outcome);
  passed += totals.passed;
  failed += totals.failed;
  const how = outcome.ran ? `${outcome.status === 0 ? 'passed' : 'failed'} in ${outcome.seconds.toFixed(1)} s` : `not run (${outcome.failedNeed} failed)`;
  console.log(`  ${outcome.ran && outcome.status === 0 ? '✓' : '✗'} ${step.name}: ${how}${step.results && outcome.ran ? `, ${String(totals.passed)} passed, ${String(totals.failed)} failed` : ''}`);
}
const tookSeconds = Math.round(workSeconds);
const hostIndex = Math.round(speedOverRun(readings));
console.log(`\nThe machine's BenchmarkIndex during the run: ${readings.map((reading) => `${Math.round(reading.index)} after ${Math.round(reading.afterSeconds)} s`).join(', ')}`);
// A time is the bench's to judge, on a machine left to it (issue 37 item 6): a suite on a busy
// machine is slower, not wrong. npm run bench reads this record and holds it to suite's budgets.
const record: SuiteRecord = { seconds: tookSeconds, hostIndex, passed, failed, finishedAt: new Date().toISOString() };
writeFileSync(suiteRecordFile, `${JSON.stringify(record, null, 2)}\n`);
const { suite } = readBudgets();
console.log(`\nnpm test's steps took ${String(tookSeconds)} s, the speed readings besides, on a machine of BenchmarkIndex ${String(hostIndex)} (npm run bench holds it to ${String(suite.seconds)} s at the reference machine's speed and ${String(suite.rawSeconds)} s as it is)`);
console.log(`Tests: ${String(passed)} passed, ${String(failed)} failed`);
process.exit(failed === 0 ? 0 : 1);
