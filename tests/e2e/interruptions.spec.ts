/**
 * Generated from the definitions (issue 31, DESIGN.md "Tests from definitions"): every journey of
 * schemas/flows/, walked against the real portal and server by one customer, and left at each of its
 * steps by an interruption a customer meets (a reload, the browser's Back, a logout and a login, an
 * idle logout), then come back to. At each step it asserts a way forward (a step of the journey, this
 * one or one before it, ready to act, never an error) and what was typed kept where the spec allows
 * (the page under a dialog, after Back); once the journey is walked to its end from wherever the
 * interruptions left it, that it did its work once: money moved once, one beneficiary, one request,
 * one password, one wallet.
 *
 * The steps come from the flow files: a step added to a journey is interrupted without a line here,
 * and fails until its walk (what a customer does at it) is written below; so does a journey added
 * to schemas/flows/. Which interruption a step takes and in which language a journey runs is said
 * in docs/decisions/0012; every step and every interruption of every journey is also met in
 * tests/generated/interruptions.test.ts, through the portal's journey store, in milliseconds.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router';
import routes from '../../schemas/routes.json' with { type: 'json' };
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import type { FlowDefinition, FlowStep } from '../../src/core/flow/flow-definition';
import { aadhaarWithMatch, agentsMoment, allLanguages, expect, fillLabelled, fillMigrationDetails, fillRekycDetails, fillSignupDetails, filled, freshMobile, labelled, latestOtp, limitOf, moneyIn, openIn, passwordOf, seededBalance, sessionValues, signIn, submitLogin, test, textAt, textWithAnyValues, typedAmount, type Lang, type Texts, textsOf, reload, withPhoneLock } from './fixtures';
import { timeLimit } from '../../scripts/time-limits';

type Interruption = 'reload' | 'back' | 'logout' | 'idleLogout';
const interruptions: readonly Interruption[] = ['reload', 'back', 'logout', 'idleLogout'];

const root = join(import.meta.dirname, '../..');
const flowOf = (name: string) => JSON.parse(readFileSync(join(root, `schemas/flows/${name}.json`), 'utf8')) as FlowDefinition;
const flowNames = readdirSync(join(root, 'schemas/flows')).map((file) => file.replace(/\.json$/, ''));

/** What a customer does at a step to go on: on the page, as the customer, by the way walked. */
type Act = (page: Page, t: Texts, mobile: string, way: readonly string[]) => Promise<void>;

/** What a customer does to get through a journey, step by step, and what its end leaves. */
interface Walk {
  /** The customer of each way through the journey (ten digits, sandbox/db/seed.json), or a new number for a journey that makes one. */
  readonly customers: readonly (string | (() => string))[];
  /** The steps each way through goes by, where the journey branches: every step is on one (all of them, in order, unless said). */
  readonly ways?: readonly (readonly string[])[];
  /**
   * How a customer before a session reaches the journey: by a link of a page of the portal, so that
   * Back from the journey's first page stays in the portal, as it does for them.
   */
  readonly enter?: (page: Page, t: Texts, lang: Lang) => Promise<void>;
  /** The page's clock, where the journey depends on the hour (the KYC agents' hours). */
  readonly clockAt?: () => Date;
  /** The values of the journey's route parameters (:txnId), made ready once the customer is signed in. */
  readonly prepare?: (page: Page, t: Texts, mobile: string) => Promise<Readonly<Record<string, string>>>;
  /** What the customer does at each step to go on, by step id. */
  readonly steps: Readonly<Record<string, Act>>;
  /** Whether the page is the journey's end. */
  readonly ended: (page: Page) => boolean;
  /** At the end, that what the journey does was done once: the balance it leaves, from the one before (or the one beneficiary, the one request). */
  readonly moved: (page: Page, t: Texts, mobile: string, api: APIRequestContext) => Promise<void>;
}

/** Types the OTP the sandbox sent into the dialog open, and presses its button (confirm, or verify). */
const otpInDialog =
  (to: (mobile: string) => Parameters<typeof latestOtp>[1], button: (t: Texts) => string): Act =>
  async (page, t, mobile) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, to(mobile)));
    await dialog.getByRole('button', { name: button(t), exact: true }).click();
  };
const confirmByOtp = otpInDialog((mobile) => ({ mobile }), (t) => t.confirmation.confirm);
const verifyByOtp = otpInDialog((mobile) => ({ mobile }), (t) => t.otp.verify);

/** Types the OTP sent to the customer's mobile into an OTP page, and verifies it. */
const otpOnPage: Act = async (page, t, mobile) => {
  await page.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
  await page.getByRole('button', { name: t.otp.verify }).click();
};

/**
 * Presses a button that sends an OTP until the journey goes on (onward shows): back at a step within
 * resendOtpSeconds of the last OTP (an interruption restarted the journey), the server says how long
 * to wait, and a customer presses again once that has passed.
 */
