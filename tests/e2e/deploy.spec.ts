import { join } from 'node:path';
import { startNginx } from '../../deploy/start-nginx';
import { addMoneyByCard, sendToFriendsWallet } from './journeys';
import { expect, moneyIn, passwordOf, seededBalance, submitLogin, test as base, textsOf } from './fixtures';

/**
 * Issue 38 item 2: README's deploy section followed (deploy/start-nginx.ts runs its serve block),
 * nginx in front of the built portal and this run's sandbox as its wallet API, and a customer's
 * login, adding money and a transfer to a friend's wallet through it. Each test has customers of its
 * own (sandbox/db/seed.json 9866000381 to 384); each worker its own nginx.
 */
const test = base.extend<object, { nginx: string }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing
    async ({}, use, workerInfo) => {
      const upstream = workerInfo.project.use.baseURL;
      if (!upstream) throw new Error('playwright.config.ts names no baseURL: the sandbox to put nginx in front of');
      // The sandbox's pages (the provider's card page, the OTP inbox) are the tests' way through: opted in.
      const nginx = await startNginx(upstream, join(import.meta.dirname, '../../dist'), undefined, { sandboxPages: true });
      await use(nginx.base);
      await nginx.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx),
});

test('behind nginx: the login page comes from nginx with the XSRF cookie, the login goes through it sealed, with that cookie sent back and the request id the portal made, and the home shows the wallet', async ({ page, baseURL }) => {
  const t = textsOf('en');
  const customer = '9866000381';
  const opened = await page.goto('/login');
  expect(opened?.headers()['server']).toBe('nginx');
  const sent = page.waitForRequest((request) => request.url() === `${baseURL ?? ''}/api/mobile-password-validation`);
  await submitLogin(page, t, customer, passwordOf(customer));
  const request = await sent;
  const headers = await request.allHeaders();
  const cookie = (await page.context().cookies(baseURL)).find((one) => one.name === 'XSRF-TOKEN');
  expect(cookie?.value).toBeTruthy();
  expect(headers['x-xsrf-token']).toBe(cookie?.value);
  expect(headers['x-payload-encryption']).toBe('A256GCM');
  const answer = await request.response();
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['x-request-id']).toBe(headers['x-request-id']);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, seededBalance(customer)));
});

test('behind nginx: adds money by card, the provider page and the return through it', async ({ page }) => {
  await addMoneyByCard(page, 'en', '9866000384');
});

test("behind nginx: sends money to a friend's wallet, the OTP and the friend's login through it", async ({ page }) => {
  await sendToFriendsWallet(page, 'en', '9866000382', '9866000383');
});
