/**
 * How fast a page of the built portal shows and answers, as a new customer's cheap phone on a
 * middling network meets it (issue 14; one method, issue 37 item 1): Chromium with the DevTools
 * protocol's throttling (the CPU slowed to the phone's speed, scripts/host-speed.ts: 4× on the
 * machine the budgets were set on; 9 Mbit/s down, 1.5 Mbit/s up, 150 ms latency), a fresh
 * browser context per run (a cold cache), times from the navigation's start. FCP and LCP are the
 * browser's own paint entries; load is the load event's end; interactive is when React owns the
 * first input of the page's content (its props are on the element), or its first control where it
 * has no input: typing or a tap reaches it. Blocking time is Lighthouse's total blocking time as the
 * browser saw it: each long task's part between the first paint and interactive, less 50 ms. One
 * warm-up run, then the median of the cold runs.
 *
 * Its JavaScript is every script the page asked for before it was interactive, each counted as its
 * file gzipped (level 9, as the bundle's budgets), with how many there were and what crossed the
 * wire (Brotli, as the server sends it). What the portal loads once the page has shown, when the
 * browser is idle (the API client, the catalogues: src/app/main.tsx), keeps no one waiting and is
 * not counted. The bench (scripts/bench.ts) and the bundle test (tests/e2e/bundle.spec.ts) read
 * this one measure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { median } from './median';
import { escapeRegExp } from '../src/core/text/escape-reg-exp';

export interface PageTiming {
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly loadMs: number;
  readonly interactiveMs: number;
  /** What long tasks held a tap back between the first paint and interactive: each one's part there, less 50 ms, summed. */
  readonly blockingMs: number;
  /** Scripts asked for before the page was interactive. */
  readonly scripts: number;
  /** Their files gzipped, in KB. */
  readonly jsKb: number;
  /** What they weighed on the wire (Brotli), in KB. */
  readonly wireKb: number;
}

export const network = { downloadBytesPerSecond: (9 * 1024 * 1024) / 8, uploadBytesPerSecond: (1.5 * 1024 * 1024) / 8, latencyMs: 150 } as const;

/** The network in a line, for the bench's headings. */
const mbits = (bytesPerSecond: number) => String((bytesPerSecond * 8) / 1024 / 1024);
export const networkLine = `${mbits(network.downloadBytesPerSecond)} Mbit/s down, ${mbits(network.uploadBytesPerSecond)} up, ${String(network.latencyMs)} ms latency, cold cache`;

/**
 * Records, in the page, when React first owns the first input of the content (or its first control):
 * a frame-by-frame look, so it costs nothing React would notice. A string, not a function: the
 * TypeScript runner would wrap a function in helpers the page does not have.
 */
