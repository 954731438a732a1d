import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import { copyOf, expect, expectNoAxeViolations, languages, limitOf, outsideTheScreen, signIn, test, textsOf } from './fixtures';

for (const lang of languages) {
  test(`a beneficiary is deleted after a confirmation that names it, and the list says there is none (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    // A customer of this test alone with one beneficiary (sandbox/db/seed.json 9866000121 to 124).
    const mobile = copyOf('9866000', 121, testInfo, lang);
    const customer = seed.customers.find((candidate) => candidate.mobileNumber === `${limitOf('countryCodePrefix')}${mobile}`);
    const beneficiary = customer && 'beneficiaries' in customer ? customer.beneficiaries?.[0] : undefined;
    if (!beneficiary) throw new Error(`the seed gives ${mobile} no beneficiary`);
    await signIn(page, lang, mobile, '/beneficiaries');
    const row = page.getByRole('row').filter({ hasText: beneficiary.beneficiaryName });
    // The account number is masked: its last four digits only.
    await expect(row).toContainText(beneficiary.accountNumber.slice(-4));
    await expect(row).not.toContainText(beneficiary.accountNumber);
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: t.beneficiaries.delete }).click();
    const confirm = page.getByRole('dialog', { name: t.beneficiaries.deleteTitle });
    await expect(confirm).toContainText(beneficiary.beneficiaryName);
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: t.app.cancel }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: t.beneficiaries.delete }).click();
    await confirm.getByRole('button', { name: t.beneficiaries.deleteConfirm }).click();
    await expect(page.getByText(t.beneficiary.deleted)).toBeVisible();
    await expect(page.getByText(t.beneficiaries.empty)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
