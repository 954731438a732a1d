import { expect, expectNoAxeViolations, languages, limitOf, openIn, passwordOf, submitLogin, test, textsOf } from './fixtures';

const helpAddress = limitOf('helpAddress');

for (const lang of languages) {
  test(`a closed wallet (status 13) is told access is lost and logged out (${lang}) @phone`, async ({ page }) => {
    const t = textsOf(lang);
    await openIn(page, '/login', lang);
    await submitLogin(page, t, '9855555555', passwordOf('9855555555'));
    await expect(page.getByText(t.wallet.closed)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('customerToken'))).toBeNull();
    await expectNoAxeViolations(page);
  });

  test(`a temporary block warns for 10 seconds, naming the help address, and shows no wallet (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    await openIn(page, '/login', lang);
    await submitLogin(page, t, '9833333333', passwordOf('9833333333'));
    await expect(page).toHaveURL(/\/dashboard$/);
    const warning = page.getByRole('status').filter({ hasText: helpAddress });
    await expect(warning).toBeVisible();
    const shown = Date.now();
    await expect(page.getByRole('alert')).toContainText(helpAddress);
    await expect(page.getByTestId('balance')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The duration itself is measured once: it is the same notice in every language and width.
    if (lang === 'en' && testInfo.project.name === 'desktop') {
      await page.waitForTimeout(Math.max(0, shown + 8_000 - Date.now()));
      await expect(warning).toBeVisible();
      await expect(warning).toBeHidden({ timeout: 4_000 });
      expect(Date.now() - shown).toBeGreaterThanOrEqual(9_000);
    }
  });
}
