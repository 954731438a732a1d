/**
 * Generated from the definitions (issue 31, DESIGN.md "Tests from definitions"): the journeys of
 * schemas/flows/ that move money or make what must not be made twice (a beneficiary, a request),
 * each step left by an interruption a customer meets (a reload, the browser's Back, a logout and a
 * login, an idle logout), then come back to, against the real portal and server. Each case asserts
 * a way forward (a step of the journey, this one or one before it, ready to act, never an error),
 * what was typed kept where the spec allows (the page under a dialog, after Back), and, once the
 * journey is walked to its end from wherever it stood, that it did its work once: money moved once,
 * one beneficiary, one request.
 *
 * The steps come from the flow files: a step added to a journey gets its case without a line here,
 * and fails until its walk (what a customer does at it) is written below. Each step takes one of
 * the four interruptions in turn, and the languages in turn (docs/decisions/0012 says why); every
 * step and every interruption of every journey is also met in tests/generated/interruptions.test.ts,
 * through the portal's journey store, in milliseconds.
 */
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowDefinition, FlowStep } from '../../src/core/flow/flow-definition';
import { allLanguages, expect, fillLabelled, labelled, latestOtp, limitOf, moneyIn, openIn, passwordOf, seededBalance, sessionValues, submitLogin, test, textAt, textWithAnyValues, typedAmount, type Lang, type Texts, textsOf } from './fixtures';

type Interruption = 'reload' | 'back' | 'logout' | 'idleLogout';
const interruptions: readonly Interruption[] = ['reload', 'back', 'logout', 'idleLogout'];

const root = join(import.meta.dirname, '../..');
const flowOf = (name: string) => JSON.parse(readFileSync(join(root, `schemas/flows/${name}.json`), 'utf8')) as FlowDefinition;

/** What a customer does to get through a journey, step by step, and what its end leaves. */
interface Walk {
  /** The customer of the case of each step (ten digits, sandbox/db/seed.json): a journey that moves money spends one. */
  readonly customers: readonly string[];
  /** What the customer does at each step to go on, by step id. */
  readonly steps: Readonly<Record<string, (page: Page, t: Texts, mobile: string) => Promise<void>>>;
  /** Whether the page is the journey's end. */
  readonly ended: (page: Page, t: Texts) => Promise<boolean>;
  /** At the end, that what the journey does was done once: the balance it leaves, from the one before (or the one beneficiary, the one request). */
  readonly moved: (page: Page, t: Texts, mobile: string) => Promise<void>;
}

/** Types the OTP the sandbox sent to the customer into an open confirmation, and confirms. */
async function confirmByOtp(page: Page, t: Texts, mobile: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { mobile }));
  await dialog.getByRole('button', { name: t.confirmation.confirm, exact: true }).click();
}

/**
 * Presses a button that sends an OTP until the journey goes on (onward shows): back at a step within
 * resendOtpSeconds of the last OTP (a reload restarted the journey), the server says how long to
 * wait, and a customer presses again once that has passed.
 */
async function pressUntilOnward(page: Page, t: Texts, name: string, onward: Locator): Promise<void> {
  const tooSoon = page.getByRole('alert').filter({ hasText: textWithAnyValues(textAt(t, 'code.168')) });
  await expect(async () => {
    if (await onward.isVisible()) return;
    await page.getByRole('button', { name, exact: true }).click();
    await expect(onward.or(tooSoon)).toBeVisible();
    await expect(onward).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: (limitOf('resendOtpSeconds') + 30) * 1_000 });
}

/** The balance the home shows. */
async function expectBalance(page: Page, t: Texts, paise: number): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, paise));
}

const loadAmount = 10_050;
const transferAmount = 12_300;

/** A journey's first step that takes details, then sends the OTP that opens its confirmation. */
const detailsThenReview = (fields: (t: Texts) => Readonly<Record<string, string>>, review: (t: Texts) => string) => async (page: Page, t: Texts) => {
  // What was typed before the interruption may still be there: the same values go in again.
  await fillLabelled(page, fields(t));
  await pressUntilOnward(page, t, review(t), page.getByRole('dialog'));
};

/** At the end of a transfer: its result says it went through, and the home's balance is less the amount, once. */
const debitedOnce = (said: (t: Texts) => string) => async (page: Page, t: Texts, mobile: string) => {
  await expect(page.getByText(said(t))).toBeVisible();
  await expectBalance(page, t, seededBalance(mobile) - transferAmount);
};

