/**
 * How fast this machine's Chromium runs, and how much to slow its CPU so that a page runs as on the
 * phone the budgets stand for (scripts/budgets.json device). A fixed 4× slowdown stands for a
 * different phone on every machine: this workplace's machines read 2,887 by the index below one
 * morning and about 1,450 the same afternoon, and CI's figures for one build doubled with them (the
 * history's search 40 to 56 ms, then 88). Chrome DevTools calibrates its CPU presets the same way
 * (its CalibrationController), and Lighthouse's throttling docs give its multiplier as the machine's
 * index over the device's.
 *
 * The index is Lighthouse's BenchmarkIndex (its page function computeBenchmarkIndex, about a second):
 * strings built and arrays copied per second, in a page of this Chromium, not slowed.
 */
import { chromium, type Browser } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Budgets } from './budgets';
import { chromiumArgs, chromiumPath } from './chromium';
import { median } from './median';

/** The page function as a string: the TypeScript runner would wrap a function in helpers the page does not have. */
const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** `runs` single readings of this machine's BenchmarkIndex, one after another in a fresh page of `browser`. */
async function indexReadings(browser: Browser, runs: number): Promise<number[]> {
  const page = await browser.newPage();
  try {
    const readings: number[] = [];
    for (let run = 0; run < runs; run += 1) readings.push(await page.evaluate<number>(benchmark));
    return readings;
  } finally {
    await page.close();
  }
}

/** This machine's BenchmarkIndex in a fresh page of `browser`, the median of `runs`. */
export async function benchmarkIndex(browser: Browser, runs = 3): Promise<number> {
  return median(await indexReadings(browser, runs));
}

/**
 * This machine's BenchmarkIndex over a stretch of time for work on every core, in a Chromium of its
 * own: one page per core reads `runs` times at once, and the mean of all readings is the index (npm
 * test reads it before and after its steps, and each test runner as it starts, for its time limits).
 * Every core at once, so that other work on the machine counts as a parallel suite feels it: two
 * CPU-bound processes on two cores halve what each page gets, where one page alone would still get
 * two thirds of a core. A mean, not a median: the readings jump between two levels for seconds at a
 * time (medians of five read 1,806, 1,812, 1,307, 1,819 and 1,352 within 25 s on a quiet machine,
 * decision 0018), so a median of a few says which level the machine was at for those seconds, where
 * the suite's time is spent at both.
 */
export async function meanHostIndex(runs: number): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] }).catch((error: unknown) => {
    throw new Error(`Chromium did not start (${chromiumPath}; CHROMIUM_PATH names another): README, Two commands, says what to install`, { cause: error });
  });
  try {
    const readings = (await Promise.all(Array.from({ length: availableParallelism() }, () => indexReadings(browser, runs)))).flat();
    return readings.reduce((sum, reading) => sum + reading, 0) / readings.length;
  } finally {
    await browser.close();
  }
}

/**
 * The CPU slowdown that makes a machine of `hostIndex` run as the device: the device's slowdown on
 * the reference machine, in proportion to this one's speed; never below 1, since a machine slower
 * than the device cannot be sped up (its figures are then the device's at worst).
 */
export function cpuRateFor(hostIndex: number, device: Budgets['device']): number {
  return Math.max(1, (device.cpuRate * hostIndex) / device.referenceHostIndex);
}

export interface HostSpeed {
  readonly hostIndex: number;
  /** The slowdown that stands for the device on this machine now. */
  readonly cpuRate: number;
}

/** Measured afresh before each part of the bench: a shared machine's speed changes within minutes. */
export async function hostSpeed(browser: Browser, device: Budgets['device'], runs = 3): Promise<HostSpeed> {
  const hostIndex = await benchmarkIndex(browser, runs);
  return { hostIndex, cpuRate: cpuRateFor(hostIndex, device) };
}

/** A time taken on a machine of `hostIndex`, as it would be on the reference machine: the suite's work is the CPU's. */
export function atReferenceSpeed(seconds: number, hostIndex: number, device: Budgets['device']): number {
  return (seconds * hostIndex) / device.referenceHostIndex;
}

/** The slowdown in a line, for the bench's headings. */
export function cpuLine(speed: HostSpeed): string {
  return `CPU slowed ${speed.cpuRate.toFixed(2)}× (this machine's BenchmarkIndex ${speed.hostIndex.toFixed(0)})`;
}
