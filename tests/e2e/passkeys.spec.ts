import enApi from '../../locales/en/api.json' with { type: 'json' };
import frApi from '../../locales/fr/api.json' with { type: 'json' };
import hiApi from '../../locales/hi/api.json' with { type: 'json' };
import loginForm from '../../schemas/forms/login.v1.json' with { type: 'json' };
import { allLanguages, copyOf, expect, expectNoAxeViolations, labelled, latestOtp, moneyIn, outsideTheScreen, passwordOf, recordPasskeyRequests, seededBalance, signIn, test, textsOf, withPhoneLock } from './fixtures';
import { sendTo } from './journeys';

/** The sandbox's own refusals, which the portal shows as the server words them in the page's language. */
const apiTexts = { en: enApi, fr: frApi, hi: hiApi } as const;

for (const lang of allLanguages) {
  test(`passkeys: added after the OTP with the phone's lock, used to log in from the autofill and the button and to confirm a transfer (not another amount), the OTP there beside it, removed, and then refused (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    // A customer of this test alone (sandbox/db/seed.json 9866000401 to 404); 402, which no language runs
    // at 1280 px in, is the friend they send money to.
    const mobile = copyOf('9866000', 401, testInfo, lang);
    const friend = '9866000402';
    const recognises = await withPhoneLock(page);
    const passkeyRequests = await recordPasskeyRequests(page);
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

    // Logged out, the customer is signed in by the passkey the browser offers in the mobile field's
    // autofill, which Chromium's virtual authenticator picks as the customer would: no number, no
    // password, no OTP, and no button pressed.
    await passkeyRequests.forget();
    await page.getByRole('button', { name: t.app.logout }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await passkeyRequests.asked()).toEqual(['conditional']);

    // A passkey signs one transaction: options changed on the way to name ₹1 more are signed by the
    // phone, and the server refuses that assertion for the transfer the page sends (240), moving nothing.
    const confirmationOptions = '**/api/confirmation/passkey-options';
    await page.route(confirmationOptions, async (route) => {
      const body = route.request().postDataJSON() as { amount: number };
      await route.continue({ postData: JSON.stringify({ ...body, amount: body.amount + 100 }) });
    });
    await page.goto('/transfer/wallet');
    await sendTo(page, t, friend, 10_000);
    const confirm = page.getByRole('dialog', { name: t.transfer.confirmTitle });
    await confirm.getByRole('button', { name: t.passkeys.confirmWith }).click();
    await expect(confirm.getByRole('alert')).toContainText(apiTexts[lang].passkeyOtherTransaction);
    await page.unroute(confirmationOptions);

    // Asked again over this transaction's own challenge, the phone's lock confirms it: no OTP typed.
    await expect(confirm.getByRole('button', { name: t.passkeys.confirmWith })).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: t.passkeys.confirmWith }).click();
    await expect(page).toHaveURL(/\/result\/transaction\/P2P\w+$/);
    await expect(page.getByText(t.result.transactionSuccess)).toBeVisible();
    await expect(page.getByText(moneyIn(t, seededBalance(mobile) - 10_000), { exact: true })).toBeVisible();

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

    // Where the browser offers no passkey in the autofill, the button signs in with it.
    await passkeyRequests.withoutAutofill();
    await passkeyRequests.forget();
    await page.getByRole('button', { name: t.app.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The field the browser offers passkeys in, where it does: the form says which.
    await expect(page.getByLabel(labelled(t.field.mobileNumber))).toHaveAttribute('autocomplete', loginForm.uiSchema.mobileNumber['ui:autocomplete']);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.login.withPasskey }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await passkeyRequests.asked()).toEqual(['optional']);

    // Removed (a lost phone, from any session), the passkey logs in no more: the server says so,
    // to the autofill's pick and to the button alike.
    await page.goto('/profile/passkeys');
    await row.getByRole('button', { name: t.passkeys.remove }).click();
    const removal = page.getByRole('dialog', { name: t.passkeys.removeTitle });
    await expect(removal).toContainText(name);
    await removal.getByRole('button', { name: t.passkeys.removeConfirm }).click();
    await expect(page.getByText(t.passkeys.removed)).toBeVisible();
    await expect(page.getByText(t.passkeys.empty)).toBeVisible();
    await page.getByRole('button', { name: t.app.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(apiTexts[lang].passkeyUnknown)).toBeVisible();
    expect(await passkeyRequests.asked()).toEqual(['conditional']);
    await expectNoAxeViolations(page);
    // Refused there, it is not offered in the autofill again on this page (it would be refused again); the button is still there.
    await page.getByRole('button', { name: t.login.withPasskey }).click();
    await expect.poll(passkeyRequests.asked).toEqual(['conditional', 'optional']);
    await expect(page.getByText(apiTexts[lang].passkeyUnknown)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
}
