import type { Page } from '@playwright/test';
import { copyOf, expect, expectNoAxeViolations, fillLabelled, labelled, languages, latestOtp, openIn, test, type Texts, textsOf } from './fixtures';

async function fillDetails(page: Page, t: Texts, pan: string): Promise<void> {
  await fillLabelled(page, {
    [t.field.firstName]: 'Sunil',
    [t.field.lastName]: 'Menon',
    [t.field.email]: 'sunil.menon@example.in',
    [t.field.dob]: '1979-11-02',
    [t.field.pan]: pan,
    [t.field.address]: '4 Residency Road',
    [t.field.city]: 'Bengaluru',
    [t.field.district]: 'Bengaluru Urban',
    [t.field.state]: 'Karnataka',
    [t.field.pincode]: '560025',
    [t.field.country]: 'India',
  });
  await page.getByLabel(t.consent.nameMatchesDocument).check();
  await page.getByLabel(t.consent.agreement).check();
}

for (const lang of languages) {
  test(`migration: the old account, OTP, details, the wallet opens with the old balance; a second try meets code 10 (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    const mobile = copyOf('98444444', 61, testInfo, lang);
    await openIn(page, '/login', lang);
    await page.getByRole('link', { name: t.login.migrate }).click();
    await expect(page).toHaveURL(/\/migration\/mobile$/);
    await expectNoAxeViolations(page);
    await page.getByLabel(t.field.mobileNumber).fill(mobile);
    await page.getByRole('button', { name: t.otp.send }).click();
    await expect(page).toHaveURL(/\/migration\/mobile\/otp$/);
    await expectNoAxeViolations(page);
    // The old account rests encrypted under migrationData (spec §3).
    const stored = await page.evaluate(() => localStorage.getItem('migrationData') ?? '');
    expect(stored).not.toBe('');
    expect(stored).not.toContain('uuid');
    await page.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
    await page.getByRole('button', { name: t.otp.verify }).click();
    await expect(page).toHaveURL(/\/migration\/details$/);
    await expectNoAxeViolations(page);
    await fillDetails(page, t, 'ABCPM1234S');
    await page.getByRole('button', { name: t.migration.submit }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(t.migration.done)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('migrationData'))).toBeNull();

    // Spec §8: in migration, code 10 reads "Your profile seems to be updated, please login".
    await page.getByRole('link', { name: t.login.migrate }).click();
    // The login page has a mobile field too: type only once the migration's page is there.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.migrationMobile);
    await page.getByLabel(t.field.mobileNumber).fill(mobile);
    await page.getByRole('button', { name: t.otp.send }).click();
    await expect(page.getByRole('alert')).toHaveText(t.code['10migration']);
  });
}

test('migration: registration code 1088 is an error in migration (spec §8)', async ({ page }) => {
  const t = textsOf('en');
  const mobile = '9844444444';
  await openIn(page, '/migration/mobile', 'en');
  await page.getByLabel(t.field.mobileNumber).fill(mobile);
  await page.getByRole('button', { name: t.otp.send }).click();
  await expect(page).toHaveURL(/\/migration\/mobile\/otp$/);
  await page.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
  await page.getByRole('button', { name: t.otp.verify }).click();
  // The sandbox answers registration code 1088 for the PAN AAAPR1088R.
  await fillDetails(page, t, 'AAAPR1088R');
  await page.getByRole('button', { name: t.migration.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.registration.failed);
  await expect(page).toHaveURL(/\/migration\/details$/);
});
