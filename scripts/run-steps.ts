/**
 * npm test's steps as a graph (issue 54 item 3): each step runs once, when the steps it needs have
 * passed and the steps it comes after have ended; a failure stops only the steps that need it, and
 * every step's tests are counted.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface Step {
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
  /** Its output as it comes (the end-to-end tests' names as each ends), for a step that runs alone. */
  readonly inline?: true;
  /** Work done once the step may start and before its command, not counted in its seconds: a reading of the machine at a moment no other step runs. */
  readonly first?: () => Promise<void>;
}

/** How a step ended: its exit status, or that it did not run for a step it needs. */
export type Outcome = { readonly ran: true; readonly status: number | null; readonly seconds: number } | { readonly ran: false; readonly failedNeed: string };

/**
 * Runs one step, its output held and printed whole when it ends so that steps side by side do not
 * mix their lines, or for a step alone, as it comes.
 */
function runStep(step: Step): Promise<Outcome> {
  const started = Date.now();
  console.log(step.inline ? `\n▶ ${step.name}` : `▷ ${step.name} started`);
  return new Promise<Outcome>((resolve) => {
    const [command = '', ...args] = step.command;
    const child = spawn(command, args, { env: process.env, stdio: ['ignore', step.inline ? 'inherit' : 'pipe', step.inline ? 'inherit' : 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (Date.now() - started) / 1000;
      if (!step.inline) {
        console.log(`\n▶ ${step.name}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (status !== 0) step.onFailure?.();
      console.log(status === 0 ? `✓ ${step.name} (${seconds.toFixed(1)} s)` : `✗ ${step.name} failed after ${seconds.toFixed(1)} s`);
      resolve({ ran: true, status, seconds });
    });
  });
}

/** Each step once, started when every step it needs has passed and every step it comes after has ended. */
export function runSteps(all: readonly Step[]): Promise<Map<Step, Outcome>> {
  const started = new Map<string, Promise<Outcome>>();
  const byName = new Map(all.map((step) => [step.name, step]));
  const endOf = (step: Step, how: 'needs' | 'comes after', name: string): Promise<Outcome> => {
    const other = byName.get(name);
    if (!other) throw new Error(`${step.name} ${how} ${name}, which is no step`);
    return run(other);
  };
  const run = (step: Step): Promise<Outcome> => {
    const known = started.get(step.name);
    if (known) return known;
    const outcome = (async (): Promise<Outcome> => {
      const needs = await Promise.all((step.needs ?? []).map(async (name) => ({ name, ended: await endOf(step, 'needs', name) })));
      const failed = needs.find(({ ended }) => !ended.ran || ended.status !== 0);
      if (failed) {
        console.log(`✗ ${step.name} not run: it needs ${failed.name}, which failed`);
        return { ran: false, failedNeed: failed.name };
      }
      await Promise.all((step.after ?? []).map((name) => endOf(step, 'comes after', name)));
      await step.first?.();
      return runStep(step);
    })();
    started.set(step.name, outcome);
    return outcome;
  };
  return Promise.all(all.map(async (step) => [step, await run(step)] as const)).then((ended) => new Map(ended));
}

/** A test runner's step counts its tests; a failed step that is not one, or that wrote no totals, or did not run, counts as one failure. */
export function totalsOf(step: Step, outcome: Outcome): { passed: number; failed: number } {
  if (!outcome.ran) return { passed: 0, failed: 1 };
  const totals = step.results && step.resultsFile && existsSync(step.resultsFile) ? step.results(step.resultsFile) : undefined;
  const failedRun = outcome.status !== 0 && (!totals || totals.failed === 0) ? 1 : 0;
  return { passed: totals?.passed ?? 0, failed: (totals?.failed ?? 0) + failedRun };
}