async function pressUntilOnward(page: Page, t: Texts, name: string, onward: Locator): Promise<void> {
  const tooSoon = page.getByRole('alert').filter({ hasText: textWithAnyValues(textAt(t, 'code.168')) });
  await expect(async () => {
    if (await onward.isVisible()) return;
    await page.getByRole('button', { name, exact: true }).click();
    await expect(onward.or(tooSoon)).toBeVisible();
    await expect(onward).toBeVisible({ timeout: timeLimit(1_000) });
  }).toPass({ timeout: limitOf('resendOtpSeconds') * 1_000 + timeLimit(30_000) });
}

/** A mobile number typed on a page, then the OTP sent to it: the way onward is the OTP field. */
const mobileThenOtp: Act = async (page, t, mobile) => {
  await page.getByLabel(labelled(t.field.mobileNumber)).fill(mobile);
  await pressUntilOnward(page, t, t.otp.send, page.getByLabel(labelled(t.field.otp)));
};

/** A new password typed twice, and saved. */
const newPassword =
  (password: string): Act =>
  async (page, t) => {
    await page.getByLabel(labelled(t.field.newPassword)).fill(password);
    await page.getByLabel(labelled(t.field.confirmPassword)).fill(password);
    await page.getByRole('button', { name: t.password.save }).click();
  };

/** The sandbox's login answer to a password, asked from outside the browser (whose own requests carry its XSRF cookie). */
const loginWith = (api: APIRequestContext, mobile: string, password: string) => api.post('/api/mobile-password-validation', { data: { mobileNumber: `${limitOf('countryCodePrefix')}${mobile}`, password } });

/** That a password now opens the wallet. */
async function passwordOpens(api: APIRequestContext, mobile: string, password: string): Promise<void> {
  const login = await loginWith(api, mobile, password);
  expect(login.status(), await login.text()).toBe(200);
}

/** The balance the home shows. */
async function expectBalance(page: Page, t: Texts, paise: number): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, paise));
}

const loadAmount = 10_050;
const transferAmount = 12_300;
const renewed = 'Renewed@2026';

/** A journey's first step that takes details, then sends the OTP that opens its confirmation. */
const detailsThenReview =
  (fields: (t: Texts) => Readonly<Record<string, string>>, review: (t: Texts) => string): Act =>
  async (page, t) => {
    // What was typed before the interruption may still be there: the same values go in again.
    await fillLabelled(page, fields(t));
    await pressUntilOnward(page, t, review(t), page.getByRole('dialog'));
  };

/** At the end of a transfer: its result says it went through, and the home's balance is less the amount, once. */
const debitedOnce = (said: (t: Texts) => string) => async (page: Page, t: Texts, mobile: string) => {
  await expect(page.getByText(said(t))).toBeVisible();
  await expectBalance(page, t, seededBalance(mobile) - transferAmount);
};

/** The KYC upgrade's Aadhaar, one a customer: the sandbox spaces and counts the OTPs of a number. */
const aadhaarOf = (() => {
  const numbers = new Map<string, string>();
  return (mobile: string) => numbers.get(mobile) ?? numbers.set(mobile, aadhaarWithMatch(92)).get(mobile) ?? '';
})();

/** The Aadhaar dialog: the number and both consents, then its OTP sent (sign-up and the KYC upgrade). */
const aadhaarDialog: Act = async (page, t, mobile) => {
  const box = page.getByRole('dialog');
  await box.getByLabel(labelled(t.field.aadhaar)).fill(aadhaarOf(mobile));
  await box.getByLabel(t.consent.aadhaarTerms).check();
  await box.getByLabel(t.consent.detailsMatchAadhaar).check();
  await pressUntilOnward(page, t, t.otp.send, page.getByRole('dialog', { name: t.aadhaar.otpTitle }));
};
const aadhaarOtpDialog = otpInDialog((mobile) => ({ aadhaar: aadhaarOf(mobile) }), (t) => t.otp.verify);

/** New numbers the journeys that make a wallet use, one a test: sign-up's, and the new number of a change of mobile. */
const signupMobile = freshMobile();
const movedMobile = (mobile: string) => `97${mobile.slice(-3)}12567`;

/** The migration account of the walk's number (sandbox/db/seed.json migrationAccounts). */
const migratedBalance = (mobile: string) => seed.migrationAccounts.find((account) => account.mobileNumber === `${limitOf('countryCodePrefix')}${mobile}`)?.balancePaise ?? Number.NaN;

/** A successful debit of the customer's seeded statement: the one the dispute is about. */
const disputedOf = (mobile: string) => seed.customers.find((customer) => customer.mobileNumber === `${limitOf('countryCodePrefix')}${mobile}`)?.statement.find((row) => row.direction === 'DEBIT' && row.status === 'SUCCESS')?.txnRef ?? '';

/** A link of a page of the portal, followed. */
const byLink =
  (from: string, link: (t: Texts) => string) =>
  async (page: Page, t: Texts, lang: Lang): Promise<void> => {
    await openIn(page, from, lang);
    await page.getByRole('link', { name: link(t) }).click();
  };