const watchInteractive = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((task) => [task.startTime, task.startTime + task.duration]))).observe({ type: 'longtask' });
  const look = () => {
    const control = document.querySelector('main input') ?? document.querySelector('main button, main a[href]');
    if (control && Object.keys(control).some((key) => key.startsWith('__reactProps'))) {
      window.__interactiveAt = performance.now();
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

const dist = join(import.meta.dirname, '../dist');
const gzippedKb = new Map<string, number>();
/** A built script's size gzipped at level 9, from its file under dist/ (the same bytes the page got). */
function gzippedKbOf(path: string): number {
  let kb = gzippedKb.get(path);
  if (kb === undefined) {
    kb = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length / 1024;
    gzippedKb.set(path, kb);
  }
  return kb;
}

/** What the page itself reports: its times, and each script it asked for before it was interactive. */
type PageFigures = Pick<PageTiming, 'fcpMs' | 'lcpMs' | 'loadMs' | 'interactiveMs' | 'blockingMs'> & { readonly scripts: readonly { readonly path: string; readonly wireBytes: number }[] };

/** The figures of a page already open, once it is interactive and its load event has ended. */
async function figuresOf(page: Page): Promise<PageFigures> {
  await page.waitForFunction(() => (window as unknown as { __interactiveAt?: number }).__interactiveAt !== undefined && performance.getEntriesByType('navigation')[0] !== undefined && (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd > 0, undefined, { timeout: 60_000 });
  return page.evaluate(
    () =>
      new Promise<PageFigures>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const interactiveMs = (window as unknown as { __interactiveAt: number }).__interactiveAt;
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.startTime <= interactiveMs && new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => ({ path: new URL(entry.name).pathname, wireBytes: entry.encodedBodySize }));
          const fcpMs = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          const longTasks = (window as unknown as { __longTasks: readonly (readonly [number, number])[] }).__longTasks;
          const blockingMs = longTasks.reduce((sum, [start, end]) => sum + Math.max(0, Math.min(end, interactiveMs) - Math.max(start, fcpMs) - 50), 0);
          resolve({
            fcpMs,
            lcpMs: entries[entries.length - 1]?.startTime ?? Number.NaN,
            loadMs: navigation.loadEventEnd,
            interactiveMs,
            blockingMs,
            scripts,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** What a page of the portal at this address weighs and how soon it shows and answers, in a context already set up. */
export async function measureOpen(page: Page, url: string): Promise<PageTiming> {
  await page.addInitScript(watchInteractive);
  await page.goto(url, { waitUntil: 'load' });
  const { scripts, ...times } = await figuresOf(page);
  return {
    ...times,
    scripts: scripts.length,
    jsKb: scripts.reduce((sum, script) => sum + gzippedKbOf(script.path), 0),
    wireKb: scripts.reduce((sum, script) => sum + script.wireBytes, 0) / 1024,
  };
}

async function once(browser: Browser, url: string, cpuRate: number, prepare?: (context: BrowserContext) => Promise<void>): Promise<PageTiming> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    if (prepare) await prepare(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: network.downloadBytesPerSecond,
      uploadThroughput: network.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    return await measureOpen(page, url);
  } finally {
    await context.close();
  }
}

/** A warm-up run (the server's first answers), then the median of `runs` cold runs, each figure on its own; the CPU slowed `cpuRate` times. */
export async function pageTiming(browser: Browser, url: string, cpuRate: number, runs = 3, prepare?: (context: BrowserContext) => Promise<void>): Promise<PageTiming> {
  await once(browser, url, cpuRate, prepare);
  const timings: PageTiming[] = [];
  for (let run = 0; run < runs; run += 1) timings.push(await once(browser, url, cpuRate, prepare));
  const of = (figure: keyof PageTiming) => median(timings.map((timing) => timing[figure]));
  return { fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), loadMs: of('loadMs'), interactiveMs: of('interactiveMs'), blockingMs: of('blockingMs'), scripts: of('scripts'), jsKb: of('jsKb'), wireKb: of('wireKb') };
}

/** A field by its whole label, with the " *" of a required one. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}( \\*)?$`);
}

/**
 * Signs a seeded customer in through the login page, in English, and waits for the home's heading,
 * not its address: the address changes before the home (and the user data kept at login) is there.
 */
export async function logInThroughPage(page: import('@playwright/test').Page, base: string, mobileNumber: string, password: string): Promise<void> {
  const en = (await import('../locales/en/portal.json', { with: { type: 'json' } })).default;
  const prefix = (await import('../rules/limits.json', { with: { type: 'json' } })).default.limits.countryCodePrefix.value;
  await page.goto(`${base}/login`);
  await page.getByLabel(labelled(en.field.mobileNumber)).fill(mobileNumber.slice(prefix.length));
  await page.getByLabel(labelled(en.field.password)).fill(password);
  await page.getByRole('button', { name: en.login.submit, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: en.route.dashboard }).waitFor();
}

/** The largest form of the portal, the sign-up details, reached as a new customer reaches it: a fresh mobile number, its OTP from the sandbox's inbox. */
export async function openSignupDetails(page: import('@playwright/test').Page, base: string): Promise<void> {
  const en = (await import('../locales/en/portal.json', { with: { type: 'json' } })).default;
  const prefix = (await import('../rules/limits.json', { with: { type: 'json' } })).default.limits.countryCodePrefix.value;
  const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await page.goto(`${base}/signup`);
  await page.getByLabel(labelled(en.field.mobileNumber)).fill(mobile);
  await page.getByRole('button', { name: en.otp.send }).click();
  await page.waitForURL(/\/signup\/otp$/);
  const inbox = (await (await fetch(`${base}/sandbox/inbox?mobile=${prefix}${mobile}`)).json()) as { messages: { otp: string }[] };
  await page.getByLabel(labelled(en.field.otp)).fill(inbox.messages[0]?.otp ?? '');
  await page.getByRole('button', { name: en.otp.verify }).click();
  await page.waitForURL(/\/signup\/details$/);
}

export interface TypingLatency {
  /** Keys typed. */
  readonly keys: number;
  /** The slowest key's keystroke-to-paint time. */
  readonly slowestMs: number;
  /**
   * As Interaction to Next Paint counts it: the slowest key once one in every 50 is set aside, so
   * that one hiccup of the machine (a garbage collection, another process) is not taken for the
   * form's own speed, while a form slow at every key still shows.
   */
  readonly responsivenessMs: number;
  /** The median of the keys reported (16 ms or more). */
  readonly medianMs: number;
}

/**
 * From a keystroke to the next paint, on a page already open (the sign-up details), with the CPU
 * slowed as above: the Event Timing API's duration of each key interaction, of `text` typed
 * `rounds` times into the field (emptied before each). The browser reports only interactions of
 * 16 ms or more (in steps of 8 ms); one not reported counts as 0 here.
 */
export async function typingLatency(page: import('@playwright/test').Page, label: RegExp, text: string, cpuRate: number, rounds = 3): Promise<TypingLatency> {
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate(`(() => {
    window.__keyDurations = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        window.__keyDurations.set(entry.interactionId, Math.max(window.__keyDurations.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  })()`);
  const field = page.getByLabel(label);
  await field.click();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  for (let round = 0; round < rounds; round += 1) {
    await field.clear();
    await field.pressSequentially(text);
  }
  // The observer hears of the last keys after their paint: one more frame, then read.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const durations = (await page.evaluate<number[]>('[...window.__keyDurations.values()]')).sort((a, b) => b - a);
  const keys = text.length * rounds;
  return {
    keys,
    slowestMs: durations[0] ?? 0,
    responsivenessMs: durations[Math.floor(keys / 50)] ?? 0,
    medianMs: median(durations.length > 0 ? durations : [0]),
  };
}
