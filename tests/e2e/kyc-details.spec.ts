import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import detailsAnswer from '../../rules/kyc-details-answer.rules.json' with { type: 'json' };
import kycTypes from '../../rules/catalogues/kyc-types.json' with { type: 'json' };
import { showDate } from '../../src/core/format/ist-time';
import { expect, expectNoAxeViolations, languages, limitOf, outsideTheScreen, passwordOf, signIn, test, textAt, textsOf, type Lang, type Texts } from './fixtures';

/** The seeded customers of the KYC details (sandbox/db/seed.json): minimum KYC ending soon, and ended. */
const endingSoon = '9866000201';
const ended = '9866000202';
const fullKyc = seed.customers[0];

/** The KYC details as the sandbox answers them to the customer (plain JSON, as an integrator calls it). */
async function kycDetailsOf(request: APIRequestContext, mobile: string): Promise<{ kyc: { validity?: { validUntil: string } } }> {
  const mobileNumber = `${limitOf('countryCodePrefix')}${mobile}`;
  const login = await request.post('/api/mobile-password-validation', { data: { mobileNumber, password: passwordOf(mobile) } });
  const { token } = (await login.json()) as { token: string };
  const answer = await request.post('/api/kyc/details', { data: { mobileNumber }, headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()) as { kyc: { validity?: { validUntil: string } } };
}

/** Signed in (without the login page, whose KYC prompt login-kyc.spec.ts tests), opens the KYC details from the home's wallet card. */
async function openKycDetails(page: Page, t: Texts, lang: Lang, mobile: string): Promise<void> {
  await signIn(page, lang, mobile);
  await page.getByRole('link', { name: t.kyc.details }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.kycDetails);
}

for (const lang of languages) {
  test(`minimum KYC ending within minKycWarningDays is warned, with the last day, its document masked, and the upgrade (${lang}) @phone`, async ({ page, request }) => {
    const t = textsOf(lang);
    const validUntil = (await kycDetailsOf(request, endingSoon)).kyc.validity?.validUntil ?? '';
    expect(validUntil).not.toBe('');
    await openKycDetails(page, t, lang, endingSoon);
    await expect(page.getByText(t.kyc.endingSoon.replace('{{date}}', showDate(validUntil)))).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: showDate(validUntil) })).toBeVisible();
    const documents = page.getByRole('region', { name: t.kyc.documents });
    const seeded = seed.customers.find((customer) => customer.mobileNumber.endsWith(endingSoon));
    const document = seeded && 'documents' in seeded ? seeded.documents?.[0] : undefined;
    expect(document).toBeDefined();
    // Only the last four characters of the number ever reach the browser.
    await expect(documents.getByRole('cell', { name: new RegExp(`${document?.number.slice(-4) ?? ''}$`) })).toBeVisible();
    await expect(page.getByText(document?.number ?? '')).toHaveCount(0);
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t.kyc.upgradeNow }).click();
    await expect(page).toHaveURL(/\/update-profile\/verify-aadhar$/);
  });

  test(`minimum KYC that has ended answers 922: the page says so, offers no retry, and opens the upgrade (${lang}) @phone`, async ({ page }) => {
    const t = textsOf(lang);
    const refusal: { messageKey?: string } = detailsAnswer.rules.find((rule) => rule.event.type === 'deny')?.event.params ?? {};
    const offered: { id?: string } = detailsAnswer.rules.find((rule) => rule.event.type === 'modal')?.event.params ?? {};
    const modal = JSON.parse(readFileSync(`schemas/modals/${offered.id ?? ''}.json`, 'utf8')) as { titleKey: string };
    await openKycDetails(page, t, lang, ended);
    const dialog = page.getByRole('dialog', { name: textAt(t, modal.titleKey) });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t.kyc.later }).click();
    await expect(page.getByRole('alert')).toHaveText(textAt(t, refusal.messageKey ?? ''));
    await expect(page.getByRole('button', { name: t.app.retry })).toHaveCount(0);
  });
}

test('full KYC shows its level and verified documents, masked, with no validity and no upgrade', async ({ page }) => {
  const t = textsOf('en');
  const customer = fullKyc;
  if (!customer || !('documents' in customer) || !customer.documents) throw new Error('the first seeded customer has no documents');
  await openKycDetails(page, t, 'en', customer.mobileNumber.slice(limitOf('countryCodePrefix').length));
  const level = kycTypes.entries.find((entry) => entry.code === customer.kycType)?.messageKey ?? '';
  await expect(page.getByRole('definition').first()).toHaveText(textAt(t, level));
  const rows = page.getByRole('region', { name: t.kyc.documents }).getByRole('row');
  await expect(rows).toHaveCount(customer.documents.length + 1);
  for (const document of customer.documents) await expect(rows.filter({ hasText: document.number.slice(-4) })).toHaveCount(1);
  await expect(page.getByText(t.kyc.validUntil)).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.kyc.upgradeNow })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