const walks: Readonly<Record<string, Walk>> = {
  'addMoney.v1': {
    customers: ['9866000301'],
    steps: {
      amount: async (page, t) => {
        await page.getByLabel(labelled(t.field.amount)).fill(typedAmount(t, loadAmount));
        await page.getByRole('button', { name: t.addMoney.review }).click();
      },
      review: async (page, t) => {
        await page.getByRole('dialog').getByRole('button', { name: t.addMoney.pay }).click();
        await page.getByRole('button', { name: 'Pay: success' }).click();
      },
    },
    ended: (page) => /\/result\/transaction\/LOAD\w+$/.test(page.url()),
    moved: async (page, t, mobile) => {
      await expect(page.getByText(t.result.transactionSuccess)).toBeVisible();
      await expectBalance(page, t, seededBalance(mobile) + loadAmount);
    },
  },
  'oneTimeTransfer.v1': {
    customers: ['9866000311'],
    steps: {
      details: detailsThenReview(
        (t) => ({ [t.field.beneficiaryName]: 'Ravi Kumar', [t.field.accountNumber]: '000401234567', [t.field.confirmAccountNumber]: '000401234567', [t.field.ifsc]: 'ICIC0000004', [t.field.amount]: typedAmount(t, transferAmount) }),
        (t) => t.transfer.review,
      ),
      confirm: confirmByOtp,
    },
    ended: (page) => /\/result\/transfer\/TXN\w+$/.test(page.url()),
    moved: debitedOnce((t) => t.cashout.success),
  },
  'transfer.v1': {
    customers: ['9866000361'],
    steps: {
      amount: detailsThenReview((t) => ({ [t.field.amount]: typedAmount(t, transferAmount) }), (t) => t.transfer.review),
      confirm: confirmByOtp,
    },
    ended: (page) => /\/result\/transfer\/TXN\w+$/.test(page.url()),
    moved: debitedOnce((t) => t.cashout.success),
  },
  'closeWallet.v1': {
    customers: ['9866000321'],
    steps: {
      check: async (page, t) => {
        await page.getByLabel(t.closure.permanentConsent).check();
        // With nothing left to transfer (the balance went before an interruption), the closure goes
        // straight on to its last step: no OTP, no dialog.
        await pressUntilOnward(page, t, t.app.continue, page.getByRole('dialog').or(page.getByRole('heading', { level: 1, name: t.closure.confirmTitle })));
      },
      transfer: confirmByOtp,
      confirm: async (page, t) => {
        await page.getByLabel(labelled(t.closure.reason)).selectOption({ label: t.closure.reasonNoLongerNeeded });
        await page.getByLabel(labelled(t.closure.typeWord)).fill(t.closure.word);
        await page.getByRole('button', { name: t.closure.closeNow }).click();
      },
    },
    ended: (page) => /\/result\/wallet-closed$/.test(page.url()),
    moved: async (page, t, mobile, api) => {
      // The whole balance goes in one transfer and the server closes only an empty wallet: a second
      // transfer would find nothing to move. The wallet is closed, and lets no one in.
      await expect(page.getByText(t.wallet.closedPermanently)).toBeVisible();
      const login = await loginWith(api, mobile, passwordOf(mobile));
      expect(login.status(), await login.text()).not.toBe(200);
    },
  },
  'walletTransfer.v1': {
    customers: ['9866000338'],
    steps: {
      details: detailsThenReview((t) => ({ [t.field.recipientMobile]: '9866000340', [t.field.amount]: typedAmount(t, transferAmount) }), (t) => t.transfer.review),
      confirm: confirmByOtp,
    },
    ended: (page) => /\/result\/transaction\/P2P\w+$/.test(page.url()),
    moved: debitedOnce((t) => t.result.transactionSuccess),
  },
  'addBeneficiary.v1': {
    customers: ['9866000341'],
    steps: {
      details: detailsThenReview(
        (t) => ({ [t.field.beneficiaryName]: 'Meena Rao', [t.field.accountNumber]: '001234567890', [t.field.confirmAccountNumber]: '001234567890', [t.field.ifsc]: 'HDFC0001234' }),
        (t) => t.beneficiary.review,
      ),
      confirm: confirmByOtp,
    },
    ended: (page) => /\/beneficiaries$/.test(page.url()),
    // No money moves: the beneficiary is added once.
    moved: async (page, t) => {
      await expect(page.getByText(t.beneficiary.added)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Meena Rao' })).toHaveCount(1);
    },
  },
  'updateBeneficiaryLimits.v1': {
    customers: ['9866000377'],
    steps: {
      // The new limits first, then the OTP that names them (issue 55 item 5).
      limits: detailsThenReview((t) => ({ [t.field.dailyAmountLimit]: typedAmount(t, 500_000), [t.field.monthlyAmountLimit]: '', [t.field.dailyFrequencyLimit]: '2' }), (t) => t.beneficiary.saveLimits),
      verify: verifyByOtp,
    },
    ended: (page) => new URL(page.url()).pathname === '/limits',
    moved: async (page, t) => {
      await expect(page.getByText(t.beneficiary.updated)).toBeVisible();
      await expect(page.getByText(moneyIn(t, 500_000), { exact: true }).first()).toBeVisible();
    },
  },
  'newServiceRequest.v1': {
    customers: ['9866000343'],
    steps: {
      request: async (page, t) => {
        await page.getByLabel(labelled(t.dispute.reason)).selectOption({ label: t.dispute.reasonNotReceived });
        await page.getByLabel(labelled(t.dispute.comment)).fill('My friend has not received the ₹250.50 I sent.');
        await page.getByRole('button', { name: t.requestDetail.create }).click();
      },
    },
    ended: (page) => /\/view-service-requests\/SR[^/]+$/.test(page.url()),
    // No money moves: the request is made once.
    moved: async (page, t) => {
      await expect(page.getByRole('status').filter({ hasText: t.serviceRequest.created })).toBeVisible();
      await page.goto('/view-service-requests');
      await expect(page.getByRole('link', { name: /^SR/ })).toHaveCount(1);
    },
  },
  'commentServiceRequest.v1': {
    customers: ['9866000378'],
    // The request commented on: one the customer makes first.
    prepare: async (page, t) => {
      await page.goto('/view-service-requests/new');
      await page.getByLabel(labelled(t.dispute.reason)).selectOption({ label: t.dispute.reasonOther });
      await page.getByLabel(labelled(t.dispute.comment)).fill('My card load is not credited.');
      await page.getByRole('button', { name: t.requestDetail.create }).click();
      await expect(page).toHaveURL(/\/view-service-requests\/SR[^/]+$/);
      return { serviceRequestNo: new URL(page.url()).pathname.split('/').at(-1) ?? '' };
    },
    steps: {
      comment: async (page, t) => {
        await page.getByLabel(labelled(t.requestDetail.newComment)).fill('Any news?');
        await page.getByRole('button', { name: t.requestDetail.send }).click();
      },
    },
    ended: (page) => /\/view-service-requests\/SR[^/]+$/.test(page.url()),
    moved: async (page, t) => {
      await expect(page.getByRole('status').filter({ hasText: t.serviceRequest.updated })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Any news?' })).toHaveCount(1);
    },
  },
  'raiseDispute.v1': {
    customers: ['9866000379'],
    prepare: (_page, _t, mobile) => Promise.resolve({ txnId: disputedOf(mobile) }),
    steps: {
      dispute: async (page, t) => {
        await page.getByLabel(labelled(t.dispute.reason)).selectOption({ label: t.dispute.reasonNotMine });
        await page.getByLabel(labelled(t.dispute.comment)).fill('I did not make this transfer.');
        await page.getByRole('button', { name: t.dispute.submit }).click();
      },
    },
    ended: (page) => /\/view-service-requests$/.test(page.url()),
    // One request about the transaction: the detail names it and offers no second one.
    moved: async (page, t, mobile) => {
      await expect(page.getByText(t.serviceRequest.created)).toBeVisible();
      await expect(page.getByRole('cell', { name: disputedOf(mobile) })).toHaveCount(1);
    },
  },
  'addPasskey.v1': {
    customers: ['9866000405'],
    // The phone's lock, there before the journey opens: the device makes the passkey at its last step.
    prepare: async (page) => {
      await withPhoneLock(page);
      return {};
    },
    steps: {
      name: async (page, t) => {
        await page.getByLabel(labelled(t.passkeys.name)).fill('Pixel 8');
        await pressUntilOnward(page, t, t.passkeys.continue, page.getByRole('dialog'));
      },
      confirm: confirmByOtp,
    },
    ended: (page) => /\/profile\/passkeys$/.test(page.url()),
    // One passkey, under its name.
    moved: async (page, t) => {
      await expect(page.getByRole('status').filter({ hasText: filled(t.passkeys.addedNamed, { name: 'Pixel 8' }) })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Pixel 8' })).toHaveCount(1);
    },
  },
  'changeEmail.v1': {
    customers: ['9866000373'],
    steps: {
      email: async (page, t, mobile) => {
        await page.getByLabel(labelled(t.changeEmail.newEmail)).fill(`moved.${mobile}@example.in`);
        await pressUntilOnward(page, t, t.changeEmail.sendOtp, page.getByRole('dialog'));
      },
      emailOtp: otpInDialog((mobile) => ({ email: `moved.${mobile}@example.in` }), (t) => t.otp.verify),
    },
    ended: (page) => /\/profile$/.test(page.url()),
    moved: async (page, t, mobile) => {
      await expect(page.getByRole('status').filter({ hasText: filled(t.changeEmail.done, { email: `moved.${mobile}@example.in` }) })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(`moved.${mobile}@example.in`);
    },
  },
  'changeMobile.v1': {
    customers: ['9866000374'],
    steps: {
      password: async (page, t, mobile) => {
        await page.getByLabel(labelled(t.field.password)).fill(passwordOf(mobile));
        await pressUntilOnward(page, t, t.app.continue, page.getByRole('dialog'));
      },
      currentOtp: verifyByOtp,
      newMobile: async (page, t, mobile) => {
        await page.getByLabel(labelled(t.changeMobile.newMobile)).fill(movedMobile(mobile));
        await pressUntilOnward(page, t, t.otp.send, page.getByRole('dialog'));
      },
      newOtp: otpInDialog((mobile) => ({ mobile: movedMobile(mobile) }), (t) => t.otp.verify),
    },
    ended: (page) => /\/profile$/.test(page.url()),
    // The number changed once: the profile shows the new one, and the new one opens the wallet.
    moved: async (page, t, mobile, api) => {
      await expect(page.getByRole('status').filter({ hasText: t.changeMobile.done })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(movedMobile(mobile).slice(-3));
      await passwordOpens(api, movedMobile(mobile), passwordOf(mobile));
    },
  },
  'managePassword.v1': {
    customers: ['9866000375'],
    steps: {
      password: async (page, t, mobile) => {
        await fillLabelled(page, { [t.field.currentPassword]: passwordOf(mobile), [t.field.newPassword]: renewed, [t.field.confirmPassword]: renewed });
        await page.getByRole('button', { name: t.password.save }).click();
      },
    },
    ended: (page) => /\/profile$/.test(page.url()),
    moved: async (page, t, mobile, api) => {
      await expect(page.getByRole('status').filter({ hasText: t.code['18'] })).toBeVisible();
      await passwordOpens(api, mobile, renewed);
    },
  },
  'manageProfile.v1': {
    customers: ['9866000376'],
    steps: {
      details: async (page, t, mobile) => {
        await page.getByLabel(labelled(t.field.address)).fill(`${mobile.slice(-2)} Lake Road`);
        await page.getByRole('button', { name: t.manageProfile.save }).click();
      },
    },
    ended: (page) => /\/profile$/.test(page.url()),
    moved: async (page, t, mobile) => {
      await expect(page.getByRole('status').filter({ hasText: t.manageProfile.done })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(`${mobile.slice(-2)} Lake Road`);
    },
  },
  'kycUpgrade.v1': {
    customers: ['9866000351', '9866000352'],
    // The Aadhaar OTP upgrades at once; DigiLocker leads to video KYC.
    ways: [
      ['pan', 'method', 'aadhaar', 'aadhaarOtp'],
      ['pan', 'method', 'digilocker', 'video'],
    ],
    // Video KYC is offered while the KYC agents are at work (spec §9), by the page's clock.
    clockAt: () => agentsMoment(0),
    steps: {
      pan: async (page, t) => {
        await fillLabelled(page, { [t.field.pan]: 'ABCPK1234M', [t.field.nameAsPerPan]: 'Ravi Kumar', [t.field.dob]: '1988-02-11' });
        await page.getByLabel(t.consent.nameMatchesDocument).check();
        await page.getByRole('button', { name: t.pan.verify }).click();
      },
      method: async (page, t, _mobile, way) => {
        await page.getByLabel(labelled(t.field.kycMethod)).selectOption({ label: way.includes('digilocker') ? t.kyc.methodDigilocker : t.kyc.methodAadhaarOtp });
        await page.getByRole('button', { name: t.kyc.continue }).click();
      },
      aadhaar: aadhaarDialog,
      aadhaarOtp: aadhaarOtpDialog,
      digilocker: async (page, t, mobile) => {
        await page.getByLabel(labelled(t.field.aadhaar)).fill(aadhaarOf(mobile));
        await page.getByLabel(t.consent.digilocker).check();
        await page.getByLabel(t.consent.detailsMatchAadhaar).check();
        await page.getByRole('button', { name: t.kyc.fetchDigilocker }).click();
      },
      video: async (page, t) => {
        await page.getByLabel(t.consent.videoKyc).check();
        await page.getByRole('button', { name: t.kyc.startVideoKyc }).click();
      },
    },
    ended: (page) => /\/result\/kyc-upgraded$|\/login$/.test(page.url()),
    // The upgrade is done once: by the Aadhaar OTP at once, or handed to video KYC, which ends the session.
    moved: async (page, t) => {
      if (page.url().endsWith('/login')) await expect(page.getByRole('status').filter({ hasText: t.kyc.videoReceived })).toBeVisible();
      else await expect(page.getByText(t.kyc.upgraded)).toBeVisible();
    },
  },
  'login.v1': {
    customers: ['9866000371'],
    enter: byLink('/signup', (t) => t.signup.haveAccount),
    steps: {
      password: async (page, t) => page.getByRole('button', { name: t.login.withOtp }).click(),
      otpMobile: mobileThenOtp,
      otp: otpOnPage,
    },
    ended: (page) => /\/dashboard$/.test(page.url()),
    moved: async (page, t, mobile) => {
      await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, seededBalance(mobile)));
    },
  },
  'forgotPassword.v1': {
    customers: ['9866000372'],
    enter: byLink('/login', (t) => t.login.forgotPassword),
    steps: {
      mobile: mobileThenOtp,
      otp: otpOnPage,
      reset: newPassword(renewed),
    },
    ended: (page) => /\/login$/.test(page.url()),
    moved: async (page, t, mobile, api) => {
      await expect(page.getByText(t.code['18'])).toBeVisible();
      await passwordOpens(api, mobile, renewed);
    },
  },
  'rekyc.v1': {
    customers: ['9811111161'],
    enter: byLink('/login', (t) => t.login.rekyc),
    steps: {
      mobile: mobileThenOtp,
      otp: otpOnPage,
      details: async (page, t) => {
        await fillRekycDetails(page, t, 'ABCPN1614M', 'meera.nair161@example.in', 'KL/01/161616');
        await page.getByRole('button', { name: t.app.submit }).click();
      },
    },
    ended: (page) => /\/login$/.test(page.url()),
    // Re-KYC done once: the login goes on to the wallet.
    moved: async (page, t, mobile, api) => {
      await expect(page.getByText(t.rekyc.done)).toBeVisible();
      await passwordOpens(api, mobile, passwordOf(mobile));
    },
  },
  'migration.v1': {
    customers: ['9844444471'],
    enter: byLink('/login', (t) => t.login.migrate),
    steps: {
      mobile: mobileThenOtp,
      otp: otpOnPage,
      details: async (page, t) => {
        await fillMigrationDetails(page, t, 'ABCPM4714S', 'sunil.menon471@example.in');
        await page.getByRole('button', { name: t.migration.submit }).click();
      },
      password: newPassword(renewed),
    },
    ended: (page) => /\/dashboard$/.test(page.url()),
    // The wallet moved once, with the old balance.
    moved: async (page, t, mobile) => {
      await expect(page.getByText(t.migration.done)).toBeVisible();
      await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, migratedBalance(mobile)));
    },
  },
  'signup.v1': {
    customers: [() => signupMobile],
    enter: byLink('/login', (t) => t.login.signUp),
    steps: {
      mobile: mobileThenOtp,
      otp: otpOnPage,
      details: async (page, t, mobile) => {
        await fillSignupDetails(page, t, { first: 'Kavya', last: 'Rao', email: `e2e.${mobile}@example.in`, pan: 'ABCPR1234K' });
        await pressUntilOnward(page, t, t.app.continue, page.getByRole('dialog'));
      },
      emailOtp: otpInDialog((mobile) => ({ email: `e2e.${mobile}@example.in` }), (t) => t.otp.verify),
      aadhaar: aadhaarDialog,
      aadhaarOtp: aadhaarOtpDialog,
      password: newPassword(renewed),
    },
    ended: (page) => /\/result\/wallet-created$/.test(page.url()),
    // One wallet, which the password set opens.
    moved: async (page, t, mobile, api) => {
      await expect(page.getByText(t.result.walletCreated)).toBeVisible();
      await passwordOpens(api, mobile, renewed);
    },
  },
};

/** The texts a step's title may show: its key, or either key of a choice. */
function titlesOf(step: FlowStep, t: Texts): string[] {
  const key = step.titleKey;
  return (typeof key === 'string' ? [key] : [key.then, key.else]).map((one) => textAt(t, one));
}

/** Whether a step's form has fields (a review or "send me an OTP" has none). */
const formsWithFields = new Set(
  readdirSync(join(root, 'schemas/forms'))
    .map((file) => file.replace(/\.json$/, ''))
    .filter((form) => Object.keys((JSON.parse(readFileSync(join(root, `schemas/forms/${form}.json`), 'utf8')) as { schema: { properties?: object } }).schema.properties ?? {}).length > 0),
);
const hasFields = (step: FlowStep) => formsWithFields.has(step.form);

/**
 * The step of a journey on screen and ready: an open dialog's, else the page's, by its title, and
 * by its form, whose fields are named after the step (which also tells apart steps that share a
 * title, the login's three), and by the address, which is the step's route: after Back and Forward the
 * address is the new step's a moment before its page replaces the one it left. A page still loading
 * what its step needs, or moving on to the step the server has the journey at (a KYC upgrade
 * resumed), shows its first step's title over no form yet.
 */
async function shownStep(page: Page, t: Texts, flow: FlowDefinition): Promise<FlowStep | undefined> {
  // One reading of the page: a dialog read apart from its title could close in between.
  const read = await page
    .evaluate(() => {
      const open = document.querySelector('dialog[open]');
      const idsIn = (scope: ParentNode) => [...scope.querySelectorAll('input[id], select[id], textarea[id]')].map((field) => field.id);
      const pageFields = [...document.querySelectorAll('main input[id], main select[id], main textarea[id]')].filter((field) => !open?.contains(field));
      return {
        inDialog: open ? (open.querySelector('h2')?.textContent ?? '') : null,
        heading: document.querySelector('h1')?.textContent ?? '',
        dialogIds: open ? idsIn(open) : [],
        pageIds: pageFields.map((field) => field.id),
        loading: document.querySelector('main .skeleton') !== null,
        path: window.location.pathname,
      };
    })
    // A page on its way to another (the video-KYC provider's) shows no step.
    .catch(() => null);
  if (!read || read.loading) return undefined;
  const { inDialog, heading, dialogIds, pageIds, path } = read;
  return flow.steps.find((step) => {
    if (matchPath(step.route, path) === null) return false;
    const titled = step.dialog === true ? inDialog !== null && titlesOf(step, t).includes(inDialog) : inDialog === null && titlesOf(step, t).includes(heading);
    return titled && (!hasFields(step) || (step.dialog === true ? dialogIds : pageIds).some((id) => id.startsWith(`${step.id}_`)));
  });
}

/** Waits until a step of the journey is on screen, and names it. */
async function awaitStep(page: Page, t: Texts, flow: FlowDefinition, why: string): Promise<FlowStep> {
  let found: FlowStep | undefined;
  await expect(async () => {
    found = await shownStep(page, t, flow);
    expect(found, `${why}: no step of ${flow.flow} is on screen at ${page.url()}`).toBeDefined();
  }).toPass();
  if (!found) throw new Error(why);
  return found;
}

/** Walks the journey from the step on screen until the target step is, or until its end. */
async function walkOn(page: Page, t: Texts, flow: FlowDefinition, walk: Walk, mobile: string, way: readonly string[], target?: string): Promise<void> {
  for (let turn = 0; turn < flow.steps.length * 2; turn += 1) {
    if (target === undefined && walk.ended(page)) return;
    const step = await awaitStep(page, t, flow, `walking to ${target ?? 'the end'}`);
    if (step.id === target) return;
    const act = walk.steps[step.id];
    if (!act) throw new Error(`${flow.flow}: the walk has nothing to do at the step "${step.id}"; write it in tests/e2e/interruptions.spec.ts`);
    await act(page, t, mobile, way);
    // On to a later step: a dialog that closes shows for a moment the page it was opened from, before the next.
    const from = flow.steps.indexOf(step);
    await expect.poll(async () => walk.ended(page) || flow.steps.indexOf((await shownStep(page, t, flow)) ?? step) > from, { message: `${flow.flow}: the step "${step.id}" did not go on` }).toBe(true);
  }
  throw new Error(`${flow.flow}: ${target ?? 'the end'} was not reached`);
}

/** Values of the fields of a step's form (the page under a dialog), as typed. */
function typedIn(page: Page, step: FlowStep): Promise<string[]> {
  return page.locator(`input[id^="${step.id}_"]:not([type="checkbox"]):not([type="password"])`).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/**
 * Logs in again through the form, as a customer after a logout, and opens an address once the
 * session is sealed into storage: it is written a moment after the home shows, and an address opened
 * before then would find no session and land on /login.
 */
async function logInAgain(page: Page, t: Texts, mobile: string, lang: Lang, path: string): Promise<void> {
  await openIn(page, '/login', lang);
  await submitLogin(page, t, mobile, passwordOf(mobile));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(async () => (await sessionValues(page, 'customerToken')).customerToken).not.toBeNull();
  await page.goto(path);
}

/** A route of the journey with its parameters filled. */
const routeWith = (route: string, params: Readonly<Record<string, string>>) => route.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);

/** Journeys before a session: their first page is for guests (schemas/routes.json access). */
const guestRoutes = new Set(routes.routes.filter((route) => route.access === 'guest').map((route) => route.path));

/**
 * Which interruption each step of a way takes: the four in turn over the steps of all journeys,
 * except where any other than Back would restart a journey kept in memory past an OTP sent, whose
 * walk back then waits resendOtpSeconds for a second one, half a minute a case: a dialog that asks
 * for an OTP, and every step after an OTP in a journey that spec §3 does not store. The store-level
 * suite meets those cases.
 */
let turn = 0;
const asksForOtp = (step: FlowStep) => step.form === 'confirmOtp.v1' || step.form === 'otp.v1';
function kindsOf(flow: FlowDefinition, way: readonly FlowStep[]): Interruption[] {
  let otpSent = false;
  return way.map((step) => {
    otpSent ||= asksForOtp(step);
    if ((asksForOtp(step) && step.dialog === true) || (otpSent && flow.storageKey === undefined)) return 'back';
    return interruptions[turn++ % interruptions.length] ?? 'reload';
  });
}

test('every journey of schemas/flows/ has its walk, and every step is on a way through it', () => {
  expect(Object.keys(walks).sort()).toEqual([...flowNames].sort());
  for (const [name, walk] of Object.entries(walks)) {
    const flow = flowOf(name);
    const onAWay = new Set((walk.ways ?? [flow.steps.map((step) => step.id)]).flat());
    expect(flow.steps.map((step) => step.id).filter((id) => !onAWay.has(id)), `${name}: steps on no way`).toEqual([]);
    expect(walk.customers.length, `${name}: one customer a way`).toBe((walk.ways ?? [[]]).length);
  }
});

Object.entries(walks).forEach(([name, walk], flowIndex) => {
  const flow = flowOf(name);
  const entry = flow.steps[0];
  const guest = entry !== undefined && guestRoutes.has(entry.route);
  (walk.ways ?? [flow.steps.map((step) => step.id)]).forEach((ids, wayIndex) => {
    const way = ids.map((id) => flow.steps.find((step) => step.id === id)).filter((step) => step !== undefined);
    const kinds = kindsOf(flow, way);
    const lang: Lang = allLanguages[(flowIndex + wayIndex) % allLanguages.length] ?? 'en';
    const plan = way.map((step, index) => `${step.id} by ${kinds[index] ?? ''}`).join(', ');
    test(`${name}: left at each step (${plan}), each time come back to with a way forward and typed values kept where the spec allows; its work done once (${lang})`, async ({ page: first, request }) => {
      const t = textsOf(lang);
      const customer = walk.customers[wayIndex];
      const mobile = typeof customer === 'function' ? customer() : customer;
      if (!mobile || !entry) throw new Error(`${name}: no customer for its way ${String(wayIndex + 1)}; add one to its walk`);
      let page = first;
      if (walk.clockAt || kinds.includes('idleLogout')) await page.clock.install(walk.clockAt ? { time: walk.clockAt() } : {});
      const enter = walk.enter ?? ((opened: Page, _t: Texts, chosen: Lang) => openIn(opened, entry.route, chosen));
      if (guest) await enter(page, t, lang);
      else await signIn(page, lang, mobile, walk.prepare ? '/dashboard' : entry.route);
      const params = (await walk.prepare?.(page, t, mobile)) ?? {};
      if (walk.prepare) await page.goto(routeWith(entry.route, params));

      for (const [index, step] of way.entries()) {
        const kind = kinds[index] ?? 'reload';
        await walkOn(page, t, flow, walk, mobile, ids, step.id);
        const pageStep = flow.steps.find((candidate) => candidate.route === step.route && candidate.dialog !== true);
        const typedBefore = pageStep ? await typedIn(page, pageStep) : [];

        if (kind === 'reload') await reload(page);
        if (kind === 'back') {
          await page.goBack();
          // From a dialog Back closes it and stays on the page; from a page the customer comes forward again.
          if (step.dialog !== true) await page.goForward();
        }
        if (kind === 'logout' && guest) {
          // No session to end before one is made: the customer closes the tab, comes to the journey in
          // another as before, and opens the step's address there.
          const next = await page.context().newPage();
          await page.close();
          page = next;
          await enter(page, t, lang);
          if (new URL(page.url()).pathname !== step.route) await page.goto(step.route);
        } else if (kind === 'logout') {
          // A dialog holds the page behind it: the customer logs out from another tab, which this one follows.
          const where = step.dialog === true ? await page.context().newPage() : page;
          if (where !== page) await where.goto('/dashboard');
          await where.getByRole('button', { name: t.app.logout }).click();
          if (where !== page) await where.close();
          await expect(page).toHaveURL(/\/login$/);
          await logInAgain(page, t, mobile, lang, routeWith(step.route, params));
        }
        if (kind === 'idleLogout') {
          await page.clock.fastForward((limitOf('idleLogoutMinutes') * 60 + 10) * 1_000);
          // Without a session the page has nothing to end: the customer, back, goes on where they were.
          if (!guest) {
            await expect(page.getByRole('status').filter({ hasText: t.idle.loggedOut })).toBeVisible();
            await expect(page).toHaveURL(/\/login$/);
            await logInAgain(page, t, mobile, lang, routeWith(step.route, params));
          }
        }

        // A way forward: this step or one before it, ready to act, and no failure said.
        const shown = await awaitStep(page, t, flow, `after ${kind} at ${step.id}`);
        expect(way, `after ${kind} at ${step.id} the journey shows "${shown.id}", off its way`).toContain(shown);
        expect(way.indexOf(shown), `after ${kind} at ${step.id} the journey shows "${shown.id}", a step it had not reached`).toBeLessThanOrEqual(index);
        await expect(page.getByRole('alert').filter({ hasText: t.message.somethingWentWrong })).toHaveCount(0);
        // Back from a dialog keeps what was typed on the page under it.
        if (kind === 'back' && step.dialog === true && pageStep) expect(await typedIn(page, pageStep)).toEqual(typedBefore);
      }

      // On to the end from wherever the journey stands: its work done once.
      await walkOn(page, t, flow, walk, mobile, ids);
      await walk.moved(page, t, mobile, request);
    });
  });
});
