import { copyOf, expect, expectNoAxeViolations, languages, outsideTheScreen, signIn, test, textsOf } from './fixtures';

for (const lang of languages) {
  test(`wallet status: block the card with a confirmation that says what stops, see it refused money, then unblock it (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    // A customer of this test alone (sandbox/db/seed.json 9866000111 to 114): blocking changes what others would read.
    const mobile = copyOf('9866000', 111, testInfo, lang);
    await signIn(page, lang, mobile);
    await page.getByRole('link', { name: t.route.walletStatus }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.walletStatus);
    const card = page.getByRole('definition').nth(1);
    await expect(card).toHaveText(t.cardState.active);
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // Cancel changes nothing; confirming blocks, after saying what stops working.
    await page.getByRole('button', { name: t.card.block, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t.card.blockTitle });
    await expect(confirm).toContainText(t.card.blockIntro);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: t.app.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toHaveText(t.cardState.active);
    await page.getByRole('button', { name: t.card.block, exact: true }).click();
    await confirm.getByRole('button', { name: t.card.blockConfirm }).click();
    await expect(page.getByText(t.card.blocked, { exact: true })).toBeVisible();
    await expect(card).toHaveText(t.cardState.blocked);
    await expect(page.getByText(t.permission.cardBlocked)).toBeVisible();
    await expect(page.getByRole('button', { name: t.card.block, exact: true })).toHaveCount(0);

    // Blocked, the home refuses adding money and says why.
    await page.getByRole('link', { name: t.app.goHome }).click();
    const addMoney = page.getByRole('region', { name: t.home.quickActions }).getByRole('button', { name: t.home.addMoney });
    await expect(addMoney).toHaveAccessibleDescription(t.permission.cardBlockedMark);

    await page.getByRole('link', { name: t.route.walletStatus }).click();
    await page.getByRole('button', { name: t.card.unblock, exact: true }).click();
    const unblock = page.getByRole('dialog', { name: t.card.unblockTitle });
    await expect(unblock).toContainText(t.card.unblockIntro);
    await unblock.getByRole('button', { name: t.card.unblockConfirm }).click();
    await expect(page.getByText(t.card.unblocked, { exact: true })).toBeVisible();
    await expect(card).toHaveText(t.cardState.active);
    await expect(page.getByRole('button', { name: t.card.block, exact: true })).toBeVisible();
  });
}
