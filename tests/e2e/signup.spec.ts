import type { Page } from '@playwright/test';
import { aadhaarWithMatch, expect, expectNoAxeViolations, fillSignupDetails, freshMobile, labelled, languages, latestOtp, limitOf, moneyIn, openIn, signupStepText, test, type Texts, textsOf, throughAadhaar, reload, shownText } from './fixtures';

// A browser whose own date order is mm/dd/yyyy: the portal's dates still read DD/MM/YYYY.
test.use({ locale: 'en-US' });

async function enterMobileAndOtp(page: Page, t: Texts, mobile: string): Promise<void> {
  await page.getByLabel(t.field.mobileNumber).fill(mobile);
  await page.getByRole('button', { name: t.otp.send }).click();
  await expect(page).toHaveURL(/\/signup\/otp$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.signupOtp);
}

/** From the details to the Aadhaar OTP box: e-mail OTP, then the Aadhaar number. */
async function throughEmailAndAadhaar(page: Page, t: Texts, email: string, aadhaar: string, axe: boolean): Promise<void> {
  const emailBox = page.getByRole('dialog', { name: t.signup.emailOtpTitle });
  await expect(emailBox).toBeVisible();
  // The address the code went to, masked: its domain shows, its name does not.
  await expect(emailBox).toContainText(email.slice(email.indexOf('@')));
  await expect(emailBox).not.toContainText(email);
  await expect(emailBox.getByRole('button', { name: t.otp.changeEmail })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await emailBox.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { email }));
  await emailBox.getByRole('button', { name: t.otp.verify }).click();
  await throughAadhaar(page, t, aadhaar, axe);
}

for (const lang of languages) {
  test(`sign-up from mobile to card registration, then a first password, signed in (${lang}) @phone`, async ({ page }) => {
    const t = textsOf(lang);
    const mobile = freshMobile();
    const email = `e2e.${mobile}@example.in`;
    await openIn(page, '/signup', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.signup);
    await expectNoAxeViolations(page);
    await enterMobileAndOtp(page, t, mobile);
    await expectNoAxeViolations(page);
    // Where the code went, masked; and a way back to change the number, which stays typed.
    const intro = page.getByText(t.otp.introTo.split('{{to}}')[0] ?? '');
    await expect(intro).toContainText(mobile.slice(-3));
    await expect(intro).not.toContainText(mobile);
    await page.getByRole('button', { name: t.otp.changeNumber }).click();
    await expect(page).toHaveURL(/\/signup$/);
    // The text box of the mobile number: while the OTP page gives way, the label's text also names other things.
    await expect(page.getByRole('textbox', { name: labelled(t.field.mobileNumber) })).toHaveValue(mobile);
    await page.getByRole('button', { name: t.otp.send }).click();
    await expect(page).toHaveURL(/\/signup\/otp$/);
    await page.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
    await page.getByRole('button', { name: t.otp.verify }).click();
    await expect(page).toHaveURL(/\/signup\/details$/);
    await expect(page.getByText(signupStepText(t, 'details'), { exact: true })).toBeVisible();
    // A consent is never ticked for the customer, and the terms it accepts are a link away.
    await expect(page.getByLabel(t.consent.agreement)).not.toBeChecked();
    await expect(page.getByRole('link', { name: t.consent.readTerms })).toHaveAttribute('href', '/terms');
    await expectNoAxeViolations(page);

    // What was typed survives a reload, and rests encrypted (spec §3 signUpInfo).
    const before = await page.evaluate(() => localStorage.getItem('signUpInfo'));
    await page.getByLabel(labelled(t.field.firstName)).fill('Kavya');
    // Storage takes what was typed once the browser is idle: the reload waits for it, as a customer's pause would.
    await page.waitForFunction((sealed) => (localStorage.getItem('signUpInfo') ?? sealed) !== sealed, before);
    await reload(page);
    await expect(page.getByLabel(labelled(t.field.firstName))).toHaveValue('Kavya');
    const stored = await page.evaluate(() => localStorage.getItem('signUpInfo') ?? '');
    expect(stored).not.toContain('Kavya');
    expect(stored).not.toContain(mobile);

    // Submitting with nothing names every missing field and focuses the first.
    await page.getByRole('button', { name: t.app.continue }).click();
    await expect(page.getByLabel(labelled(t.field.lastName))).toBeFocused();
    await expect(page.getByLabel(labelled(t.field.lastName))).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await fillSignupDetails(page, t, { first: 'Kavya', last: 'Rao', email, pan: 'ABCPR1234K' });
    await page.getByRole('button', { name: t.app.continue }).click();
    await expect(page.getByText(t.pan.verified)).toBeVisible();
    await throughEmailAndAadhaar(page, t, email, aadhaarWithMatch(92), true);

    // The journey ends with a first password, and the customer signed in with it (no detour through "Forgot password").
    await expect(page).toHaveURL(/\/signup\/password$/);
    await expect(page.getByText(t.onboarding.success, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.password.setTitle);
    await expectNoAxeViolations(page);
    await page.getByLabel(labelled(t.field.newPassword)).fill('Kavya@2026');
    await page.getByLabel(labelled(t.field.confirmPassword)).fill('Kavya@2026');
    await page.getByRole('button', { name: t.password.save }).click();
    await expect(page).toHaveURL(/\/result\/wallet-created$/);
    await expect(page.getByText(t.result.walletCreated)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('signUpInfo'))).toBeNull();
    await expectNoAxeViolations(page);

    // Signed in: the new wallet, empty.
    await page.getByRole('link', { name: t.result.toWallet }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, 0));
  });
}

