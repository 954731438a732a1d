import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/** The sandbox's log lines of this run (playwright.config.ts names the file). */
function logLines(): Record<string, unknown>[] {
  const file = process.env['SANDBOX_LOG_FILE'] ?? '';
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
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
  let report: Record<string, unknown> | undefined;
  await expect
    .poll(() => {
      report = logLines()
        .map((line) => line['clientError'] as Record<string, unknown> | undefined)
        .find((logged) => String(logged?.['message']).includes(marker));
      return report;
    })
    .toBeDefined();
  expect(report).toMatchObject({ kind: 'error', path: '/login' });
  expect(String(report?.['message'])).toContain('could not read the wallet of');
  expect(JSON.stringify(report)).not.toMatch(/asha\.verma|9876543210/);
});
