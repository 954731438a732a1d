/**
 * The tests' time limits (issue 54 item 2): each is written as its figure on the reference machine
 * (scripts/budgets.json device.referenceHostIndex) and stretched by how much slower this machine is
 * when a test runner starts; never shortened, so the figure is the floor. A limit only stops a test
 * that hangs: a busy machine makes a test slow, not wrong. vitest.config.ts and playwright.config.ts
 * measure the machine as they start (scripts/host-speed.ts, every core at once, so that the suite's
 * other steps and anything else running count) and hand the index to the processes they start.
 */
import { readBudgets } from './budgets';

/** How a runner hands its measured BenchmarkIndex to its workers, and how a developer may fix one. */
const hostIndexVariable = 'TEST_HOST_INDEX';

/**
 * How long a unit test waits for a condition of its DOM (testing-library's findBy and waitFor,
 * vi.waitFor) on the reference machine: their own 1 s was too short for a loaded CI machine (issue 37
 * item 5); a condition met sooner ends the wait at once.
 */
export const conditionWaitMs = 15_000;

/** Readings of each core as a runner starts: about a second. */
const startReadings = 3;

/** How many times longer than on the reference machine work takes on one of `hostIndex`; at least 1. */
export function slowness(hostIndex: number, referenceHostIndex: number): number {
  return Math.max(1, referenceHostIndex / hostIndex);
}

/**
 * The machine's BenchmarkIndex for this run's limits: the one this process was handed, else measured
 * now and handed on to every process this one starts (they inherit its environment).
 */
export async function measureForTimeLimits(): Promise<number> {
  const handed = Number(process.env[hostIndexVariable]);
  if (handed > 0) return handed;
  // Loaded here only: a test file that reads a limit needs no browser.
  const { meanHostIndex } = await import('./host-speed');
  const measured = Math.round(await meanHostIndex(startReadings));
  process.env[hostIndexVariable] = String(measured);
  return measured;
}

let referenceHostIndex: number | undefined;

/** A limit of `referenceMs` on the reference machine, on this one as its runner measured it. */
export function timeLimit(referenceMs: number): number {
  const hostIndex = Number(process.env[hostIndexVariable]);
  if (!(hostIndex > 0)) throw new Error(`${hostIndexVariable} is not set: a test's time limit follows the machine's speed, which vitest.config.ts and playwright.config.ts measure as they start (scripts/time-limits.ts)`);
  referenceHostIndex ??= readBudgets().device.referenceHostIndex;
  return Math.round(referenceMs * slowness(hostIndex, referenceHostIndex));
}