test('sign-up refuses a number that already has a wallet (spec §8 code 102)', async ({ page }) => {
  const t = textsOf('en');
  await openIn(page, '/signup', 'en');
  await page.getByLabel(t.field.mobileNumber).fill('9876543210');
  await page.getByRole('button', { name: t.otp.send }).click();
  await expect(page.getByRole('alert')).toHaveText(t.code['102']);
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('textbox', { name: labelled(t.field.mobileNumber) })).toHaveValue('9876543210');
});

for (const lang of languages) {
  test(`sign-up: under-age, PAN mismatch, on-boarding refusal and progress, Aadhaar below 85%, a registration code; each error in view (${lang}) @phone`, async ({ page }) => {
    const t = textsOf(lang);
    const mobile = freshMobile();
    const email = `e2e.${mobile}@example.in`;
    await openIn(page, '/signup', lang);
    await enterMobileAndOtp(page, t, mobile);
    await page.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
    await page.getByRole('button', { name: t.otp.verify }).click();
    await expect(page).toHaveURL(/\/signup\/details$/);
    const submit = () => page.getByRole('button', { name: t.app.continue }).click();
    const alert = page.locator('.form-alert');

    // Spec §5: 18 or older, checked before anything is sent.
    const young = new Date();
    young.setFullYear(young.getFullYear() - limitOf('minimumAgeYears') + 1);
    await fillSignupDetails(page, t, { first: 'Tara', last: 'Iyer', email, pan: 'AAAPN1234N', dob: young.toISOString().slice(0, 10) });
    await submit();
    await expect(page.getByText(shownText(t, 'validation.minimumAge'))).toBeVisible();

    // The PIN code is of the state chosen from the list (rules/catalogues/indian-states.json): a Kerala
    // address with a Bengaluru PIN code is named on the PIN code before anything is sent.
    const state = page.getByLabel(labelled(t.field.state));
    await state.selectOption('Kerala');
    await submit();
    await expect(page.getByLabel(labelled(t.field.pincode))).toHaveAccessibleDescription(t.validation.pincodeState);
    await state.selectOption('Karnataka');

    // Spec §4: the PAN is verified only if both name and date of birth match. The date is typed as
    // DD/MM/YYYY in a browser whose own locale writes mm/dd/yyyy.
    const dob = page.getByLabel(labelled(t.field.dob));
    await dob.clear();
    await dob.pressSequentially('15041990');
    await expect(dob).toHaveValue('15/04/1990');
    await expect(dob).toHaveAccessibleDescription(t.field.dateFormat);
    await submit();
    await expect(alert).toHaveText(t.pan.detailsIncorrect);

    // Spec §8 on-boarding codes: 12 is a refusal, 13 is in progress.
    await page.getByLabel(labelled(t.field.pan)).fill('AAAPE0012E');
    await submit();
    await expect(alert).toHaveText(t.onboarding.unable);
    // The refusal decides the step: it is focused and in view (the button was at the bottom of a long
    // form), and the PAN's "verified" does not show beside it.
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    await expect(page.getByText(t.pan.verified)).toHaveCount(0);
    await page.getByLabel(labelled(t.field.pan)).fill('AAAPE0013E');
    await submit();
    await expect(page.getByRole('status').filter({ hasText: t.onboarding.inProgress })).toBeVisible();

    // Spec §4: below 85% name match, back to the details with the message.
    await page.getByLabel(labelled(t.field.pan)).fill('ABCPT1234C');
    await submit();
    await throughEmailAndAadhaar(page, t, email, aadhaarWithMatch(70), false);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(alert).toHaveText(t.aadhaar.nameMismatch);
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    await expect(page.getByLabel(labelled(t.field.firstName))).toHaveValue('Tara');

    // Spec §8 registration codes: the sandbox answers 1003 at card registration for the PAN AAAPR1003R.
    // The address was verified on the first try: a second try goes straight to the Aadhaar modal, and
    // no second e-mail OTP is sent (the sandbox would hold one back within resendOtpSeconds).
    await page.getByLabel(labelled(t.field.pan)).fill('AAAPR1003R');
    await submit();
    await throughAadhaar(page, t, aadhaarWithMatch(92), false);
    await expect(page.getByRole('dialog', { name: t.aadhaar.otpTitle }).getByRole('alert')).toHaveText(t.code['1003']);

    // Spec §4 customer status: with on-boarding under way (4), login by OTP shows that state instead of sending an OTP.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/login');
    await page.getByRole('button', { name: t.login.withOtp }).click();
    await page.getByLabel(t.field.mobileNumber).fill(mobile);
    await page.getByRole('button', { name: t.otp.send }).click();
    await expect(page.getByRole('alert')).toHaveText(t.status.onboardingInProgress);
  });
}

test('the details cannot be reached by their address before the OTP is verified', async ({ page }) => {
  const t = textsOf('en');
  await openIn(page, '/signup', 'en');
  await enterMobileAndOtp(page, t, freshMobile());
  await page.goto('/signup/details');
  await expect(page).toHaveURL(/\/signup$/);
});
