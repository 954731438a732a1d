import type { Page } from '@playwright/test';
import enApi from '../../locales/en/api.json' with { type: 'json' };
import frApi from '../../locales/fr/api.json' with { type: 'json' };
import hiApi from '../../locales/hi/api.json' with { type: 'json' };
import { allLanguages, copyOf, expect, expectNoAxeViolations, labelled, latestOtp, outsideTheScreen, signIn, test, textsOf } from './fixtures';

/** The sandbox's own refusals, which the portal shows as the server words them in the page's language. */
const apiTexts = { en: enApi, fr: frApi, hi: hiApi } as const;

/**
 * The phone's own lock, played by Chromium's virtual authenticator (DevTools protocol WebAuthn):
 * a platform authenticator that keeps resident keys and verifies the person at once, as a phone's
 * fingerprint does when the customer touches it.
 */
async function withPhoneLock(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

for (const lang of allLanguages) {
  test(`passkeys: added after the OTP with the phone's lock, used to log in, removed, and then refused (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    // A customer of this test alone (sandbox/db/seed.json 9866000401 to 404).
    const mobile = copyOf('9866000', 401, testInfo, lang);
    await withPhoneLock(page);
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
    const confirm = page.getByRole('dialog', { name: t.passkeys.confirmTitle });
    await expect(confirm).toBeVisible();
    expect(await outsideTheScreen(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await confirm.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
    await confirm.getByRole('button', { name: t.confirmation.confirm, exact: true }).click();
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

