import type { Page } from '@playwright/test';
import cashoutCodes from '../../rules/catalogues/cashout-codes.json' with { type: 'json' };
import ifscBanks from '../../rules/catalogues/ifsc-banks.json' with { type: 'json' };
import bankTransfer from '../../sandbox/simulators/bank-transfer.json' with { type: 'json' };
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import { amountMarks } from '../../src/core/money/amount-marks';
import { brokenWords, copyOf, expect, textWithAnyValues, expectNoAxeViolations, filled, fillLabelled, labelled, languages, latestOtp, limitOf, moneyIn, typedAmount, outsideTheScreen, passwordOf, plantSession, seededBalance, signIn, submitLogin, test, textAt, textsOf, type Texts, reload } from './fixtures';

/** The bank an IFSC's first four letters name, as rules/catalogues/ifsc-banks.json says. */
const bankOf = (code: string) => ifscBanks.entries.find((entry) => entry.code === code)?.value ?? '';

/** Types the OTP the sandbox sent to the customer into the open confirmation, and confirms. */
async function confirmWithOtp(page: Page, t: Texts, mobile: string, dialogName: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  // However long the dialog (a beneficiary with its limits, French at 375 px), its confirm is in reach (issue 31 item 10).
  const confirm = dialog.getByRole('button', { name: t.confirmation.confirm, exact: true });
  await expect(confirm).toBeInViewport();
  await dialog.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
  await confirm.click();
}

