/**
 * How fast a page of the built portal shows and answers, as a cheap phone on a middling network
 * meets it (issue 14): Chromium with the CPU slowed 4×, 9 Mbit/s down, 150 ms round trips, and an
 * empty cache. LCP is the browser's largest contentful paint; interactive is when React owns the
 * first control of the page's content, an input, a button or a link (its props are on the element):
 * typing or a tap reaches it. One warm-up run,
 * then the median of the cold runs. Used by `npm run bench`, which holds them to their budgets.
 */
import type { Browser } from '@playwright/test';
import { median } from './median';

export interface PageTiming {
  readonly lcpMs: number;
  readonly interactiveMs: number;
}

export const throttling = { cpuRate: 4, downloadBytesPerSecond: (9 * 1024 * 1024) / 8, uploadBytesPerSecond: (9 * 1024 * 1024) / 8, latencyMs: 150 } as const;

/**
 * Records, in the page, when React first owns a control of the content (an input, or a button): a frame-by-frame look, so it costs nothing
 * React would notice. A string, not a function: the TypeScript runner would wrap a function in
 * helpers the page does not have.
 */
const watchInteractive = `(() => {
  const look = () => {
    const input = document.querySelector('main input, main button, main a[href]');
    if (input && Object.keys(input).some((key) => key.startsWith('__reactProps'))) {
      window.__interactiveAt = performance.now();
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

async function once(browser: Browser, url: string, prepare?: (context: import('@playwright/test').BrowserContext) => Promise<void>): Promise<PageTiming> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    if (prepare) await prepare(context);
    const page = await context.newPage();
    await page.addInitScript(watchInteractive);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latencyMs,
      downloadThroughput: throttling.downloadBytesPerSecond,
      uploadThroughput: throttling.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuRate });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __interactiveAt?: number }).__interactiveAt !== undefined, undefined, { timeout: 30_000 });
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const interactiveMs = await page.evaluate(() => (window as unknown as { __interactiveAt: number }).__interactiveAt);
    return { lcpMs, interactiveMs };
  } finally {
    await context.close();
  }
}

/** A warm-up run (the server's first answers), then the median of `runs` cold runs. */
export async function pageTiming(browser: Browser, url: string, runs = 3, prepare?: (context: import('@playwright/test').BrowserContext) => Promise<void>): Promise<PageTiming> {
  await once(browser, url, prepare);
  const timings: PageTiming[] = [];
  for (let run = 0; run < runs; run += 1) timings.push(await once(browser, url, prepare));
  return { lcpMs: median(timings.map((timing) => timing.lcpMs)), interactiveMs: median(timings.map((timing) => timing.interactiveMs)) };
}

/** A field by its whole label, with the " *" of a required one. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
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
export async function typingLatency(page: import('@playwright/test').Page, label: RegExp, text: string, rounds = 3): Promise<TypingLatency> {
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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuRate });
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
