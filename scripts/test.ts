/**
 * `npm test`: every check in order, stopping at the first that fails, then one closing line
 * with the real totals of the test runners ("Tests: N passed, N failed"). A skipped test counts
 * as failed; a failed step that is not a test runner counts as one failure.
 */
import { spawn, spawnSync } from 'node:child_process';
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

/** Steps run one after another; the lanes of a group run side by side. */
type Lane = readonly Step[];
interface Group {
  readonly lanes: readonly Lane[];
}

const steps: (Step | Group)[] = [
  // Four short checks of the configuration, the contract and what is made from them, side by side (docs/decisions/0014).
  {
    lanes: [
      [{ name: 'config check', command: ['node', '--import', 'tsx', 'scripts/check-config.ts'] }],
      [{ name: 'API contract lint (Redocly recommended, warnings fail)', command: ['npx', 'redocly', 'lint', '--format', 'stylish', 'openapi/wallet.yaml'] }],
      // The OWASP API Security Top 10 ruleset (.spectral.yaml says why each rule it switches off is off).
      [{ name: 'API contract security lint (Spectral OWASP, errors fail)', command: ['npx', 'spectral', 'lint', 'openapi/wallet.yaml', '--fail-severity', 'error', '--display-only-failures', '--format', 'text'] }],
      [{ name: 'generated files are fresh', command: ['node', '--import', 'tsx', 'scripts/gen.ts', '--check'] }],
    ],
  },
  // The lint, the longest, has a core to itself; the type check, the build (which the end-to-end
  // tests need) and then the unit tests share the other, the unit tests taking both cores once the
  // lint ends. All at once left the lint the last to end, alone on one core (docs/decisions/0014).
  {
    lanes: [
      [{ name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'] }],
      [
        { name: 'types', command: ['npm', 'run', '--silent', 'typecheck'] },
        { name: 'build (portal and API docs)', command: ['npm', 'run', '--silent', 'build', '--', '--logLevel', 'warn'] },
        {
          name: 'unit, component and contract tests',
          command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/vitest.json`],
          results: vitestTotals,
          resultsFile: `${resultsDir}/vitest.json`,
        },
      ],
    ],
  },
  {
    name: 'end-to-end tests in Chromium',
    command: ['npx', 'playwright', 'test'],
    results: playwrightTotals,
    resultsFile: `${resultsDir}/e2e.json`,
    onFailure: printPageSnapshots,
  },
  // What the sandbox logged of the end-to-end run: its requests under their ids, and none of the
  // secrets the run handled (issue 38 item 4).
  { name: "no secret in the sandbox's log of the end-to-end run", command: ['node', '--import', 'tsx', 'scripts/check-logs.ts', e2eSandboxLog, `${e2eDataDir}/sandbox.db`] },
];

/** Runs one step with its output held, printed whole when it ends; resolves with its exit status. */
function runHeld(step: Step): Promise<number | null> {
  return new Promise<number | null>((resolve) => {
    const [command = '', ...args] = step.command;
    const child = spawn(command, args, { env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${step.name}`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

/** Runs a group's lanes side by side, each lane's steps in order until one fails; resolves with each step run and its exit status. */
async function runTogether(group: Group): Promise<{ step: Step; status: number | null }[]> {
  const lanes = await Promise.all(
    group.lanes.map(async (lane) => {
      const ran: { step: Step; status: number | null }[] = [];
      for (const step of lane) {
        const status = await runHeld(step);
        ran.push({ step, status });
        if (status !== 0) break;
      }
      return ran;
    }),
  );
  return lanes.flat();
}

let passed = 0;
let failed = 0;

/** A test runner's step counts its tests; a failed step that is not one, or that wrote no totals, counts as one failure. */
function account(step: Step, status: number | null): void {
  const totals = step.results && step.resultsFile && existsSync(step.resultsFile) ? step.results(step.resultsFile) : undefined;
  if (totals) {
    passed += totals.passed;
    failed += totals.failed;
  }
  if (status !== 0 && (!totals || totals.failed === 0)) failed += 1;
}

/** Runs one step with its output as it comes (the end-to-end tests' names as each ends). */
function runInline(step: Step): { step: Step; status: number | null } {
  console.log(`\n▶ ${step.name}`);
  const [command = '', ...args] = step.command;
  return { step, status: spawnSync(command, args, { stdio: 'inherit', env: process.env }).status };
}
// How fast the machine was while the suite ran, so that the bench can judge its time at the
// reference machine's speed (scripts/budgets.json suite): read before the clock starts, after each
// step of a minute or more, and after the last. The machine's speed changes within minutes, so the
// readings between steps say more of a 14-minute run than its two ends; each is the mean of
// fifteen single readings, about 15 s, since one reading stays at one of two levels for seconds at a
// time (docs/decisions/0018). The readings' own seconds are not the suite's and are left out of its time.
const hostIndexReadings = 15;
const longStepSeconds = 60;
const readings: SpeedReading[] = [{ afterSeconds: 0, index: await meanHostIndex(hostIndexReadings) }];
let workMs = 0;
for (const entry of steps) {
  const stepStart = Date.now();
  const stepDone = async () => {
    const ms = Date.now() - stepStart;
    workMs += ms;
    if (ms >= longStepSeconds * 1000) readings.push({ afterSeconds: workMs / 1000, index: await meanHostIndex(hostIndexReadings) });
  };
  const ran = 'lanes' in entry ? await runTogether(entry) : [runInline(entry)];
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  await stepDone();
  for (const { step, status } of ran) account(step, status);
  const failing = ran.filter(({ status }) => status !== 0).map(({ step }) => step);
  const names = ('lanes' in entry ? entry.lanes.flat() : [entry]).map((step) => step.name).join(', ');
  if (failing.length > 0) {
    for (const step of failing) step.onFailure?.();
    console.log(`✗ ${failing.map((step) => step.name).join(', ')} failed after ${seconds} s`);
    break;
  }
  console.log(`✓ ${names} (${seconds} s${'lanes' in entry ? ', side by side' : ''})`);
}
const tookSeconds = Math.round(workMs / 1000);
if (readings.at(-1)?.afterSeconds !== workMs / 1000) readings.push({ afterSeconds: workMs / 1000, index: await meanHostIndex(hostIndexReadings) });
const hostIndex = Math.round(speedOverRun(readings));
console.log(`\nThe machine's BenchmarkIndex during the run: ${readings.map((reading) => `${Math.round(reading.index)} after ${Math.round(reading.afterSeconds)} s`).join(', ')}`);
// A time is the bench's to judge, on a machine left to it (issue 37 item 6): a suite on a busy
// machine is slower, not wrong. npm run bench reads this record and holds it to suite's budgets.
const record: SuiteRecord = { seconds: tookSeconds, hostIndex, passed, failed, finishedAt: new Date().toISOString() };
writeFileSync(suiteRecordFile, `${JSON.stringify(record, null, 2)}\n`);
const { suite } = readBudgets();
console.log(`\nnpm test's steps took ${String(tookSeconds)} s, the speed readings between them besides, on a machine of BenchmarkIndex ${String(hostIndex)} (npm run bench holds it to ${String(suite.seconds)} s at the reference machine's speed and ${String(suite.rawSeconds)} s as it is)`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
