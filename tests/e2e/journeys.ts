/**
 * The journeys that more than one spec walks: the add-money and wallet-transfer specs in each
 * language, and the deploy spec behind nginx (issue 38 item 2), each with customers of its own.
 */
import type { Page } from '@playwright/test';
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import { maskName } from '../../src/core/format/mask-name';
import { paiseDecimal } from '../../src/core/money/paise-decimal';
import { describedIn, expect, transactionRow, expectNoAxeViolations, filled, labelled, latestOtp, limitOf, moneyIn, passwordOf, reload, seededBalance, signIn, submitLogin, textsOf, typedAmount, type Lang, type Texts } from './fixtures';

const kycOf = (typed: string) => seed.customers.find((customer) => customer.mobileNumber.endsWith(typed))?.kycType ?? '';
/** The wallet limit of a seeded customer's KYC. */
export const capOf = (typed: string) => (kycOf(typed).startsWith('MIN_KYC') ? limitOf('minKycWalletLimitPaise') : limitOf('fullKycWalletLimitPaise'));

const fullNameOf = (typed: string) => seed.customers.find((customer) => customer.mobileNumber.endsWith(typed))?.fullName ?? '';

/** Types the friend's number, the amount and a note, and asks for the review. */
export async function sendTo(page: Page, t: Texts, friend: string, amount: number): Promise<void> {
  await page.getByLabel(labelled(t.field.recipientMobile)).fill(friend);
  await page.getByLabel(labelled(t.field.amount)).fill(typedAmount(t, amount));
  await page.getByLabel(labelled(t.field.remarks)).fill('Dinner');
  await page.getByRole('button', { name: t.transfer.review }).click();
}

/** A row of the history by its description and amount. */
export function historyRow(page: Page, t: Texts, description: string, amount: number) {
  return page.getByRole('table', { name: t.route.history, exact: true }).getByRole('row').filter({ hasText: description }).filter({ hasText: moneyIn(t, amount) });
}

/**
 * Adds ₹100.50, typed as the language writes it, by card: the provider page, the result, the
 * balance and the history each change by exactly that, once.
 */
export async function addMoneyByCard(page: Page, lang: Lang, typed: string): Promise<void> {
  const t = textsOf(lang);
  const before = seededBalance(typed);
  // With paise, typed as the language writes it: "100,50" in French is ₹100.50, not ₹10,050 (issue 31 item 1).
  const amount = 10_050;
  await signIn(page, lang, typed);
  await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, before));
  await page.getByRole('link', { name: t.home.addMoney }).first().click();
  await expect(page).toHaveURL(/\/add-money$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.addMoney);
  const field = page.getByLabel(labelled(t.field.amount));
  // The field says how much may be added: the KYC cap less the balance.
  await expect(field).toHaveAccessibleDescription(filled(t.addMoney.upTo, { room: moneyIn(t, capOf(typed) - before) }));
  await expectNoAxeViolations(page);

  await field.fill(typedAmount(t, amount));
  await expect(field).toHaveValue(typedAmount(t, amount));
  // The review names the amount, the room it leaves under the cap and what happens next (issue 31 item 2).
  await page.getByRole('button', { name: t.addMoney.review }).click();
  const review = page.getByRole('dialog', { name: t.addMoney.reviewTitle });
  await expect(review.getByText(t.addMoney.next)).toBeVisible();
  await expect(review.getByText(moneyIn(t, amount), { exact: true })).toBeVisible();
  await expect(review.getByText(moneyIn(t, capOf(typed) - before - amount), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: t.addMoney.pay }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
  // The provider is asked for the amount meant, in its rupees with two decimals (spec §3's amount field).
  await expect(page.getByRole('strong')).toHaveText(`₹${paiseDecimal(amount)}`);
  await page.getByRole('button', { name: 'Pay: success' }).click();
  await expect(page).toHaveURL(/\/result\/transaction\/LOAD\w+$/);
  const reference = page.url().split('/').pop() ?? '';
  await expect(page.getByText(t.result.transactionSuccess)).toBeVisible();
  await expect(page.getByText(moneyIn(t, amount), { exact: true })).toBeVisible();
  await expect(page.getByText(moneyIn(t, before + amount), { exact: true })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Opening the return page again credits nothing more.
  await reload(page);
  await expect(page.getByText(t.result.transactionSuccess)).toBeVisible();
  await page.getByRole('link', { name: t.app.goHome }).click();
  await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, before + amount));
  await page.goto('/history');
  const row = transactionRow(page, page.getByRole('table', { name: t.route.history, exact: true }), reference);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(moneyIn(t, amount));
}

/**
 * Sends money to a friend's wallet by their number: the friend named masked before the OTP, one
 * debit here and one credit there, each in its history.
 */
export async function sendToFriendsWallet(page: Page, lang: Lang, sender: string, friend: string): Promise<void> {
  const t = textsOf(lang);
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
}
