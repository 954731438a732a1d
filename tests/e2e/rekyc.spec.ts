import type { Page } from '@playwright/test';
import { copyOf, expect, expectNoAxeViolations, fillRekycDetails, labelled, type Lang, languages, latestOtp, openIn, passwordOf, seededDetails, submitLogin, test, type Texts, textsOf } from './fixtures';

/** From the login of a customer who must re-KYC to the details page of the re-KYC journey. */
async function toRekycDetails(page: Page, t: Texts, mobile: string, password: string, axe: boolean): Promise<void> {
  await submitLogin(page, t, mobile, password);
  await expect(page).toHaveURL(/\/rekyc$/);
  await expect(page.getByText(t.rekyc.required)).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel(t.field.mobileNumber).fill(mobile);
  await page.getByRole('button', { name: t.otp.send }).click();
  await expect(page).toHaveURL(/\/rekyc\/otp$/);
  // The re-KYC notice belongs to the page it was said for: it is not repeated on the OTP page.
  await expect(page.getByText(t.rekyc.required)).toHaveCount(0);
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
  await page.getByRole('button', { name: t.otp.verify }).click();
  await expect(page).toHaveURL(/\/rekyc\/details$/);
  if (axe) await expectNoAxeViolations(page);
}

for (const lang of languages) {
  test(`re-KYC: login sends the customer to /rekyc; OTP, on-boarding details, profile update, then login goes on (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    const mobile = copyOf('98111111', 51, testInfo, lang);
    await openIn(page, '/login', lang);
    await toRekycDetails(page, t, mobile, passwordOf(mobile), true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.rekycDetails);
    // The form opens with what the issuer holds; the PAN and the date of birth are the customer's to type.
    const known = seededDetails(mobile);
    await expect(page.getByLabel(labelled(t.field.firstName))).toHaveValue(known['first_name'] ?? '');
    await expect(page.getByLabel(labelled(t.field.email))).toHaveValue(known['emailId'] ?? '');
    await expect(page.getByLabel(labelled(t.field.state))).toHaveValue(known['state_name'] ?? '');
    await expect(page.getByLabel(labelled(t.field.pincode))).toHaveValue(known['Pincode'] ?? '');
    await expect(page.getByLabel(labelled(t.field.pan))).toHaveValue('');
    await expect(page.getByLabel(labelled(t.field.dob))).toHaveValue('');
    await fillRekycDetails(page, t, 'ABCPN1234M');
    await page.getByRole('button', { name: t.app.submit }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(t.rekyc.done)).toBeVisible();
    await submitLogin(page, t, mobile, passwordOf(mobile));
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('re-activation of a dormant wallet: a re-activation code is shown, then the corrected details re-activate it (spec §8)', async ({ page }) => {
  const lang: Lang = 'en';
  const t = textsOf(lang);
  const mobile = '9822222251';
  await openIn(page, '/login', lang);
  await toRekycDetails(page, t, mobile, passwordOf(mobile), false);
  // A dormant wallet is re-activated, and the page says so rather than "re-KYC".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.reactivateDetails);
  // The sandbox answers on-boarding code 2008 for this PAN: the date of birth does not match.
  await fillRekycDetails(page, t, 'AAAPE2008E');
  await page.getByRole('button', { name: t.app.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.onboarding.dobMismatch);
  await expect(page.getByLabel(labelled(t.field.firstName))).toHaveValue('Meera');
  await page.getByLabel(labelled(t.field.pan)).fill('ABCPN1234M');
  await page.getByRole('button', { name: t.app.submit }).click();
  await expect(page.getByText(t.rekyc.done)).toBeVisible();
  await submitLogin(page, t, mobile, passwordOf(mobile));
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/rekyc for a wallet that needs nothing says so (spec §4 Re-KYC and dormancy)', async ({ page }) => {
  const t = textsOf('en');
  await openIn(page, '/rekyc', 'en');
  await page.getByLabel(t.field.mobileNumber).fill('9876543210');
  await page.getByRole('button', { name: t.otp.send }).click();
  await expect(page.getByRole('alert')).toHaveText(t.rekyc.notNeeded);
});

test('a re-KYC answered "in progress" is under way: asking again shows customer status 2 (spec §4, §8 codes 13 and 9334)', async ({ page }) => {
  const t = textsOf('en');
  const mobile = '9811111111';
  await openIn(page, '/login', 'en');
  await toRekycDetails(page, t, mobile, passwordOf(mobile), false);
  // The sandbox answers on-boarding code 13 for this PAN: in progress.
  await fillRekycDetails(page, t, 'AAAPE0013E');
  await page.getByRole('button', { name: t.app.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: t.onboarding.inProgress })).toBeVisible();
  await page.goto('/rekyc');
  await page.getByLabel(t.field.mobileNumber).fill(mobile);
  await page.getByRole('button', { name: t.otp.send }).click();
  await expect(page.getByRole('alert')).toHaveText(t.status.inProgress);
});
