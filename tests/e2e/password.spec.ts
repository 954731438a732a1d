import { copyOf, expect, expectNoAxeViolations, freshMobile, labelled, languages, latestOtp, limitOf, openIn, submitLogin, test, textsOf } from './fixtures';
import { registerCustomerMessageCode } from '../../src/api/generated/message-codes';

for (const lang of languages) {
  test(`forgotten password: OTP, a new password with the policy shown as typed, 18, then login with it (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    // A full-KYC copy of its own (the login-by-OTP test reads the same copy, never its password).
    const mobile = copyOf('98765432', 51, testInfo, lang);
    const password = `Renewed@${String(Date.now()).slice(-4)}`;
    await openIn(page, '/login', lang);
    await page.getByRole('link', { name: t.login.forgotPassword }).click();
    await expect(page).toHaveURL(/\/verify-otp$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.verifyOtp);
    await expectNoAxeViolations(page);
    await page.getByLabel(t.field.mobileNumber).fill(mobile);
    await page.getByRole('button', { name: t.otp.send }).click();
    await expect(page.getByLabel(labelled(t.field.otp))).toBeVisible();
    await expectNoAxeViolations(page);
    // A wrong code first: the sandbox answers 139 and the customer may try again.
    await page.getByLabel(labelled(t.field.otp)).fill('000000');
    await page.getByRole('button', { name: t.otp.verify }).click();
    await expect(page.getByRole('alert')).toHaveText(t.code['139']);
    await page.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
    await page.getByRole('button', { name: t.otp.verify }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectNoAxeViolations(page);

    // Spec §5: the policy, ticked off as the customer types.
    const policy = page.getByRole('list', { name: t.password.policyTitle });
    await page.getByLabel(labelled(t.field.newPassword)).fill('short');
    await expect(policy.getByRole('listitem').filter({ hasText: t.password.policyLength })).toContainText(t.password.ruleNotMet);
    await expect(policy.getByRole('listitem').filter({ hasText: t.password.policyLower })).toContainText(t.password.ruleMet);
    await page.getByRole('button', { name: t.password.save }).click();
    await expect(page.getByText(t.validation.passwordPolicy)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(labelled(t.field.newPassword)).fill(password);
    await expect(policy.getByRole('listitem').filter({ hasText: t.password.policyLength })).toContainText(t.password.ruleMet);
    await page.getByLabel(labelled(t.field.confirmPassword)).fill(`${password}x`);
    await page.getByRole('button', { name: t.password.save }).click();
    await expect(page.getByText(t.validation.passwordsMatch)).toBeVisible();
    await page.getByLabel(labelled(t.field.confirmPassword)).fill(password);
    await page.getByRole('button', { name: t.password.save }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(t.code['18'])).toBeVisible();

    await submitLogin(page, t, mobile, password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('a reset page reached without a verified OTP starts the journey over (spec §2 /reset-password)', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/verify-otp$/);
});

test('a wallet without a password yet: the reset answers 11 and the password just typed sets it, without asking again (spec §8)', async ({ page, request }) => {
  const t = textsOf('en');
  // A wallet created without a password (api/customer/register), as the sandbox's API allows.
  const mobile = freshMobile();
  const full = `${limitOf('countryCodePrefix')}${mobile}`;
  await request.post('/api/register', { data: { mobileNumber: full } });
  const verified = await request.post('/api/login/validate', { data: { mobileNumber: full, otp: await latestOtp(request, { mobile }), isTokenRequired: 'N' } });
  const { mobileGrant } = (await verified.json()) as { mobileGrant: string };
  expect((await request.post('/api/customer/register', { data: { messageCode: registerCustomerMessageCode, mobileNumber: full, entityId: limitOf('entityId'), mobileGrant } })).status()).toBe(200);

  await openIn(page, '/verify-otp', 'en');
  await page.getByLabel(t.field.mobileNumber).fill(mobile);
  await page.getByRole('button', { name: t.otp.send }).click();
  await expect(page.getByLabel(labelled(t.field.otp))).toBeVisible();
  await page.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
  await page.getByRole('button', { name: t.otp.verify }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel(labelled(t.field.newPassword)).fill('Firsttime@2026');
  await page.getByLabel(labelled(t.field.confirmPassword)).fill('Firsttime@2026');
  await page.getByRole('button', { name: t.password.save }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(t.code['18'])).toBeVisible();
  await submitLogin(page, t, mobile, 'Firsttime@2026');
  await expect(page).toHaveURL(/\/dashboard$/);
});
