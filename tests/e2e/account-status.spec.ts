import { expect, expectNoAxeViolations, languages, limitOf, openIn, outsideTheScreen, passwordOf, submitLogin, test, textsOf } from './fixtures';

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

  test(`a temporary block warns for 10 seconds, naming the help address, and shows no wallet (${lang}) @phone`, async ({ page }) => {
    const t = textsOf(lang);
    const noticeMs = limitOf('noticeMs');
    // The page's clock, so the notice's duration is measured without waiting it out.
    await page.clock.install();
    await openIn(page, '/login', lang);
    // Time stops before the notice can start, and then moves only as the test says: however busy the
    // machine, the notice has been shown for no time at all when the test sees it. The clock moves on while
    // the test asks it the time, so the moment named may have passed already, which pauseAt refuses; it is asked again.
    await expect(async () => {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    }).toPass();
    await submitLogin(page, t, '9833333333', passwordOf('9833333333'));
    await expect(page).toHaveURL(/\/dashboard$/);
    const warning = page.getByRole('status').filter({ hasText: helpAddress });
    await expect(warning).toBeVisible();
    // In place of the wallet, a shorter line: the warning's words show once on the screen.
    await expect(page.getByRole('alert')).toHaveText(t.notice.temporaryBlockInline);
    await expect(page.getByText(helpAddress)).toHaveCount(1);
    await expect(page.getByTestId('balance')).toHaveCount(0);
    // Within the screen, its dismiss button too, at every width.
    await expect(warning.getByRole('button', { name: t.app.dismiss })).toBeInViewport();
    expect(await outsideTheScreen(page)).toEqual([]);
    await page.clock.fastForward(noticeMs - 1_000);
    await expect(warning).toBeVisible();
    await page.clock.fastForward(2_000);
    await expect(warning).toBeHidden();
    // axe-core runs on the page's timers: time flows again for it.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });
}
