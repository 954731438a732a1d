import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import migrationTypes from '../../rules/catalogues/migration-transaction-types.json' with { type: 'json' };
import { copyOf, expect, expectNoAxeViolations, fillMigrationDetails, labelled, languages, latestOtp, limitOf, moneyIn, openIn, test, textAt, textsOf } from './fixtures';

/** The previous provider's account of a number, as the sandbox holds it (sandbox/db/seed.json). */
function oldAccountOf(mobile: string) {
  const account = seed.migrationAccounts.find((candidate) => candidate.mobileNumber === `${limitOf('countryCodePrefix')}${mobile}`);
  if (!account) throw new Error(`seed.json has no migration account for ${mobile}`);
  return account;
}

for (const lang of languages) {
  test(`migration: OTP, the old account shown, details, a password, and the wallet opens signed in with the old balance and transactions; a second try meets code 10 (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    const mobile = copyOf('98444444', 61, testInfo, lang);
    const old = oldAccountOf(mobile);
    await openIn(page, '/login', lang);
    await page.getByRole('link', { name: t.login.migrate }).click();
    await expect(page).toHaveURL(/\/migration\/mobile$/);
    await expectNoAxeViolations(page);
    await page.getByLabel(t.field.mobileNumber).fill(mobile);
    await page.getByRole('button', { name: t.otp.send }).click();
    await expect(page).toHaveURL(/\/migration\/mobile\/otp$/);
    await expectNoAxeViolations(page);
    await page.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
    await page.getByRole('button', { name: t.otp.verify }).click();
    await expect(page).toHaveURL(/\/migration\/details$/);

    // What moves, shown before the customer confirms: the balance and each old transaction.
    const moving = page.getByRole('region', { name: t.migration.movingTitle });
    await expect(moving).toContainText(moneyIn(t, old.balancePaise));
    await expect(moving.getByRole('table', { name: t.migration.transactionsCaption }).getByRole('row')).toHaveCount(old.transactions.length + 1);
    await expect(page.getByLabel(t.consent.nameMatchesDocument)).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The old account rests encrypted under migrationData (spec §3).
    const stored = await page.evaluate(() => localStorage.getItem('migrationData') ?? '');
    expect(stored).not.toBe('');
    expect(stored).not.toContain(old.uuid);

    await fillMigrationDetails(page, t, 'ABCPM1234S');
    await page.getByRole('button', { name: t.migration.submit }).click();
    await expect(page).toHaveURL(/\/migration\/password$/);
    await expectNoAxeViolations(page);
    await page.getByLabel(labelled(t.field.newPassword)).fill('Moved@2026');
    await page.getByLabel(labelled(t.field.confirmPassword)).fill('Moved@2026');
    await page.getByRole('button', { name: t.password.save }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(t.migration.done)).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, old.balancePaise));
    expect(await page.evaluate(() => localStorage.getItem('migrationData'))).toBeNull();

    // The old transactions are in the history, on their own dates.
    const first = [...old.transactions].sort((a, b) => a.created.localeCompare(b.created))[0]?.created ?? '';
    await page.goto(`/history?from=${first.slice(0, 4)}-${first.slice(4, 6)}-${first.slice(6, 8)}&to=${new Date().toISOString().slice(0, 10)}`);
    const rows = page.getByRole('table', { name: t.route.history, exact: true }).getByRole('row');
    await expect(rows).toHaveCount(old.transactions.length + 1);
    // The oldest, last of the rows, names on its detail the type it maps to (spec §4 Migration).
    const oldest = [...old.transactions].sort((a, b) => a.created.localeCompare(b.created))[0];
    const mapped = migrationTypes.entries.find((entry) => entry.code === oldest?.type);
    await rows.last().getByRole('link').first().click();
    // The term and its definition, side by side in the detail's list of facts.
    await expect(page.locator('dt', { hasText: t.transaction.migratedType }).locator('+ dd')).toHaveText(textAt(t, mapped?.messageKey ?? ''));

    // Spec §8: in migration, an account that has moved is told "Your profile seems to be updated, please login".
    await page.getByRole('button', { name: t.app.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
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
  await fillMigrationDetails(page, t, 'AAAPR1088R');
  await page.getByRole('button', { name: t.migration.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.registration.failed);
  await expect(page).toHaveURL(/\/migration\/details$/);
});
