import enApi from '../../locales/en/api.json' with { type: 'json' };
import frApi from '../../locales/fr/api.json' with { type: 'json' };
import hiApi from '../../locales/hi/api.json' with { type: 'json' };
import { allLanguages, copyOf, expect, expectNoAxeViolations, labelled, latestOtp, outsideTheScreen, passwordOf, signIn, test, textsOf, withPhoneLock } from './fixtures';
import { sendTo } from './journeys';

/** The sandbox's own refusals, which the portal shows as the server words them in the page's language. */
const apiTexts = { en: enApi, fr: frApi, hi: hiApi } as const;

for (const lang of allLanguages) {
  test(`passkeys: added after the OTP with the phone's lock, used to log in and to confirm a transfer, the OTP there beside it, removed, and then refused (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    // A customer of this test alone (sandbox/db/seed.json 9866000401 to 404); 402, which no language runs
    // at 1280 px in, is the friend they send money to.
    const mobile = copyOf('9866000', 401, testInfo, lang);
    const friend = '9866000402';
    const recognises = await withPhoneLock(page);
    await signIn(page, lang, mobile, '/profile');
    await page.getByRole('link', { name: t.route.passkeys }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.route.passkeys })).toBeVisible();
    await expect(page.getByText(t.passkeys.empty)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t.route.addPasskey }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.route.addPasskey })).toBeVisible();
    const name = 'Pixel 8';
    await page.getByLabel(labelled(t.passkeys.name)).fill(name);
    await page.getByRole('button', { name: t.passkeys.continue }).click();
    const adding = page.getByRole('dialog', { name: t.passkeys.confirmTitle });
    await expect(adding).toBeVisible();
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await adding.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
    await adding.getByRole('button', { name: t.confirmation.confirm, exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/passkeys$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // Logged out, the customer logs in with the passkey alone: no number, no password, no OTP.
    await page.getByRole('button', { name: t.app.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.login.withPasskey }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A transfer confirmed with the passkey: no OTP typed, the phone's lock over this transaction's own challenge.
    await page.goto('/transfer/wallet');
    await sendTo(page, t, friend, 10_000);
    const confirm = page.getByRole('dialog', { name: t.transfer.confirmTitle });
    await expect(confirm.getByRole('button', { name: t.passkeys.confirmWith })).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: t.passkeys.confirmWith }).click();
    await expect(page).toHaveURL(/\/result\/transaction\/P2P\w+$/);
    await expect(page.getByText(t.result.transactionSuccess)).toBeVisible();

    // The phone does not recognise the person: it signs nothing, the customer is told, and the OTP
    // (with the password: this session is the phone's) confirms instead.
    await page.goto('/transfer/wallet');
    // Another amount: the same one again would be a resend of the first OTP, which waits resendOtpSeconds.
    await sendTo(page, t, friend, 20_000);
    await recognises(false);
    await confirm.getByRole('button', { name: t.passkeys.confirmWith }).click();
    await expect(confirm.getByRole('alert')).toContainText(t.network.device);
    await confirm.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
    await confirm.getByLabel(labelled(t.field.password)).fill(passwordOf(mobile));
    await confirm.getByRole('button', { name: t.confirmation.confirm, exact: true }).click();
    await expect(page).toHaveURL(/\/result\/transaction\/P2P\w+$/);
    await recognises(true);

    // Removed (a lost phone, from any session), the passkey logs in no more: the server says so.
    await page.goto('/profile/passkeys');
    await row.getByRole('button', { name: t.passkeys.remove }).click();
    const removal = page.getByRole('dialog', { name: t.passkeys.removeTitle });
    await expect(removal).toContainText(name);
    await removal.getByRole('button', { name: t.passkeys.removeConfirm }).click();
    await expect(page.getByText(t.passkeys.removed)).toBeVisible();
    await expect(page.getByText(t.passkeys.empty)).toBeVisible();
    await page.getByRole('button', { name: t.app.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: t.login.withPasskey }).click();
    await expect(page.getByText(apiTexts[lang].passkeyUnknown)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
}

