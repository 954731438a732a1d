import kycTypes from '../../rules/catalogues/kyc-types.json' with { type: 'json' };
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import { copyOf, expect, expectNoAxeViolations, labelled, languages, limitOf, passwordOf, signIn, test, textAt, textsOf } from './fixtures';

/** A customer whose PAN is among their KYC documents (sandbox/db/seed.json). */
const panMobile = '9866000191';
const panCustomer = seed.customers.find((customer) => customer.mobileNumber === `${limitOf('countryCodePrefix')}${panMobile}`);

for (const lang of languages) {
  test(`profile: the name in the header opens it; name, mobile, e-mail and KYC level, and a name verified with a PAN card cannot change (${lang}) @phone`, async ({ page }) => {
    if (!panCustomer) throw new Error(`seed.json has no ${panMobile}`);
    const t = textsOf(lang);
    await signIn(page, lang, panMobile);
    await page.getByRole('link', { name: `${t.nav.profile}: ${panCustomer.fullName}` }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: t.route.profile })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(panCustomer.fullName);
    await expect(main).toContainText(panCustomer.email ?? '');
    await expect(main).toContainText(textAt(t, kycTypes.entries.find((entry) => entry.code === panCustomer.kycType)?.messageKey ?? ''));
    await expect(main).toContainText(t.profile.nameLocked);
    await expect(main.getByRole('link', { name: t.profile.changeEmail })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const lang of languages) {
  test(`manage password: the current one first (165 when wrong, what was typed kept), the policy as typed, 18, and the session elsewhere ends while this one goes on (${lang}) @phone`, async ({ page, browser }, testInfo) => {
    const t = textsOf(lang);
    // Each language and width has its own customer (seed.json 9866000221 to 224): their password changes.
    const mobile = copyOf('98660002', 21, testInfo, lang);
    const elsewhere = await browser.newPage();
    await signIn(elsewhere, lang, mobile);
    await signIn(page, lang, mobile, '/profile');
    await page.getByRole('link', { name: t.route.managePassword }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.route.managePassword })).toBeVisible();
    const newPassword = `${passwordOf(mobile)}!`;
    const current = page.getByLabel(labelled(t.field.currentPassword));
    const fresh = page.getByLabel(labelled(t.field.newPassword));
    await current.fill(`${passwordOf(mobile)}x`);
    await fresh.fill(newPassword);
    await page.getByLabel(labelled(t.field.confirmPassword)).fill(newPassword);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.password.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.code['165'] })).toBeVisible();
    await expect(fresh).toHaveValue(newPassword);
    await current.fill(passwordOf(mobile));
    await page.getByRole('button', { name: t.password.save }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('status').filter({ hasText: t.code['18'] })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.route.profile })).toBeVisible();
    // The other device's session ended with the old password: its next page is the login.
    await elsewhere.goto('/dashboard');
    await expect(elsewhere).toHaveURL(/\/login$/);
    await elsewhere.close();
  });
}
