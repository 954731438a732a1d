/**
 * Lighthouse (13.5, mobile, simulated throttling: its default) on the built portal, as the bench runs
 * it (issue 37 item 1), its CPU multiplier the one that makes this machine the phone's speed at that
 * moment (scripts/host-speed.ts, read before each run: a shared machine's speed changes from one
 * minute to the next; Lighthouse's default 4 assumes a machine of one speed): each route `runs` times in the Debian Chromium, the run of median performance
 * kept and saved under docs/perf/ as JSON, without the screenshots. A signed-in route is measured signed in: the browser's profile keeps the
 * session a login through the page left, and only its HTTP cache is emptied before each run, so the
 * page comes cold as for a public route.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium';
import { freePort } from './free-port';
import { median } from './median';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseFigures {
  readonly path: string;
  /** Scores out of 100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  /** The kept run's CPU multiplier, and the BenchmarkIndex Lighthouse itself read during it. */
  readonly cpuSlowdownMultiplier: number;
  readonly benchmarkIndex: number;
  /** The route's runs made again because the machine's speed changed between the rate's reading and the run. */
  readonly redone: number;
  /** Where the kept run's report was written, from the project's root, if it was. */
  readonly report?: string;
}

export interface LighthouseRoute {
  readonly path: string;
  /** Signs in, in the page given, before the route is measured. */
  readonly signIn?: (page: Page) => Promise<void>;
  /** Whether its report is kept under docs/perf/ (the issue's five routes; the others' scores are printed only). */
  readonly save: boolean;
}

/** How much Lighthouse slows the CPU: the phone's rate on this machine now, and the rate a BenchmarkIndex stands for. */
export interface CpuThrottle {
  readonly now: () => Promise<number>;
  readonly forIndex: (benchmarkIndex: number) => number;
}

/**
 * The machine's speed jumps between two levels for seconds at a time (docs/decisions/0018): a rate
 * read at one level and a run made at the other slowed the page too much or too little (figures in
 * docs/decisions/0014). A run whose own index stands for a rate more than a quarter off the one it
 * was given is made again, whatever its score, up to `tries` times in all; the last is kept then.
 */
const rateTolerance = 1.25;
const tries = 4;

/** One Lighthouse run of a URL, made again while the machine's speed changed under it; with how many times it was. */
async function runAtItsRate(url: string, throttle: CpuThrottle, beforeEach: () => Promise<void>, options: { port: number; disableStorageReset: boolean }): Promise<{ lhr: LighthouseResult; redone: number }> {
  for (let attempt = 1; ; attempt += 1) {
    await beforeEach();
    const cpuSlowdownMultiplier = await throttle.now();
    const result = await lighthouse(url, { ...options, output: 'json', logLevel: 'error', throttling: { cpuSlowdownMultiplier } });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const off = Math.abs(Math.log(throttle.forIndex(result.lhr.environment.benchmarkIndex) / cpuSlowdownMultiplier));
    if (off <= Math.log(rateTolerance) || attempt === tries) return { lhr: result.lhr, redone: attempt - 1 };
  }
}

const reportDir = 'docs/perf';
/** What a saved report leaves out: the screenshots change at every run and say nothing a score does not. */
const screenshots = new Set(['fullPageScreenshot', 'screenshot-thumbnails', 'final-screenshot']);
const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function lighthouseRuns(base: string, routes: readonly LighthouseRoute[], throttle: CpuThrottle, runs = 3, root = join(import.meta.dirname, '..')): Promise<LighthouseFigures[]> {
  const port = Number(process.env['LIGHTHOUSE_PORT'] ?? (await freePort()));
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  // The browser's own context is the one Lighthouse opens its tabs in: a persistent one shares its storage (the session) with them.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [`--remote-debugging-port=${String(port)}`, ...chromiumArgs],
  });
  mkdirSync(join(root, reportDir), { recursive: true });
  const figures: LighthouseFigures[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    // A run on a public route resets the origin's storage, the session with it.
    let session = false;
    for (const route of routes) {
      if (route.signIn && !session) await route.signIn(page);
      session = route.signIn !== undefined;
      const results: LighthouseResult[] = [];
      let redone = 0;
      for (let run = 0; run < runs; run += 1) {
        const made = await runAtItsRate(`${base}${route.path}`, throttle, async () => {
          if (route.signIn) await cdp.send('Network.clearBrowserCache');
        }, { port, disableStorageReset: route.signIn !== undefined });
        results.push(made.lhr);
        redone += made.redone;
      }
      const medianScore = median(results.map((lhr) => lhr.categories['performance']?.score ?? 0));
      const kept = results.find((lhr) => lhr.categories['performance']?.score === medianScore) ?? results[0];
      if (!kept) throw new Error(`no Lighthouse run of ${route.path}`);
      const file = `${reportDir}/lighthouse-${route.path.replace(/^\//, '').replace(/\//g, '-') || 'home'}.json`;
      if (route.save) writeFileSync(join(root, file), `${JSON.stringify(kept, (key, value: unknown) => (screenshots.has(key) ? undefined : value))}\n`);
      const categories = kept.categories;
      figures.push({
        path: route.path,
        performance: score(categories['performance']?.score),
        accessibility: score(categories['accessibility']?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories['seo']?.score),
        fcpMs: kept.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcpMs: kept.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: kept.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cpuSlowdownMultiplier: kept.configSettings.throttling.cpuSlowdownMultiplier,
        benchmarkIndex: kept.environment.benchmarkIndex,
        redone,
        ...(route.save ? { report: file } : {}),
      });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return figures;
}
