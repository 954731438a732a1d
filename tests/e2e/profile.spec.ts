import kycTypes from '../../rules/catalogues/kyc-types.json' with { type: 'json' };
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import { expect, expectNoAxeViolations, languages, limitOf, signIn, test, textAt, textsOf } from './fixtures';

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
