import type { Page } from '@playwright/test';
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import { paiseDecimal } from '../../src/core/money/paise-decimal';
import { describedIn, expect, expectNoAxeViolations, filled, labelled, languages, limitOf, moneyIn, textWithAnyValues, typedAmount, seededBalance, signIn, test, textsOf, type Lang, type Texts } from './fixtures';
import { addMoneyByCard, capOf, historyRow } from './journeys';
import { escapeRegExp } from '../../src/core/text/escape-reg-exp';

/** The add-money tests' own customers (sandbox/db/seed.json), by the ten digits typed. */
const loading: Readonly<Partial<Record<Lang, string>>> = { en: '9866000101', fr: '9866000102' };
const nearCap = '9866000103';
const atCap = '9866000104';
const declining = '9866000105';
/** The sandbox operator's key (playwright.config.ts), with which a test plays the provider's side of the money flow. */
const operatorKey = process.env['SANDBOX_OPERATOR_KEY'] ?? '';

/** Counts the payments the page starts. */
function startsOf(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/card-payment/start')) seen.count += 1;
  });
  return seen;
}

for (const lang of languages) {
  test(`adds ₹100.50 typed as the language writes it by card: the provider page, the result, the balance and the history each change by exactly that, once (${lang})`, async ({ page }) => {
    const typed = loading[lang];
    if (!typed) throw new Error(`no add-money customer for ${lang}`);
    await addMoneyByCard(page, lang, typed);
  });
}

for (const lang of languages) {
  test(`near the minimum-KYC cap only the room left is offered, and every wrong amount is named on the field with nothing sent (${lang}) @phone`, async ({ page }) => {
    const t = textsOf(lang);
    const room = capOf(nearCap) - seededBalance(nearCap);
    expect(room, 'the seed puts this customer within reach of the cap').toBeGreaterThan(limitOf('minLoadAmountPaise'));
    const starts = startsOf(page);
    await signIn(page, lang, nearCap);
    await page.getByRole('navigation').getByRole('link', { name: t.nav.addMoney }).click();
    const field = page.getByLabel(labelled(t.field.amount));
    await expect(field).toHaveAccessibleDescription(filled(t.addMoney.upTo, { room: moneyIn(t, room) }));
    const submit = page.getByRole('button', { name: t.addMoney.review });
    const named = async (typedText: string, message: string) => {
      await field.fill(typedText);
      await submit.click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    };
    const belowMinimum = filled(t.addMoney.belowMinimum, { minLoadAmount: moneyIn(t, limitOf('minLoadAmountPaise')) });
    await named('', filled(t.validation.required, { label: t.field.amount }));
    await named('0', belowMinimum);
    await named(typedAmount(t, limitOf('minLoadAmountPaise') - 1), belowMinimum);
    await named(`${typedAmount(t, limitOf('minLoadAmountPaise'))}1`, t.validation.amount);
    await named('abc', t.validation.amount);
    await named(typedAmount(t, room + 1), filled(t.addMoney.overRoom, { room: moneyIn(t, room) }));
    await expectNoAxeViolations(page);
    // An amount pasted as the language writes money, its sign and grouping included, stays as pasted
    // and is read as the amount meant, shown beside it; it is then held to the room like any other.
    const pasted = moneyIn(t, 100_050);
    await field.fill(pasted);
    await expect(field).toHaveValue(pasted);
    await expect(page.getByText(pasted, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(starts.count, 'no payment is started for an amount the form refuses').toBe(0);
  });
}

test('a wallet at its maximum balance is told so instead of being offered the form', async ({ page }) => {
  const t = textsOf('en');
  expect(capOf(atCap) - seededBalance(atCap), 'the seed puts this customer at the cap').toBeLessThan(limitOf('minLoadAmountPaise'));
  await signIn(page, 'en', atCap, '/add-money');
  await expect(page.getByText(t.addMoney.walletFull)).toBeVisible();
  await expect(page.getByLabel(labelled(t.field.amount))).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: t.app.goHome }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** The declining customer's payment of rupees typed, reviewed and paid, up to the provider's page: its reference there. */
async function atProvider(page: Page, t: Texts, rupees: string): Promise<string> {
  await signIn(page, 'en', declining, '/add-money');
  await page.getByLabel(labelled(t.field.amount)).fill(rupees);
  await page.getByRole('button', { name: t.addMoney.review }).click();
  await page.getByRole('button', { name: t.addMoney.pay }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
  return page.locator('input[name="txnid"]').first().inputValue();
}

// Both tests pay as the same customer, and the second reads what is pending: run side by side, the
// first's payment, not yet declined, was counted in the second's (₹75.00 for its ₹25.00).
test.describe('the declining customer\'s payments, one after the other', () => {
  test.describe.configure({ mode: 'serial' });

  test('Back from the review keeps the amount to change; a double click starts one payment, and a declined payment credits nothing and says what the provider said', async ({ page }) => {
    const t = textsOf('en');
    const before = seededBalance(declining);
    const starts = startsOf(page);
    await signIn(page, 'en', declining, '/add-money');
    const field = page.getByLabel(labelled(t.field.amount));
    await field.fill('40');
    await page.getByRole('button', { name: t.addMoney.review }).click();
    // Back from the review, the amount typed is still there to change, and the payment is the amount reviewed last.
    await page.getByRole('dialog', { name: t.addMoney.reviewTitle }).getByRole('button', { name: t.app.back }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field).toHaveValue('40');
    await field.fill('50');
    await page.getByRole('button', { name: t.addMoney.review }).click();
    await expect(page.getByRole('dialog', { name: t.addMoney.reviewTitle }).getByText(moneyIn(t, 5_000), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.addMoney.pay }).dblclick();
    await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
    await expect(page.getByRole('strong')).toHaveText(`₹${paiseDecimal(5_000)}`);
    expect(starts.count).toBe(1);
    await page.getByRole('button', { name: 'Decline: failure' }).click();
    await expect(page).toHaveURL(/\/result\/transaction\/LOAD\w+$/);
    await expect(page.getByText(t.cashout.failed)).toBeVisible();
    await expect(page.getByText(t.result.providerSaid)).toBeVisible();
    // What the provider said, worded from its code in the customer's language (issue 35 item 8).
    await expect(page.getByText(new RegExp(`^(${Object.values(t.cardFailure).map((words) => escapeRegExp(words)).join('|')})$`))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t.app.goHome }).click();
    await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, before));
  });

  test('a payment the provider has not answered shows pending, and "check again" asks again', async ({ page }) => {
    const t = textsOf('en');
    // The customer leaves the provider's page without paying, and opens the load's result page.
    const reference = await atProvider(page, t, '25');
    await page.goto(`/result/transaction/${reference}`);
    await expect(page.getByText(t.cashout.initiated)).toBeVisible();
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/txn/details'));
    await page.getByRole('button', { name: t.result.checkAgain }).click();
    await asked;
    await expect(page.getByText(t.cashout.initiated)).toBeVisible();
    await expectNoAxeViolations(page);
    // Back on /add-money, the load still waiting is named, with when it lapses, not only a smaller room (issue 31 item 7).
    await page.goto('/add-money');
    await expect(page.getByText(textWithAnyValues(filled(t.addMoney.pendingLoad, { pending: moneyIn(t, 2_500) })))).toBeVisible();
  });

  // Issue 55 item 1: the provider charged the card after the load had lapsed; the money goes back to the card, and the customer reads so.
  test('a payment the provider confirms after the load lapsed is refunded to the card, in the result and the history, and the balance does not move', async ({ page }) => {
    const t = textsOf('en');
    const before = seededBalance(declining);
    const reference = await atProvider(page, t, '30');
    // The customer leaves the provider's page open past the load's lapse, then pays there.
    const lapsed = await page.request.post(`/sandbox/card-payments/${reference}/lapse`, { headers: { 'x-sandbox-operator-key': operatorKey } });
    expect(lapsed.status(), await lapsed.text()).toBe(200);
    await page.getByRole('button', { name: 'Pay: success' }).click();
    await expect(page).toHaveURL(new RegExp(`/result/transaction/${reference}$`));
    await expect(page.getByText(t.cashout.failed)).toBeVisible();
    await expect(page.getByText(describedIn(t, { descriptionCode: 'CARD_LOAD_LAPSED_REFUNDED' }))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t.app.goHome }).click();
    await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, before));
    await page.getByRole('navigation').getByRole('link', { name: t.nav.history }).click();
    await expect(historyRow(page, t, describedIn(t, { descriptionCode: 'CARD_LOAD_LAPSED_REFUNDED' }), 3_000)).toHaveCount(1);
  });
});

