import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath, testChromiumArgs, testChromiumPath } from './chromium';

/** The browser's own command line, as the operating system holds it. */
const commandLineOf = (pid: number) => readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').split('\0');
const featuresOf = (arg: string) => arg.slice(arg.indexOf('=') + 1).split(',');

/** Chromium started with these arguments, given to a check with its command line, then closed. */
async function withChromium(executablePath: string, args: readonly string[], check: (commandLine: readonly string[], wsEndpoint: string) => Promise<void> | void): Promise<void> {
  const server = await chromium.launchServer({ executablePath, args: [...args] });
  try {
    const pid = server.process().pid;
    if (pid === undefined) throw new Error('Chromium did not start');
    await check(commandLineOf(pid), server.wsEndpoint());
  } finally {
    await server.close();
  }
}

/** Playwright's list of a feature switch comes first, ours last: the last is the one Chromium reads, and it keeps all of Playwright's. */
function expectLastKeepsPlaywrights(commandLine: readonly string[], featureSwitch: '--disable-features=' | '--enable-features='): void {
  const given = commandLine.filter((arg) => arg.startsWith(featureSwitch));
  expect(given.length).toBeGreaterThan(1);
  const [playwrights = '', ...rest] = given;
  expect(featuresOf(rest.at(-1) ?? '')).toEqual(expect.arrayContaining(featuresOf(playwrights)));
}

describe('the Chromium every tool starts (scripts/chromium.ts)', () => {
  it("keeps Playwright's disabled features, which Chromium would drop for the last --disable-features, and opens no browser interface of its own beside a new context's page", async () => {
    await withChromium(chromiumPath, chromiumArgs, async (commandLine, wsEndpoint) => {
      expectLastKeepsPlaywrights(commandLine, '--disable-features=');

      const browser = await chromium.connect(wsEndpoint);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent('<p>a page</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
      expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
      await browser.close();
    });
  });

  it("keeps Playwright's enabled features in the end-to-end tests' browser, which enables one more", async () => {
    await withChromium(testChromiumPath, testChromiumArgs, (commandLine) => expectLastKeepsPlaywrights(commandLine, '--enable-features='));
  });
});