for (const lang of languages) {
  test(`adds a beneficiary with an OTP, sees its cooling-off, transfers the cap, is refused a paisa more, and deletes it (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    // A full-KYC customer of this test alone, with no beneficiary (sandbox/db/seed.json 9866000131 to 134).
    const mobile = copyOf('9866000', 131, testInfo, lang);
    const before = seededBalance(mobile);
    const cap = limitOf('coolingOffCapPaise');
    await signIn(page, lang, mobile, '/beneficiaries');
    await expect(page.getByText(t.beneficiaries.empty)).toBeVisible();
    await page.getByRole('link', { name: t.beneficiary.add }).click();
    await expect(page).toHaveURL(/\/beneficiaries\/add$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.addBeneficiary);

    // Account numbers that differ, and an IFSC of the wrong shape, are named on their fields.
    await fillLabelled(page, { [t.field.beneficiaryName]: 'Meena Rao', [t.field.accountNumber]: '001234567890', [t.field.confirmAccountNumber]: '001234567899', [t.field.ifsc]: 'HDFC123' });
    await page.getByRole('button', { name: t.beneficiary.review }).click();
    await expect(page.getByLabel(labelled(t.field.confirmAccountNumber))).toHaveAccessibleDescription(t.validation.accountsMatch);
    await expect(page.getByLabel(labelled(t.field.ifsc))).toHaveAttribute('aria-invalid', 'true');
    // The bank name, which a right IFSC fills, is not asked for beside the IFSC's own error (issue 55 item 7).
    await expect(page.getByLabel(labelled(t.field.bankName))).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(filled(t.validation.required, { label: t.field.bankName }))).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Typed in lower case, the IFSC is raised, and the bank its code names is shown.
    // An IFSC the form refuses names no bank beside its error (issue 31 item 6).
    await expect(page.getByText(filled(t.beneficiary.ifscBank, { bank: bankOf('HDFC') }))).toHaveCount(0);
    await fillLabelled(page, { [t.field.confirmAccountNumber]: '001234567890', [t.field.ifsc]: 'hdfc0001234', [t.field.dailyAmountLimit]: typedAmount(t, cap * 2), [t.field.monthlyAmountLimit]: typedAmount(t, cap * 5) });
    await expect(page.getByLabel(labelled(t.field.ifsc))).toHaveValue('HDFC0001234');
    await expect(page.getByText(filled(t.beneficiary.ifscBank, { bank: bankOf('HDFC') }))).toBeVisible();
    // The bank the IFSC names fills its field, closed to change: the customer is not asked to type it.
    await expect(page.getByLabel(labelled(t.field.bankName))).toHaveValue(bankOf('HDFC'));
    await expect(page.getByLabel(labelled(t.field.bankName))).toBeDisabled();
    // Filled and closed, it is not starred as one the customer must fill (issue 55 item 7).
    await expect(page.locator('label', { hasText: t.field.bankName })).toHaveText(t.field.bankName);
    await page.getByRole('button', { name: t.beneficiary.review }).click();
    const summary = page.getByRole('dialog', { name: t.beneficiary.confirmTitle });
    await expect(summary).toContainText('Meena Rao');
    await expect(summary).toContainText('7890');
    await expect(summary).not.toContainText('001234567890');
    await expectNoAxeViolations(page);
    await confirmWithOtp(page, t, mobile, t.beneficiary.confirmTitle);
    await expect(page.getByText(t.beneficiary.added)).toBeVisible();
    await expect(page).toHaveURL(/\/beneficiaries$/);
    const row = page.getByRole('row').filter({ hasText: 'Meena Rao' });
    await expect(row).toBeVisible();
    // New, it is in its cooling-off: the list says until when, and the cap until then; adding another is explained, not offered.
    await expect(page.getByText(t.beneficiary.limitExplained)).toBeVisible();
    await expect(page.getByText(filled(t.beneficiary.coolingOffUntil, { until: '.*', cap: moneyIn(t, cap) }).split('.*')[0] ?? '')).toBeVisible();
    await expect(page.getByRole('link', { name: t.beneficiary.add })).toHaveCount(0);
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // The cap itself goes through, confirmed with the OTP.
    await row.getByRole('link', { name: t.beneficiaries.transfer }).click();
    await expect(page).toHaveURL(/\/transfer$/);
    const amount = page.getByLabel(labelled(t.field.amount));
    await amount.fill(typedAmount(t, cap - 100));
    await page.getByRole('button', { name: t.transfer.review }).click();
    const transfer = page.getByRole('dialog', { name: t.transfer.confirmTitle });
    await expect(transfer).toContainText(moneyIn(t, cap - 100));
    // Back from the confirmation, another amount, Review again at once: the OTP sent names the old amount
    // and cannot confirm the new one (issue 32 item 2), so a new one goes out at once, without the resend
    // wait, naming the new amount; its resend says in seconds when another may be asked for, never spec
    // §8's exhaustion (issue 31 item 5). The SMS is in the language the portal is read in.
    const sms = async () => ((await (await page.request.get(`/sandbox/inbox?mobile=${limitOf('countryCodePrefix')}${mobile}`)).json()) as { messages: { text?: string }[] }).messages;
    const sentBefore = (await sms()).length;
    expect((await sms())[0]?.text).toContain(moneyIn(t, cap - 100));
    await page.goBack();
    await expect(transfer).toBeHidden();
    await amount.fill(typedAmount(t, cap));
    await page.getByRole('button', { name: t.transfer.review }).click();
    await expect(transfer).toBeVisible();
    await expect(transfer.getByRole('button', { name: textWithAnyValues(t.otp.resendIn) })).toBeDisabled();
    await expect(page.getByText(t.code['149'])).toHaveCount(0);
    await expect(page.getByText(textWithAnyValues(t.code['168']))).toHaveCount(0);
    expect((await sms()).length).toBe(sentBefore + 1);
    expect((await sms())[0]?.text).toContain(moneyIn(t, cap));
    expect((await sms())[0]?.text).toContain('Meena Rao');
    await expect(transfer).toContainText(moneyIn(t, cap));
    await expect(transfer).toContainText('Meena Rao');
    await confirmWithOtp(page, t, mobile, t.transfer.confirmTitle);
    await expect(page).toHaveURL(/\/result\/transfer\/TXN\w+$/);
    await expect(page.getByText(t.cashout.success)).toBeVisible();
    await expect(page.getByText(moneyIn(t, before - cap), { exact: true })).toBeVisible();
    // Settled, the transfer shows the bank's reference the customer quotes to their bank (issue 35 item 7).
    await expect(page.getByText(t.history.bankReference, { exact: true })).toBeVisible();
    // The transfer's reference and the bank's are read out to support: whole, on a phone too (issue 55 item 12).
    expect(await brokenWords(page, 'main dd')).toEqual([]);
    await expectNoAxeViolations(page);
    // A paisa more is refused on the field with the cooling-off text and the cap, though the balance would allow it.
    await page.goto('/transfer');
    await amount.fill(typedAmount(t, cap + 1));
    await page.getByRole('button', { name: t.transfer.review }).click();
    await expect(amount).toHaveAccessibleDescription(filled(t.coolingOffMessage, { coolingOffCap: moneyIn(t, cap) }));
    await expect(transfer).toBeHidden();
    await expectNoAxeViolations(page);

    await page.goto('/beneficiaries');
    await row.getByRole('button', { name: t.beneficiaries.delete, exact: true }).click();
    await page.getByRole('dialog', { name: t.beneficiaries.deleteTitle }).getByRole('button', { name: t.beneficiaries.deleteConfirm }).click();
    await expect(page.getByText(t.beneficiary.deleted)).toBeVisible();
    await expect(page.getByText(t.beneficiaries.empty)).toBeVisible();
  });
}

/** A one-time transfer of this many paise to an account typed for it, confirmed with the OTP, up to its result page. */
async function sendOnce(page: Page, t: Texts, mobile: string, paise: number): Promise<void> {
  await page.goto('/transfer/one-time');
  await fillLabelled(page, { [t.field.beneficiaryName]: 'Ravi Kumar', [t.field.accountNumber]: '000401234567', [t.field.confirmAccountNumber]: '000401234567', [t.field.ifsc]: 'ICIC0000004', [t.field.amount]: typedAmount(t, paise) });
  await expect(page.getByLabel(labelled(t.field.bankName))).toHaveValue(bankOf('ICIC'));
  await page.getByRole('button', { name: t.transfer.review }).click();
  await confirmWithOtp(page, t, mobile, t.transfer.confirmTitle);
  await expect(page).toHaveURL(/\/result\/transfer\/TXN\w+$/);
}

test("after a login by OTP, a transfer's confirmation asks for the password beside the OTP: the phone is not both factors", async ({ page }) => {
  const t = textsOf('en');
  // A customer of this test alone (sandbox/db/seed.json 9866000395), logged in by OTP as the login page's OTP way does.
  const mobile = '9866000395';
  const mobileNumber = `${limitOf('countryCodePrefix')}${mobile}`;
  await page.request.post('/api/login', { data: { mobileNumber } });
  const opened = await page.request.post('/api/login/validate', { data: { mobileNumber, otp: await latestOtp(page.request, { mobile }), isTokenRequired: 'Y' } });
  const { token, refreshToken, profileId } = (await opened.json()) as { token: string; refreshToken: string; profileId: string };
  await page.goto('/api/sign-in-fixture');
  await plantSession(page, { customerToken: token, refreshToken, profileId, mobileNumber, loginWith: 'otp' });
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), 'en');
  await page.goto('/transfer/one-time');
  await fillLabelled(page, { [t.field.beneficiaryName]: 'Ravi Kumar', [t.field.accountNumber]: '000401234567', [t.field.confirmAccountNumber]: '000401234567', [t.field.ifsc]: 'ICIC0000004', [t.field.amount]: typedAmount(t, 10_000) });
  await page.getByRole('button', { name: t.transfer.review }).click();
  const dialog = page.getByRole('dialog', { name: t.transfer.confirmTitle });
  const password = dialog.getByLabel(labelled(t.field.password));
  await expect(password).toBeVisible();
  // Both empty: the first on screen takes the focus, though the validator finds the password first.
  const otp = dialog.getByLabel(labelled(t.field.otp));
  await dialog.getByRole('button', { name: t.confirmation.confirm, exact: true }).click();
  await expect(otp).toBeFocused();
  await otp.fill(await latestOtp(page.request, { mobile }));
  await dialog.getByRole('button', { name: t.confirmation.confirm, exact: true }).click();
  // Nothing is sent without it: the form names the field, as every form does, and nothing else.
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(filled(t.validation.required, { label: t.field.password }));
  await expect(dialog.getByText(filled(t.validation.invalid, { label: '' }).trim(), { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await password.fill(passwordOf(mobile));
  await dialog.getByRole('button', { name: t.confirmation.confirm, exact: true }).click();
  await expect(page).toHaveURL(/\/result\/transfer\/TXN\w+$/);
});

// Issue 55 item 2: Review, Back, another amount, five times, answered 149 "exhausted the limit for entering correct OTP", locked for half an hour, no OTP typed.
test('a one-time transfer reviewed again and again, another amount each time, never locks the customer out: each review sends its OTP, and the last one pays', async ({ page }) => {
  const t = textsOf('en');
  // A customer of this test alone (sandbox/db/seed.json 9866000396): the OTP counts are per number.
  const mobile = '9866000396';
  const paise = (review: number) => 10_000 + review * 100;
  await signIn(page, 'en', mobile, '/transfer/one-time');
  await fillLabelled(page, { [t.field.beneficiaryName]: 'Ravi Kumar', [t.field.accountNumber]: '000401234567', [t.field.confirmAccountNumber]: '000401234567', [t.field.ifsc]: 'ICIC0000004', [t.field.amount]: typedAmount(t, paise(0)) });
  const amount = page.getByLabel(labelled(t.field.amount));
  const dialog = page.getByRole('dialog', { name: t.transfer.confirmTitle });
  const reviews = 2 * (1 + limitOf('otpMaxResends'));
  for (let review = 1; review <= reviews; review++) {
    await amount.fill(typedAmount(t, paise(review)));
    await page.getByRole('button', { name: t.transfer.review }).click();
    await expect(dialog.getByText(moneyIn(t, paise(review)), { exact: true })).toBeVisible();
    if (review === reviews) break;
    await dialog.getByRole('button', { name: t.app.back }).click();
    await expect(dialog).toHaveCount(0);
  }
  await confirmWithOtp(page, t, mobile, t.transfer.confirmTitle);
  await expect(page).toHaveURL(/\/result\/transfer\/TXN\w+$/);
  await expect(page.getByText(moneyIn(t, paise(reviews)), { exact: true }).first()).toBeVisible();
});

// Issue 55 item 3: after a reload at the confirmation, Review again said "wait 25 s" and opened nothing, though the OTP sent still held.
test('a reload at the confirmation, and Review again within the resend wait, opens the confirmation with the OTP already sent, which pays', async ({ page }) => {
  const t = textsOf('en');
  // A customer of this test alone, with a beneficiary (sandbox/db/seed.json 9866000397).
  const mobile = '9866000397';
  const paise = 100_000;
  await signIn(page, 'en', mobile, '/transfer');
  const amount = page.getByLabel(labelled(t.field.amount));
  const dialog = page.getByRole('dialog', { name: t.transfer.confirmTitle });
  await amount.fill(typedAmount(t, paise));
  await page.getByRole('button', { name: t.transfer.review }).click();
  await expect(dialog).toBeVisible();
  const sentFirst = await latestOtp(page.request, { mobile });
  await reload(page);
  // The journey is in memory only (spec §3 names no storage key for it): the customer types the amount again.
  await amount.fill(typedAmount(t, paise));
  await page.getByRole('button', { name: t.transfer.review }).click();
  await expect(dialog.getByText(moneyIn(t, paise), { exact: true })).toBeVisible();
  await expect(page.getByText(textWithAnyValues(textAt(t, 'account:confirmation.otpStillHolds')))).toBeVisible();
  expect(await latestOtp(page.request, { mobile }), 'no second OTP was sent').toBe(sentFirst);
  await expectNoAxeViolations(page);
  await confirmWithOtp(page, t, mobile, t.transfer.confirmTitle);
  await expect(page).toHaveURL(/\/result\/transfer\/TXN\w+$/);
});

/** A cashout code's entry in rules/catalogues/cashout-codes.json: its own, or the default for a code it does not list. */
const cashoutEntry = (code: string) => cashoutCodes.entries.find((candidate) => candidate.code === code) ?? cashoutCodes.entries.find((candidate) => candidate.code === 'default');

/** The message a cashout code gives, by its entry. */
const cashoutMessage = (t: Texts, code: string): string => textAt(t, cashoutEntry(code)?.messageKey ?? '');

for (const lang of languages) {
  test(`a one-time transfer shows its cashout group's result, by the sandbox's paise rule, and moves the balance by what the bank took: debited and pending in en, failed and unknown in fr (${lang})`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    const mobile = copyOf('9866000', 141, testInfo, lang);
    const base = 10_000;
    // One amount per group of the bank simulator (sandbox/simulators/bank-transfer.json): debited, held
    // as pending, failed, unknown; two groups in each language, so each group is seen once.
    const groups = (lang === 'en' ? ['00', '01'] : ['21', '99']).map((paise) => {
      const code = (bankTransfer.byPaise as Record<string, string>)[paise] ?? '00';
      return { amount: base + Number(paise), code };
    });
    let balance = seededBalance(mobile);
    await signIn(page, lang, mobile);
    for (const { amount, code } of groups) {
      await sendOnce(page, t, mobile, amount);
      await expect(page.getByText(cashoutMessage(t, code), { exact: true })).toBeVisible();
      // By the code's outcome (issue 57): success and pending moved the money (a pending transfer holds it); failed and unknown moved none.
      const outcome = cashoutEntry(code)?.outcome;
      if (outcome === 'success' || outcome === 'pending') balance -= amount;
      if (outcome === 'success') await expect(page.getByText(moneyIn(t, balance), { exact: true })).toBeVisible();
      // A pending transfer can be checked again.
      await expect(page.getByRole('button', { name: t.result.checkAgain })).toHaveCount(outcome === 'pending' ? 1 : 0);
      // The result page is one layout whatever the group: axe once per language.
      if (code === groups[0]?.code) await expectNoAxeViolations(page);
    }
    await page.goto('/dashboard');
    await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, balance));
  });

  test(`a transfer confirmed twice at once, and again after a timeout, moves the money once, and says it is being checked (${lang})`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    // Desktop only: the one-time form at 375 px is the cashout test's and the 320 px routes test's.
    const mobile = copyOf('9866000', 161, testInfo, lang);
    const amount = 12_300;
    const before = seededBalance(mobile);
    const sent = { count: 0 };
    page.on('request', (request) => {
      if (request.url().endsWith('/api/wta-transfer')) sent.count += 1;
    });
    await signIn(page, lang, mobile, '/transfer/one-time');
    await fillLabelled(page, { [t.field.beneficiaryName]: 'Ravi Kumar', [t.field.accountNumber]: '000401234567', [t.field.confirmAccountNumber]: '000401234567', [t.field.ifsc]: 'ICIC0000004', [t.field.amount]: typedAmount(t, amount) });
    await expect(page.getByLabel(labelled(t.field.bankName))).toHaveValue(bankOf('ICIC'));
    await page.getByRole('button', { name: t.transfer.review }).click();
    const dialog = page.getByRole('dialog', { name: t.transfer.confirmTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
    // The bank's answer is lost on the way back: the server moved the money, the page heard nothing.
    await page.route('**/api/wta-transfer', async (route) => {
      await route.fetch();
      await route.abort('timedout');
    }, { times: 1 });
    await dialog.getByRole('button', { name: t.confirmation.confirm, exact: true }).dblclick();
    await expect(dialog.getByText(t.payment.checking)).toBeVisible();
    await expect(dialog.getByText(t.retry.samePayment)).toBeVisible();
    expect(sent.count).toBe(1);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t.retry.again }).click();
    await expect(page).toHaveURL(/\/result\/transfer\/TXN\w+$/);
    await expect(page.getByText(t.cashout.success)).toBeVisible();
    await expect(page.getByText(moneyIn(t, before - amount), { exact: true })).toBeVisible();
    expect(sent.count).toBe(2);
    // One debit in the statement, whatever was sent.
    await page.goto('/history');
    await expect(page.getByRole('table', { name: t.route.history, exact: true }).getByRole('row').filter({ hasText: moneyIn(t, amount) })).toHaveCount(1);
    await page.goto('/dashboard');
    await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, before - amount));
  });
}

for (const lang of languages) {
  test(`closes a wallet with a balance: the wallet-close transfer, the status enquiry, the typed word, the permanent close, logout, and no login after (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    // A full-KYC customer of this test alone, with a balance and a beneficiary past its cooling-off (sandbox/db/seed.json 9866000151 to 154).
    const mobile = copyOf('9866000', 151, testInfo, lang);
    const balance = seededBalance(mobile);
    await signIn(page, lang, mobile, '/wallet-status');
    await page.getByRole('link', { name: t.closure.close }).click();
    await expect(page).toHaveURL(/\/wallet-status\/close$/);
    // What must be done first, and whether it is: nothing pending, the balance to go to the beneficiary.
    const checks = page.getByRole('region', { name: t.closure.checksTitle });
    await expect(checks).toContainText(t.closure.met);
    await expect(checks).toContainText(t.closure.toTransfer);
    await expect(checks).toContainText(moneyIn(t, balance));
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.app.continue }).click();
    await expect(page.getByText(t.closure.permanentRequired)).toBeVisible();
    await page.getByLabel(t.closure.permanentConsent).check();
    await page.getByRole('button', { name: t.app.continue }).click();

    const transfer = page.getByRole('dialog', { name: t.closure.transferTitle });
    await expect(transfer).toContainText(moneyIn(t, balance));
    await expectNoAxeViolations(page);
    await confirmWithOtp(page, t, mobile, t.closure.transferTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.closure.confirmTitle);
    // Interrupted once the balance has gone (a reload, as a closed tab or a logout would): the closure
    // starts again at its checks, every one met, and goes on; it never asks for a beneficiary the
    // customer has (issue 31 item 3).
    await reload(page);
    await expect(checks).toContainText(moneyIn(t, 0));
    // Meanwhile the home says the closure is under way: where the balance went, and when the wallet
    // closes by itself; and it leads back to the closure (issue 55 item 9).
    const beneficiary = seed.customers.find((candidate) => candidate.mobileNumber === `${limitOf('countryCodePrefix')}${mobile}`)?.beneficiaries?.[0];
    if (!beneficiary) throw new Error(`the seed gives ${mobile} no beneficiary`);
    const sentTo = { amount: moneyIn(t, balance), beneficiaryName: beneficiary.beneficiaryName, bankName: beneficiary.bankName, accountNumber: `••••${beneficiary.accountNumber.slice(-4)}` };
    await page.goto('/dashboard');
    const underWay = Object.entries(sentTo).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), textAt(t, 'account:closure.underWay'));
    await expect(page.getByText(textWithAnyValues(underWay))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t.closure.finish }).click();
    await expect(page).toHaveURL(/\/wallet-status\/close$/);
    await expect(checks).not.toContainText(t.closure.toTransfer);
    await expect(page.getByText(t.closure.needBeneficiary)).toHaveCount(0);
    await page.getByRole('button', { name: t.app.continue }).click();
    await expect(page.getByText(t.closure.permanentRequired)).toBeVisible();
    await page.getByLabel(t.closure.permanentConsent).check();
    await page.getByRole('button', { name: t.app.continue }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.closure.confirmTitle);
    // The word is typed as the customer's language writes it; anything else is named on the field.
    await page.getByLabel(labelled(t.closure.reason)).selectOption({ label: t.closure.reasonNoLongerNeeded });
    const word = page.getByLabel(labelled(t.closure.typeWord));
    await word.fill('close it');
    await page.getByRole('button', { name: t.closure.closeNow }).click();
    await expect(word).toHaveAccessibleDescription(t.closure.wordMismatch);
    await expectNoAxeViolations(page);
    await word.fill(t.closure.word.toLowerCase());
    await page.getByRole('button', { name: t.closure.closeNow }).click();
    await expect(page).toHaveURL(/\/result\/wallet-closed$/);
    await expect(page.getByText(t.wallet.closedPermanently)).toBeVisible();
    // Where the balance went, though the session is over, and the transfer's reference to quote.
    for (const [label, value] of [[t.transfer.to, sentTo.beneficiaryName], [t.beneficiaries.bank, sentTo.bankName], [t.beneficiaries.account, sentTo.accountNumber], [t.history.amount, sentTo.amount]] as const) {
      await expect(page.getByRole('term').filter({ hasText: labelled(label) }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);
    }
    await expect(page.getByRole('term').filter({ hasText: labelled(t.history.reference) }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^TXN\w+$/);
    await expectNoAxeViolations(page);

    // The session is over, and the closed wallet lets no one in again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, t, mobile, passwordOf(mobile));
    await expect(page.getByText(t.wallet.closed)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
}

for (const lang of languages) {
  test(`manages limits: the wallet's cap and the beneficiary's limits used and left; changing them asks for the OTP that names the new ones (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    // A full-KYC customer of this test alone with a beneficiary and its limits (sandbox/db/seed.json 9866000171 to 174).
    const mobile = copyOf('9866000', 171, testInfo, lang);
    const customer = seed.customers.find((candidate) => candidate.mobileNumber === `${limitOf('countryCodePrefix')}${mobile}`);
    const beneficiary = customer && 'beneficiaries' in customer ? customer.beneficiaries?.[0] : undefined;
    if (!beneficiary?.dailyAmountLimit) throw new Error(`the seed gives ${mobile} no beneficiary with a daily limit`);
    await signIn(page, lang, mobile, '/limits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.limits);
    const walletCap = page.getByRole('definition').filter({ hasText: moneyIn(t, limitOf('fullKycWalletLimitPaise')) });
    await expect(walletCap).toHaveCount(1);
    await expect(page.getByText(moneyIn(t, beneficiary.dailyAmountLimit), { exact: true }).first()).toBeVisible();
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: t.limits.change }).click();
    await expect(page).toHaveURL(/\/beneficiaries\/limits$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.beneficiaryLimits);
    // The form holds the current limits; letters and a negative amount are named on their fields.
    const daily = page.getByLabel(labelled(t.field.dailyAmountLimit));
    // Shown as the language writes an amount: "25000,00" in French (issue 31 item 1).
    await expect(daily).toHaveValue(new RegExp(`^25000(\\${amountMarks(t.format.locale).decimal}00)?$`));
    await daily.fill('-5');
    await page.getByLabel(labelled(t.field.dailyFrequencyLimit)).fill('two');
    await page.getByRole('button', { name: t.beneficiary.saveLimits }).click();
    await expect(daily).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(labelled(t.field.dailyFrequencyLimit))).toHaveAccessibleDescription(t.validation.count);
    await expectNoAxeViolations(page);
    // A monthly limit below the daily one is named on its field, nothing sent (issue 31 item 11).
    const monthly = page.getByLabel(labelled(t.field.monthlyAmountLimit));
    await daily.fill(typedAmount(t, 500_000));
    await monthly.fill(typedAmount(t, 400_000));
    await page.getByLabel(labelled(t.field.dailyFrequencyLimit)).fill('2');
    await page.getByRole('button', { name: t.beneficiary.saveLimits }).click();
    await expect(monthly).toHaveAccessibleDescription(t.validation.monthlyAmountBelowDaily);
    await expect(monthly).toBeFocused();
    await daily.fill('5000');
    await monthly.fill('');
    await page.getByLabel(labelled(t.field.dailyFrequencyLimit)).fill('2');
    await page.getByRole('button', { name: t.beneficiary.saveLimits }).click();
    // The OTP confirms these limits: its dialog and its SMS name them, and its grant sets only them (issue 55 item 5).
    const verify = page.getByRole('dialog', { name: t.limits.verifyTitle });
    await expect(verify).toBeVisible();
    await expect(verify.getByText(moneyIn(t, 500_000), { exact: true })).toBeVisible();
    const [sms] = ((await (await page.request.get(`/sandbox/inbox?mobile=${limitOf('countryCodePrefix')}${mobile}`)).json()) as { messages: { text?: string }[] }).messages;
    expect(sms?.text).toContain(moneyIn(t, 500_000));
    await expectNoAxeViolations(page);
    await verify.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
    await verify.getByRole('button', { name: t.otp.verify }).click();
    await expect(page.getByText(t.beneficiary.updated)).toBeVisible();
    await expect(page).toHaveURL(/\/limits$/);
    await expect(page.getByText(moneyIn(t, 500_000), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(moneyIn(t, beneficiary.monthlyAmountLimit), { exact: true })).toHaveCount(0);
  });
}
