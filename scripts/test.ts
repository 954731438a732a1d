/**
 * `npm test`: every check, each started as soon as what it needs has passed, side by side, then one
 * closing line with the real totals of the test runners ("Tests: N passed, N failed"). A skipped
 * test counts as failed; a failed step that is not a test runner counts as one failure, and so does a
 * step that could not run because one it needs failed. A failure stops nothing else: the steps that
 * do not need the failed one run and report (issue 54 item 3).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBudgets } from './budgets';
import { meanHostIndex } from './host-speed';
import { speedOverRun, type SpeedReading } from './suite-speed';
import { e2eDataDir, e2eSandboxLog, resultsDir, suiteRecordFile, type SuiteRecord } from './suite-record';

interface Step {
  readonly name: string;
  readonly command: readonly string[];
  readonly results?: (file: string) => { passed: number; failed: number };
  readonly resultsFile?: string;
  /** What to print when the step fails, so a CI log alone shows what went wrong. */
  readonly onFailure?: () => void;
  /** Steps whose success this one needs (what they leave, it reads): it does not run when one failed. */
  readonly needs?: readonly string[];
  /** Steps this one waits for, whether they pass or fail: what of theirs it reads, it reports as failed itself. */
  readonly after?: readonly string[];
  /** On the longest chain of the run (the build, then the end-to-end tests): the CPU is its first; every other step runs niced, in the time it leaves. */
  readonly critical?: true;
}

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

/**
 * Every step starts as soon as the steps it needs have passed (or, for `after`, ended). The build
 * and then the end-to-end tests, the longest chain and most of the suite's CPU, run at the
 * machine's normal priority; every other step runs niced beside them, on what they leave: the
 * end-to-end run's start, its waits and its last tests, where its workers left cores idle. All at
 * the same priority, the steps took more CPU than one after another, each slowed by the others
 * (docs/decisions/0014).
 */
const steps: readonly Step[] = [
  { name: build, command: ['npm', 'run', '--silent', 'build', '--', '--logLevel', 'warn'], critical: true },
  { name: 'config check', command: ['node', '--import', 'tsx', 'scripts/check-config.ts'] },
  { name: 'API contract lint (Redocly recommended, warnings fail)', command: ['npx', 'redocly', 'lint', '--format', 'stylish', 'openapi/wallet.yaml'] },
  // The OWASP API Security Top 10 ruleset (.spectral.yaml says why each rule it switches off is off).
  { name: 'API contract security lint (Spectral OWASP, errors fail)', command: ['npx', 'spectral', 'lint', 'openapi/wallet.yaml', '--fail-severity', 'error', '--display-only-failures', '--format', 'text'] },
  { name: 'generated files are fresh', command: ['node', '--import', 'tsx', 'scripts/gen.ts', '--check'] },
  { name: 'types', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  {
    name: e2e,
    command: ['npx', 'playwright', 'test'],
    results: playwrightTotals,
    resultsFile: `${resultsDir}/e2e.json`,
    onFailure: printPageSnapshots,
    needs: [build],
    critical: true,
  },
  {
    name: 'unit, component and contract tests',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/vitest.json`],
    results: vitestTotals,
    resultsFile: `${resultsDir}/vitest.json`,
    // The deploy tests serve the build through nginx; every other test runs without it.
    after: [build],
  },
  // What the sandbox logged of the end-to-end run: its requests under their ids, and none of the
  // secrets the run handled (issue 38 item 4).
  { name: "no secret in the sandbox's log of the end-to-end run", command: ['node', '--import', 'tsx', 'scripts/check-logs.ts', e2eSandboxLog, `${e2eDataDir}/sandbox.db`], needs: [e2e] },
];

/** How a step ended: its exit status, or that it did not run for a step it needs. */
type Outcome = { readonly ran: true; readonly status: number | null; readonly seconds: number } | { readonly ran: false; readonly failedNeed: string };

/** Runs one step with its output held, printed whole when it ends, so that steps side by side do not mix their lines. */
function runHeld(step: Step): Promise<Outcome> {
  const started = Date.now();
  console.log(`▷ ${step.name} started`);
  return new Promise<Outcome>((resolve) => {
    // nice's 10 leaves the critical steps about nine parts of ten of a core both want.
    const [command = '', ...args] = step.critical ? step.command : ['nice', '-n', '10', ...step.command];
    const child = spawn(command, args, { env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n▶ ${step.name}`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) step.onFailure?.();
      console.log(status === 0 ? `✓ ${step.name} (${seconds.toFixed(1)} s)` : `✗ ${step.name} failed after ${seconds.toFixed(1)} s`);
      resolve({ ran: true, status, seconds });
    });
  });
}

