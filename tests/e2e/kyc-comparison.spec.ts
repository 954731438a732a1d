import rules from '../../rules/kyc-permissions.rules.json' with { type: 'json' };
import screen from '../../schemas/screens/kycComparison.v1.json' with { type: 'json' };
import { expect, expectNoAxeViolations, languages, limitOf, moneyIn, openIn, outsideTheScreen, test, textsOf } from './fixtures';

/** What minimum KYC is refused, as rules/kyc-permissions.rules.json says it. */
const refused = (rules.conditions.refused.all.find((part) => part.fact === 'action')?.value ?? []);
const block = screen.blocks.find((candidate) => candidate.type === 'comparison');

for (const lang of languages) {
  test(`minimum and full KYC side by side: the limits and what each level may do, as the rule files say (${lang}) @phone`, async ({ page }) => {
    const t = textsOf(lang);
    await openIn(page, '/kyc-comparison', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.kycComparison);
    const table = page.getByRole('table', { name: t.kyc.compareCaption });
    const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await expect(row(t.kyc.compareWalletLimit).getByRole('cell')).toHaveText([moneyIn(t, limitOf('minKycWalletLimitPaise')), moneyIn(t, limitOf('fullKycWalletLimitPaise'))]);
    await expect(row(t.kyc.compareValidity).getByRole('cell')).toHaveText([t.kyc.validityMonths.replace('{{value}}', String(limitOf('minKycValidityMonths'))), t.kyc.fullKycValidity]);
    const actions = t.permission.action as Readonly<Record<string, string>>;
    for (const action of refused.filter((name) => !(block?.exclude ?? []).includes(name))) {
      await expect(row(actions[action] ?? action).getByRole('cell')).toHaveText([t.kyc.no, t.kyc.yes]);
    }
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t.kyc.upgradeNow }).click();
    // A visitor is asked to log in first; the upgrade is for a signed-in customer.
    await expect(page).toHaveURL(/\/login$/);
  });
}