/** Spec §6: a blocked card adds no money; its customer (sandbox/db/seed.json flags.cardBlocked) is told why, on the home and at the address. */
const cardBlocked = seed.customers.find((customer) => 'flags' in customer && customer.flags && 'cardBlocked' in customer.flags && customer.flags.cardBlocked);

test('a blocked card is refused adding money with its message, from the home and at /add-money, and no payment starts', async ({ page }) => {
  const t = textsOf('en');
  const typed = cardBlocked?.mobileNumber.slice(limitOf('countryCodePrefix').length) ?? '';
  expect(typed).not.toBe('');
  const starts = startsOf(page);
  await signIn(page, 'en', typed);
  // Refused, the quick action is a button marked with why (rules/catalogues/permission-hints.json), not "full KYC only".
  const addMoney = page.getByRole('region', { name: t.home.quickActions }).getByRole('button', { name: t.home.addMoney });
  await expect(addMoney).toHaveAccessibleDescription(t.permission.cardBlockedMark);
  await addMoney.click();
  await expect(page.getByText(t.permission.cardBlocked)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectNoAxeViolations(page);
  // A typed link is refused with the same words, not silently (issue 31 item 8), and so is a transfer.
  for (const path of ['/add-money', '/transfer']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(t.permission.cardBlocked)).toBeVisible();
    await expect(page.getByLabel(labelled(t.field.amount))).toHaveCount(0);
  }
  expect(starts.count).toBe(0);
});

test('a temporary block refuses adding money: the warning names the help address and no form is offered', async ({ page }) => {
  const t = textsOf('en');
  const starts = startsOf(page);
  await signIn(page, 'en', '9833333333', '/add-money');
  await expect(page.getByRole('status').filter({ hasText: limitOf('helpAddress') })).toBeVisible();
  await expect(page.getByLabel(labelled(t.field.amount))).toHaveCount(0);
  expect(starts.count).toBe(0);
  await expectNoAxeViolations(page);
});
