import { copyOf, expect, expectNoAxeViolations, languages, outsideTheScreen, signIn, test, textsOf, reload } from './fixtures';

/** The other device: a Windows computer running Edge, as its browser says of itself. */
const windowsEdge = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

for (const lang of languages) {
  test(`signed-in devices: the profile lists this device and another, logs the other out after a confirmation naming it, then all others; each time that device's login says why (${lang}) @phone`, async ({ page, browser }, testInfo) => {
    const t = textsOf(lang);
    // A customer of this test alone (sandbox/db/seed.json 9866000391 to 394): their other sessions end.
    const mobile = copyOf('9866000', 391, testInfo, lang);
    const computer = await browser.newContext({ userAgent: windowsEdge });
    const elsewhere = await computer.newPage();
    await signIn(elsewhere, lang, mobile);
    await signIn(page, lang, mobile, '/profile');
    await page.getByRole('link', { name: t.route.sessions }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.route.sessions })).toBeVisible();
    const thisDevice = page.getByRole('row').filter({ hasText: t.sessionState.current });
    // The other device by its browser: this one may say Windows too (the desktop project's Chrome does).
    const other = page.getByRole('row').filter({ hasText: 'Edge' });
    await expect(thisDevice).toHaveCount(1);
    await expect(other).toContainText(t.device.windows);
    await expect(other).toContainText(t.sessionState.other);
    // This device is not offered a logout here: the menu's logout is for it.
    await expect(thisDevice.getByRole('button', { name: t.sessions.logOut })).toHaveCount(0);
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);

    await other.getByRole('button', { name: t.sessions.logOut }).click();
    const confirm = page.getByRole('dialog', { name: t.sessions.logOutTitle });
    await expect(confirm).toContainText(t.device.windows);
    // Opened from a table row, the dialog wraps its text all the same.
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: t.sessions.logOutConfirm }).click();
    await expect(page.getByText(t.sessions.ended)).toBeVisible();
    await expect(page.getByText(t.sessions.onlyThis)).toBeVisible();
    await expect(other).toHaveCount(0);
    await elsewhere.goto('/dashboard');
    await expect(elsewhere).toHaveURL(/\/login$/);
    await expect(elsewhere.getByRole('status').filter({ hasText: t.code['177'] })).toBeVisible();

    // Signed in there again (a fresh browser, as after a logout the portal's XSRF cookie is still set), it is logged out with every other device at once.
    await computer.close();
    const again = await browser.newContext({ userAgent: windowsEdge });
    const laterElsewhere = await again.newPage();
    await signIn(laterElsewhere, lang, mobile);
    await reload(page);
    await expect(other).toHaveCount(1);
    await page.getByRole('button', { name: t.sessions.logOutOthers }).click();
    const all = page.getByRole('dialog', { name: t.sessions.logOutOthersTitle });
    await all.getByRole('button', { name: t.sessions.logOutOthersConfirm }).click();
    await expect(page.getByText(t.sessions.othersEnded)).toBeVisible();
    await expect(other).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.sessions.logOutOthers })).toHaveCount(0);
    await laterElsewhere.goto('/dashboard');
    await expect(laterElsewhere).toHaveURL(/\/login$/);
    await expect(laterElsewhere.getByRole('status').filter({ hasText: t.code['177'] })).toBeVisible();
    await again.close();
  });
}
