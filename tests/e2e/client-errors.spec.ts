import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { logLines } from '../../scripts/log-secrets';
import { expect, test, textsOf } from './fixtures';

/** The client errors the sandbox logged in this run, the first that `matches`, once there is one. */
async function loggedReport(matches: (report: Record<string, unknown>) => boolean): Promise<Record<string, unknown> | undefined> {
  let report: Record<string, unknown> | undefined;
  await expect
    .poll(() => {
      report = sandboxLogLines()
        .flatMap((line) => (typeof line['clientError'] === 'object' && line['clientError'] !== null ? [line['clientError'] as Record<string, unknown>] : []))
        .find(matches);
      return report;
    })
    .toBeDefined();
  return report;
}

/** The sandbox's log lines of this run (playwright.config.ts names the file). */
function sandboxLogLines(): Record<string, unknown>[] {
  const file = process.env['SANDBOX_LOG_FILE'] ?? '';
  if (!existsSync(file)) return [];
  return logLines(readFileSync(file, 'utf8'));
}

/**
 * Issue 38 item 7: a failure in the browser reaches the address the runtime configuration names
 * (the sandbox's own), with no personal data, and the sandbox takes it into its log.
 */
test('an uncaught error is reported to the configured address and logged by the sandbox, without the e-mail address or the number in its message', async ({ page }) => {
  const config = page.waitForResponse((response) => response.url().endsWith('/api/portal/config'));
  await page.goto('/login');
  const { errorReportUrl } = (await (await config).json()) as { errorReportUrl?: string };
  expect(errorReportUrl).toBeDefined();
  const answered = page.waitForResponse((response) => response.url().endsWith(errorReportUrl ?? '-'));
  // A word of this test alone, to find its report among the run's: letters only, since a run of digits is scrubbed as a number.
  const marker = `failure${[...randomBytes(12)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
  await page.evaluate((word) => {
    setTimeout(() => {
      throw new Error(`${word}: could not read the wallet of asha.verma@example.in at 9876543210`);
    }, 0);
  }, marker);
  expect((await answered).status()).toBe(204);
  const report = await loggedReport((logged) => String(logged['message']).includes(marker));
  expect(report).toMatchObject({ kind: 'error', path: '/login' });
  expect(String(report?.['message'])).toContain('could not read the wallet of');
  expect(JSON.stringify(report)).not.toMatch(/asha\.verma|9876543210/);
});

test("a page whose code will not load shows the server-error page, and is reported as a chunk that failed, though the router caught it", async ({ page }) => {
  const t = textsOf('en');
  const config = page.waitForResponse((response) => response.url().endsWith('/api/portal/config'));
  await page.goto('/login');
  await config;
  // From now on no script comes (a deploy replaced them, the network dropped): a page not opened yet cannot load its code.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  const path = '/result/wallet-created';
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('heading', { level: 1, name: t.route.serverError })).toBeVisible();
  const report = await loggedReport((logged) => logged['path'] === path && logged['kind'] === 'chunk');
  expect(String(report?.['message'])).toMatch(/dynamically imported module/);
});