/** Each step once, started when every step it needs has passed and every step it comes after has ended. */
function runAll(all: readonly Step[]): Promise<Map<Step, Outcome>> {
  const started = new Map<string, Promise<Outcome>>();
  const byName = new Map(all.map((step) => [step.name, step]));
  const run = (step: Step): Promise<Outcome> => {
    const known = started.get(step.name);
    if (known) return known;
    const outcome = (async (): Promise<Outcome> => {
      for (const name of step.needs ?? []) {
        const need = byName.get(name);
        if (!need) throw new Error(`${step.name} needs ${name}, which is no step`);
        const ended = await run(need);
        if (!ended.ran || ended.status !== 0) {
          console.log(`✗ ${step.name} not run: it needs ${name}, which failed`);
          return { ran: false, failedNeed: name };
        }
      }
      for (const name of step.after ?? []) {
        const earlier = byName.get(name);
        if (!earlier) throw new Error(`${step.name} comes after ${name}, which is no step`);
        await run(earlier);
      }
      return runHeld(step);
    })();
    started.set(step.name, outcome);
    return outcome;
  };
  return Promise.all(all.map(async (step) => [step, await run(step)] as const)).then((ended) => new Map(ended));
}

/** A test runner's step counts its tests; a failed step that is not one, or that wrote no totals, or did not run, counts as one failure. */
function totalsOf(step: Step, outcome: Outcome): { passed: number; failed: number } {
  if (!outcome.ran) return { passed: 0, failed: 1 };
  const totals = step.results && step.resultsFile && existsSync(step.resultsFile) ? step.results(step.resultsFile) : undefined;
  const failedRun = outcome.status !== 0 && (!totals || totals.failed === 0) ? 1 : 0;
  return { passed: totals?.passed ?? 0, failed: (totals?.failed ?? 0) + failedRun };
}

// How fast the machine was while the suite ran, so that the bench can judge its time at the
// reference machine's speed (scripts/budgets.json suite): read before the clock starts and after the
// last step, each the mean of readings on every core at once (docs/decisions/0018). The readings'
// own seconds are not the suite's and are left out of its time. Each test runner also reads it as
// it starts, for its time limits (scripts/time-limits.ts).
const hostIndexReadings = 8;
const before: SpeedReading = { afterSeconds: 0, index: await meanHostIndex(hostIndexReadings) };
const clock = Date.now();
const outcomes = await runAll(steps);
const workSeconds = (Date.now() - clock) / 1000;
const after: SpeedReading = { afterSeconds: workSeconds, index: await meanHostIndex(hostIndexReadings) };

let passed = 0;
let failed = 0;
console.log('\nEach step, side by side:');
for (const [step, outcome] of outcomes) {
  const totals = totalsOf(step, outcome);
  passed += totals.passed;
  failed += totals.failed;
  const how = outcome.ran ? `${outcome.status === 0 ? 'passed' : 'failed'} in ${outcome.seconds.toFixed(1)} s` : `not run (${outcome.failedNeed} failed)`;
  console.log(`  ${outcome.ran && outcome.status === 0 ? '✓' : '✗'} ${step.name}: ${how}${step.results && outcome.ran ? `, ${String(totals.passed)} passed, ${String(totals.failed)} failed` : ''}`);
}
const tookSeconds = Math.round(workSeconds);
const hostIndex = Math.round(speedOverRun([before, after]));
console.log(`\nThe machine's BenchmarkIndex during the run: ${[before, after].map((reading) => `${Math.round(reading.index)} after ${Math.round(reading.afterSeconds)} s`).join(', ')}`);
// A time is the bench's to judge, on a machine left to it (issue 37 item 6): a suite on a busy
// machine is slower, not wrong. npm run bench reads this record and holds it to suite's budgets.
const record: SuiteRecord = { seconds: tookSeconds, hostIndex, passed, failed, finishedAt: new Date().toISOString() };
writeFileSync(suiteRecordFile, `${JSON.stringify(record, null, 2)}\n`);
const { suite } = readBudgets();
console.log(`\nnpm test's steps took ${String(tookSeconds)} s, the speed readings before and after besides, on a machine of BenchmarkIndex ${String(hostIndex)} (npm run bench holds it to ${String(suite.seconds)} s at the reference machine's speed and ${String(suite.rawSeconds)} s as it is)`);
console.log(`Tests: ${String(passed)} passed, ${String(failed)} failed`);
process.exit(failed === 0 ? 0 : 1);