const walks: Readonly<Record<string, Walk>> = {
  'addMoney.v1': {
    customers: ['9866000301', '9866000302'],
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
    ended: (page) => Promise.resolve(/\/result\/transaction\/LOAD\w+$/.test(page.url())),
    moved: async (page, t, mobile) => {
      await expect(page.getByText(t.result.transactionSuccess)).toBeVisible();
      await expectBalance(page, t, seededBalance(mobile) + loadAmount);
    },
  },
  'oneTimeTransfer.v1': {
    customers: ['9866000311', '9866000312'],
    steps: {
      details: detailsThenReview(
        (t) => ({ [t.field.beneficiaryName]: 'Ravi Kumar', [t.field.accountNumber]: '000401234567', [t.field.confirmAccountNumber]: '000401234567', [t.field.ifsc]: 'ICIC0000004', [t.field.amount]: typedAmount(t, transferAmount) }),
        (t) => t.transfer.review,
      ),
      confirm: confirmByOtp,
    },
    ended: (page) => Promise.resolve(/\/result\/transfer\/TXN\w+$/.test(page.url())),
    moved: debitedOnce((t) => t.cashout.success),
  },
  'transfer.v1': {
    customers: ['9866000361', '9866000362'],
    steps: {
      amount: detailsThenReview((t) => ({ [t.field.amount]: typedAmount(t, transferAmount) }), (t) => t.transfer.review),
      confirm: confirmByOtp,
    },
    ended: (page) => Promise.resolve(/\/result\/transfer\/TXN\w+$/.test(page.url())),
    moved: debitedOnce((t) => t.cashout.success),
  },
  'closeWallet.v1': {
    customers: ['9866000321', '9866000322', '9866000323'],
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
    ended: (page) => Promise.resolve(/\/result\/wallet-closed$/.test(page.url())),
    moved: async (page, t, mobile) => {
      // The whole balance goes in one transfer and the server closes only an empty wallet: a second
      // transfer would find nothing to move. The wallet is closed, and lets no one in.
      await expect(page.getByText(t.wallet.closedPermanently)).toBeVisible();
      const login = await page.request.post('/api/mobile-password-validation', { data: { mobileNumber: `${limitOf('countryCodePrefix')}${mobile}`, password: passwordOf(mobile) } });
      expect(login.status()).not.toBe(200);
    },
  },
  'walletTransfer.v1': {
    customers: ['9866000338', '9866000339'],
    steps: {
      details: detailsThenReview((t) => ({ [t.field.recipientMobile]: '9866000340', [t.field.amount]: typedAmount(t, transferAmount) }), (t) => t.transfer.review),
      confirm: confirmByOtp,
    },
    ended: (page) => Promise.resolve(/\/result\/transaction\/P2P\w+$/.test(page.url())),
    moved: debitedOnce((t) => t.result.transactionSuccess),
  },
  'addBeneficiary.v1': {
    customers: ['9866000341', '9866000342'],
    steps: {
      details: detailsThenReview(
        (t) => ({ [t.field.beneficiaryName]: 'Meena Rao', [t.field.accountNumber]: '001234567890', [t.field.confirmAccountNumber]: '001234567890', [t.field.ifsc]: 'HDFC0001234' }),
        (t) => t.beneficiary.review,
      ),
      confirm: confirmByOtp,
    },
    ended: (page) => Promise.resolve(/\/beneficiaries$/.test(page.url())),
    // No money moves: the beneficiary is added once.
    moved: async (page, t) => {
      await expect(page.getByText(t.beneficiary.added)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Meena Rao' })).toHaveCount(1);
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
    ended: (page) => Promise.resolve(/\/view-service-requests\/SR[^/]+$/.test(page.url())),
    // No money moves: the request is made once.
    moved: async (page, t) => {
      await expect(page.getByRole('status').filter({ hasText: t.serviceRequest.created })).toBeVisible();
      await page.goto('/view-service-requests');
      await expect(page.getByRole('link', { name: /^SR/ })).toHaveCount(1);
    },
  },
};

/** The texts a step's title may show: its key, or either key of a choice. */
function titlesOf(step: FlowStep, t: Texts): string[] {
  const key = step.titleKey;
  return (typeof key === 'string' ? [key] : [key.then, key.else]).map((one) => textAt(t, one));
}

/** The step of a journey on screen: an open dialog's, else the page's, by its title. */
async function shownStep(page: Page, t: Texts, flow: FlowDefinition): Promise<FlowStep | undefined> {
  // One reading of the page: a dialog read apart from its title could close in between.
  const { inDialog, heading } = await page.evaluate(() => {
    const open = document.querySelector('dialog[open]');
    return { inDialog: open ? (open.querySelector('h2')?.textContent ?? '') : null, heading: document.querySelector('h1')?.textContent ?? '' };
  });
  return flow.steps.find((step) => (step.dialog === true ? inDialog !== null && titlesOf(step, t).includes(inDialog) : inDialog === null && titlesOf(step, t).includes(heading)));
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
async function walkOn(page: Page, t: Texts, flow: FlowDefinition, walk: Walk, mobile: string, target?: string): Promise<void> {
  for (let turn = 0; turn < flow.steps.length * 2; turn += 1) {
    if (target === undefined && (await walk.ended(page, t))) return;
    const step = await awaitStep(page, t, flow, `walking to ${target ?? 'the end'}`);
    if (step.id === target) return;
    const act = walk.steps[step.id];
    if (!act) throw new Error(`${flow.flow}: the walk has nothing to do at the step "${step.id}"; write it in tests/e2e/interruptions.spec.ts`);
    await act(page, t, mobile);
    await expect.poll(async () => (await walk.ended(page, t)) || (await shownStep(page, t, flow))?.id !== step.id, { message: `${flow.flow}: the step "${step.id}" did not go on` }).toBe(true);
  }
  throw new Error(`${flow.flow}: ${target ?? 'the end'} was not reached`);
}

/** Values of the fields of a step's form (the page under a dialog), as typed. */
function typedIn(page: Page, step: FlowStep): Promise<string[]> {
  return page.locator(`input[id^="${step.id}_"]:not([type="checkbox"]):not([type="password"])`).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/**
 * Logs in through the form, as a customer, and waits until the session is sealed into storage: it
 * is written a moment after the home shows, and an address opened before then (the walk's next
 * step) would find no session and land on /login.
 */
async function logIn(page: Page, t: Texts, mobile: string, lang: Lang): Promise<void> {
  await openIn(page, '/login', lang);
  await submitLogin(page, t, mobile, passwordOf(mobile));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(async () => (await sessionValues(page, 'customerToken')).customerToken).not.toBeNull();
}

/**
 * Which interruption a step takes: the four in turn over the steps; a dialog that asks for an OTP
 * takes Back, since any other restarts a journey kept in memory, and its walk back then waits
 * resendOtpSeconds for a new OTP, half a minute a case (the store-level suite meets those cases).
 */
let turn = 0;
const asksForOtp = (step: FlowStep) => step.dialog === true && (step.form === 'confirmOtp.v1' || step.form === 'otp.v1');
const kindOf = (step: FlowStep): Interruption => (asksForOtp(step) ? 'back' : (interruptions[turn++ % interruptions.length] ?? 'reload'));

Object.entries(walks).forEach(([name, walk], flowIndex) => {
  const flow = flowOf(name);
  const entry = flow.steps[0];
  flow.steps.forEach((step, index) => {
    const kind = kindOf(step);
    const lang = allLanguages[(flowIndex + index) % allLanguages.length] ?? 'en';
    test(`${name}: left at "${step.id}" by ${kind}, then come back to: a way forward, typed values kept where the spec allows, its work done once (${lang})`, async ({ page }) => {
      const t = textsOf(lang);
      const mobile = walk.customers[index];
      if (!mobile || !entry) throw new Error(`${name}: no customer for the step ${step.id}; add one to its walk`);
      if (kind === 'idleLogout') await page.clock.install();
      await logIn(page, t, mobile, lang);
      await page.goto(entry.route);
      await walkOn(page, t, flow, walk, mobile, step.id);
      const pageStep = flow.steps.find((candidate) => candidate.route === step.route && candidate.dialog !== true);
      const typedBefore = pageStep ? await typedIn(page, pageStep) : [];

      if (kind === 'reload') await page.reload();
      if (kind === 'back') {
        await page.goBack();
        // From a dialog Back closes it and stays on the page; from a page the customer comes forward again.
        if (step.dialog !== true) await page.goForward();
      }
      if (kind === 'logout') {
        // A dialog holds the page behind it: the customer logs out from another tab, which this one follows.
        const where = step.dialog === true ? await page.context().newPage() : page;
        if (where !== page) await where.goto('/dashboard');
        await where.getByRole('button', { name: t.app.logout }).click();
        if (where !== page) await where.close();
        await expect(page).toHaveURL(/\/login$/);
        await logIn(page, t, mobile, lang);
        await page.goto(step.route);
      }
      if (kind === 'idleLogout') {
        await page.clock.fastForward((limitOf('idleLogoutMinutes') * 60 + 10) * 1_000);
        await expect(page.getByRole('status').filter({ hasText: t.idle.loggedOut })).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);
        await logIn(page, t, mobile, lang);
        await page.goto(step.route);
      }

      // A way forward: this step or one before it, ready to act, and no failure said.
      const shown = await awaitStep(page, t, flow, `after ${kind} at ${step.id}`);
      expect(flow.steps.indexOf(shown), `after ${kind} at ${step.id} the journey shows "${shown.id}", a step it had not reached`).toBeLessThanOrEqual(index);
      await expect(page.getByRole('alert').filter({ hasText: t.message.somethingWentWrong })).toHaveCount(0);
      // Back from a dialog keeps what was typed on the page under it.
      if (kind === 'back' && step.dialog === true && pageStep) expect(await typedIn(page, pageStep)).toEqual(typedBefore);

      // On to the end from wherever the journey stands: the money moves once.
      await walkOn(page, t, flow, walk, mobile);
      await walk.moved(page, t, mobile);
    });
  });
});
