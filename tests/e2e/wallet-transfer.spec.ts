import type { Page } from '@playwright/test';
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import { maskName } from '../../src/core/format/mask-name';
import { describedIn, expect, expectNoAxeViolations, labelled, latestOtp, limitOf, moneyIn, passwordOf, seededBalance, signIn, submitLogin, test, textAt, typedAmount, textsOf, type Texts } from './fixtures';

/**
 * Sending money to a friend's wallet (spec §6, issue 31 item 14), with the seeded customers of these
 * tests alone (sandbox/db/seed.json 9866000331 to 337): a sender and a friend per language, a
 * sender for the refusals, a minimum-KYC friend near the cap, and a closed wallet.
 */
const pairs = { en: { sender: '9866000331', friend: '9866000332' }, fr: { sender: '9866000334', friend: '9866000335' } } as const;
const refusedSender = '9866000333';
const nearCapFriend = '9866000336';
const closedFriend = '9866000337';

const fullNameOf = (typed: string) => seed.customers.find((customer) => customer.mobileNumber.endsWith(typed))?.fullName ?? '';

/** Types the friend's number, the amount and a note, and asks for the review. */
async function sendTo(page: Page, t: Texts, friend: string, amount: number): Promise<void> {
  await page.getByLabel(labelled(t.field.recipientMobile)).fill(friend);
  await page.getByLabel(labelled(t.field.amount)).fill(typedAmount(t, amount));
  await page.getByLabel(labelled(t.field.remarks)).fill('Dinner');
  await page.getByRole('button', { name: t.transfer.review }).click();
}

/** A row of the history by its description and amount. */
function historyRow(page: Page, t: Texts, description: string, amount: number) {
  return page.getByRole('table', { name: t.route.history, exact: true }).getByRole('row').filter({ hasText: description }).filter({ hasText: moneyIn(t, amount) });
}

for (const lang of ['en', 'fr'] as const) {
  test(`sends money to a friend's wallet by their number: the friend named masked before the OTP, one debit here and one credit there, each in its history (${lang}) @phone`, async ({ page }) => {
    const t = textsOf(lang);
    const { sender, friend } = pairs[lang];
    const amount = 25_050;
    await signIn(page, lang, sender);
    await page.getByRole('region', { name: t.home.quickActions }).getByRole('link', { name: t.home.sendToWallet }).click();
    await expect(page).toHaveURL(/\/transfer\/wallet$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.walletTransfer);
    // The friend's number is the friend's to type: never the customer's own, carried from the login.
    await expect(page.getByLabel(labelled(t.field.recipientMobile))).toHaveValue('');
    await expectNoAxeViolations(page);

    await sendTo(page, t, friend, amount);
    const dialog = page.getByRole('dialog', { name: t.transfer.confirmTitle });
    await expect(dialog.getByText(maskName(fullNameOf(friend)), { exact: true })).toBeVisible();
    await expect(dialog.getByText(fullNameOf(friend), { exact: true })).toHaveCount(0);
    await expect(dialog.getByText(moneyIn(t, amount), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile: sender }));
    // A double click sends once: one debit, whatever the browser delivers.
    await dialog.getByRole('button', { name: t.confirmation.confirm, exact: true }).dblclick();
    await expect(page).toHaveURL(/\/result\/transaction\/P2P\w+$/);
    await expect(page.getByText(t.result.transactionSuccess)).toBeVisible();
    await expect(page.getByText(moneyIn(t, seededBalance(sender) - amount), { exact: true })).toBeVisible();

    await page.goto('/history');
    await expect(historyRow(page, t, describedIn(t, { descriptionCode: 'SENT_TO_WALLET', descriptionValues: { name: maskName(fullNameOf(friend)) } }), amount)).toHaveCount(1);
    await page.goto('/dashboard');
    await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, seededBalance(sender) - amount));

    // The friend's wallet has it, once, named by who sent it.
    await page.getByRole('button', { name: t.app.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, t, friend, passwordOf(friend));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, seededBalance(friend) + amount));
    await page.goto('/history');
    await expect(historyRow(page, t, describedIn(t, { descriptionCode: 'RECEIVED_FROM_WALLET', descriptionValues: { name: maskName(fullNameOf(sender)) } }), amount)).toHaveCount(1);
  });
}

test("a friend no wallet has, a closed wallet, one's own number and a minimum-KYC friend's limit are each refused in words, with what was typed kept and nothing moved", async ({ page }) => {
  const t = textsOf('en');
  await signIn(page, 'en', refusedSender, '/transfer/wallet');
  const alert = page.getByRole('alert');
  for (const [friend, code] of [
    ['9000000001', '170'],
    [closedFriend, '171'],
    [refusedSender, '172'],
  ] as const) {
    await sendTo(page, t, friend, 10_000);
    await expect(alert).toContainText(textAt(t, `code.${code}`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel(labelled(t.field.recipientMobile))).toHaveValue(friend);
  }
  await expectNoAxeViolations(page);

  // The minimum-KYC friend's wallet takes what its limit leaves, and no more (the server's 173, after the OTP).
  const room = limitOf('minKycWalletLimitPaise') - seededBalance(nearCapFriend);
  await sendTo(page, t, nearCapFriend, room + 100);
  const dialog = page.getByRole('dialog', { name: t.transfer.confirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile: refusedSender }));
  await dialog.getByRole('button', { name: t.confirmation.confirm, exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(t.code['173']);
  await page.goto('/dashboard');
  await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, seededBalance(refusedSender)));
});
