import type { Browser } from '@playwright/test';
import { join } from 'node:path';
import { startNginx, type StartedNginx } from '../../deploy/start-nginx';
import { testChromiumArgs, testChromiumPath } from '../../scripts/chromium';
import { selfSigned, type SelfSigned } from '../setup/self-signed';
import { addMoneyByCard } from './journeys';
import { expect, labelled, latestOtp, passwordOf, submitLogin, test as base, textsOf, withPhoneLock } from './fixtures';

/**
 * Issue 56 item 4: README's deploy section with TLS_CERT and TLS_KEY (a certificate made with
 * openssl, as an operator tries TLS before the real one comes), nginx in front of this run's sandbox,
 * and a customer who logs in, adds money and adds a passkey through it in Chromium. Chromium trusts
 * the certificate by its key (--ignore-certificate-errors-spki-list): a page with a certificate error
 * may not use passkeys at all, so this is the only way the passkey's origin is truly checked.
 */
const test = base.extend<object, { tls: SelfSigned; nginx: StartedNginx; browser: Browser }>({
  tls: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing
    async ({}, use) => {
      const made = selfSigned();
      await use(made);
      made.remove();
    },
    { scope: 'worker' },
  ],
  nginx: [
    async ({ tls }, use, workerInfo) => {
      const upstream = workerInfo.project.use.baseURL;
      if (!upstream) throw new Error('playwright.config.ts names no baseURL: the sandbox to put nginx in front of');
      const nginx = await startNginx(upstream, join(import.meta.dirname, '../../dist'), undefined, { tls: { cert: tls.cert, key: tls.key }, sandboxPages: true });
      await use(nginx);
      await nginx.stop();
    },
    { scope: 'worker' },
  ],
  browser: [
    async ({ playwright, tls }, use) => {
      const browser = await playwright.chromium.launch({ executablePath: testChromiumPath, args: [...testChromiumArgs, `--ignore-certificate-errors-spki-list=${tls.spki}`] });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.base),
  // The tests' own calls (the sandbox's inbox, a session planted) go through the same nginx.
  ignoreHTTPSErrors: true,
});

/** A customer of these tests alone (sandbox/db/seed.json). */
const customer = '9866000385';

test('over TLS behind nginx: the login page comes under HSTS and gives a Secure cookie, and the login goes through', async ({ page, baseURL }) => {
  const t = textsOf('en');
  const opened = await page.goto('/login');
  expect(opened?.url()).toMatch(/^https:\/\/localhost:\d+\/login$/);
  expect(opened?.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  await submitLogin(page, t, customer, passwordOf(customer));
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookie = (await page.context().cookies(baseURL)).find((one) => one.name === 'XSRF-TOKEN');
  expect(cookie?.secure).toBe(true);
});

test('over TLS behind nginx: money is added by card, and a passkey is added for the https origin', async ({ page }) => {
  const t = textsOf('en');
  await addMoneyByCard(page, 'en', customer);

  await withPhoneLock(page);
  await page.goto('/profile/passkeys');
  await page.getByRole('button', { name: t.route.addPasskey }).click();
  const name = 'Pixel 8 over TLS';
  await page.getByLabel(labelled(t.passkeys.name)).fill(name);
  await page.getByRole('button', { name: t.passkeys.continue }).click();
  const adding = page.getByRole('dialog', { name: t.passkeys.confirmTitle });
  await expect(adding.getByLabel(labelled(t.field.otp))).toBeVisible();
  await adding.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile: customer }));
  await adding.getByRole('button', { name: t.confirmation.confirm, exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/passkeys$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});
