import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath, testChromiumArgs } from './chromium';

/** The browser's own command line, as the operating system holds it. */
const commandLineOf = (pid: number) => readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').split('\0');
const featuresOf = (arg: string) => arg.slice(arg.indexOf('=') + 1).split(',');

describe('the Chromium every tool starts (scripts/chromium.ts)', () => {
  it("keeps Playwright's disabled features, which Chromium would drop for the last --disable-features, and opens no browser interface of its own beside a new context's page", async () => {
    const server = await chromium.launchServer({ executablePath: chromiumPath, args: [...chromiumArgs] });
    try {
      const pid = server.process().pid;
      if (pid === undefined) throw new Error('Chromium did not start');
      const disabled = commandLineOf(pid).filter((arg) => arg.startsWith('--disable-features='));
      // Playwright's own list comes first, ours last: the last is the one Chromium reads.
      expect(disabled.length).toBeGreaterThan(1);
      const [playwrights = '', ...rest] = disabled;
      expect(featuresOf(rest.at(-1) ?? '')).toEqual(expect.arrayContaining(featuresOf(playwrights)));

      const browser = await chromium.connect(server.wsEndpoint());
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent('<p>a page</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
      expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
      await browser.close();
    } finally {
      await server.close();
    }
  });

  it("keeps Playwright's enabled features in the end-to-end tests' browser, which enables one more", async () => {
    const server = await chromium.launchServer({ executablePath: chromiumPath, args: [...testChromiumArgs] });
    try {
      const pid = server.process().pid;
      if (pid === undefined) throw new Error('Chromium did not start');
      const enabled = commandLineOf(pid).filter((arg) => arg.startsWith('--enable-features='));
      expect(enabled.length).toBeGreaterThan(1);
      const [playwrights = '', ...rest] = enabled;
      expect(featuresOf(rest.at(-1) ?? '')).toEqual(expect.arrayContaining(featuresOf(playwrights)));
    } finally {
      await server.close();
    }
  });
});
