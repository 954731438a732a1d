/**
 * `npm run screenshots` (after `npm run build`): the signed-in screens as a customer sees them, at
 * 375 and 1280 px, in every language, saved to docs/screens/ for review. Starts its own sandbox on
 * a fresh database, drives Debian's Chromium like the end-to-end tests, and stops both.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chooseLanguage } from '../tests/setup/language-switch';
import { localeLanguages, textsOf, type Texts } from '../tests/setup/locale-texts';
import seed from '../sandbox/db/seed.json' with { type: 'json' };
import limits from '../rules/limits.json' with { type: 'json' };
import { chromiumArgs, chromiumPath } from './chromium';
import { freePort } from './free-port';
import { startLocalSandbox } from './local-sandbox';
import { labelled } from './page-timing';

const root = join(import.meta.dirname, '..');
const out = join(root, 'docs/screens');
const port = Number(process.env['SCREENSHOTS_PORT'] ?? (await freePort()));
/** Every language of locales/, for what leaves its customers as they were; */
const everyLanguage = localeLanguages;
/** the journeys that change theirs run in those the seed has customers for: two for those with four copies (one per language and width), */
const journeyLanguages: readonly string[] = ['en', 'fr'];
/** three for the money to a friend's wallet and the KYC upgrade (six senders, twenty upgraders). */
const seededLanguages: readonly string[] = ['en', 'fr', 'hi'];
const widths = [375, 1280] as const;
const prefix = limits.limits.countryCodePrefix.value;
/** Who is shown: the full-KYC customer everywhere, minimum-KYC ones on the home and their KYC details. */
const people = [
  { who: 'full-kyc', mobile: seed.customers[0]?.mobileNumber ?? '', pages: ['/dashboard', '/history', '/transfer/wallet', '/kyc-details', '/wallet-status'] },
  { who: 'card-blocked', mobile: `${prefix}9866000106`, pages: ['/wallet-status'] },
  { who: 'one-beneficiary', mobile: `${prefix}9866000121`, pages: ['/beneficiaries'] },
  { who: 'min-kyc', mobile: seed.customers[1]?.mobileNumber ?? '', pages: ['/dashboard', '/kyc-details', '/result/kyc-failed/nameMismatch'] },
  // Minimum KYC that ends within minKycWarningDays, and minimum KYC that has ended (922: the upgrade opens).
  { who: 'min-kyc-ending', mobile: `${prefix}9866000201`, pages: ['/kyc-details'] },
  { who: 'min-kyc-ended', mobile: `${prefix}9866000202`, pages: ['/kyc-details'] },
];

async function logIn(page: Page, lang: string, mobile: string, password: string): Promise<void> {
  const t = textsOf(lang);
  await page.goto(`${base}/login`);
  await chooseLanguage(page, lang);
  await page.getByLabel(new RegExp(`^${t.field.mobileNumber}`)).fill(mobile.slice(prefix.length));
  await page.getByLabel(new RegExp(`^${t.field.password}`)).fill(password);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  const later = page.getByRole('button', { name: t.kyc.later });
  if (await later.isVisible()) await later.click();
}

/**
 * Saves what a page shows as docs/screens/<name>-<lang>-<width>.png: a phone's picture is its screen,
 * as the customer sees it with the navigation bar fixed at the bottom; a desktop's is the whole page.
 */
async function save(page: Page, name: string, lang: string, width: number): Promise<void> {
  const file = join(out, `${name}-${lang}-${String(width)}.png`);
  // The Devanagari font comes once a page shows Hindi: the picture waits for it, as a customer would.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: file, fullPage: width >= 900 });
  console.log(`saved ${file.replace(`${root}/`, '')}`);
}

const sandbox = await startLocalSandbox(port);
const { base } = sandbox;
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
/** A page at a width, as tall as a phone's or a laptop's screen. */
const pageAt = (width: number) => browser.newPage({ viewport: { width, height: width < 600 ? 800 : 900 } });
/** The newest OTP the sandbox sent to a number (91 and the ten digits), as the customer reads their phone. */
const inboxOtp = async (mobile: string) => ((await (await fetch(`${base}/sandbox/inbox?mobile=${mobile}`)).json()) as { messages: { otp: string }[] }).messages[0]?.otp ?? '';
const fieldOf = (page: Page, text: string) => page.getByLabel(labelled(text));
/** Rupees as a customer of the language types them: 1 250,50 in French, 1,250.50 in English and Hindi. */
const typedRupees = (t: Texts, rupees: number) => new Intl.NumberFormat(t.format.locale, { minimumFractionDigits: 2 }).format(rupees);
/** The upgrade's first step: a PAN the simulator verifies, with the customer's name; on to the choice of Aadhaar check. */
async function verifyPanOn(page: Page, t: Texts, name: string): Promise<void> {
  await fieldOf(page, t.field.pan).fill('ABCPK1234M');
  await fieldOf(page, t.field.nameAsPerPan).fill(name);
  await fieldOf(page, t.field.dob).fill('1988-02-11');
  await page.getByLabel(t.consent.nameMatchesDocument).check();
  await page.getByRole('button', { name: t.pan.verify }).click();
  await page.getByRole('heading', { level: 1, name: t.kyc.methodTitle }).waitFor();
}
/** DigiLocker's step of the upgrade: the Aadhaar number (its last two digits the name match), both consents, the fetch. */
async function fetchFromDigilocker(page: Page, t: Texts, aadhaar: string): Promise<void> {
  await fieldOf(page, t.field.aadhaar).fill(aadhaar);
  await page.getByLabel(t.consent.digilocker).check();
  await page.getByLabel(t.consent.detailsMatchAadhaar).check();
  await page.getByRole('button', { name: t.kyc.fetchDigilocker }).click();
}
/** What a journey of one customer per language and width works with: its page, texts and pictures. */
interface Journey {
  readonly page: Page;
  readonly t: Texts;
  readonly shot: (name: string) => Promise<void>;
  readonly label: (text: string) => ReturnType<Page['getByLabel']>;
  /** Which run this is, from 0, across languages and widths. */
  readonly turn: number;
  /** The language of this turn. */
  readonly lang: string;
  /** The customer's number this turn, with 91, as the sandbox's inbox knows it, and their password. */
  readonly mobile: string;
  readonly password: string;
  /** Presses a review button, pictures the confirmation dialog it opens, and confirms with the OTP sent. */
  readonly confirmByOtp: (review: string, dialog: string, name: string) => Promise<void>;
}

/** Runs a journey once per language and width, logged in as the customer of each turn (its number with 91, its password), and closes its page. */
async function eachLanguageAndWidth(
  customerAt: (turn: number) => { readonly mobile: string; readonly password: string },
  run: (journey: Journey) => Promise<void>,
  languages: readonly string[] = everyLanguage,
): Promise<void> {
  let turn = 0;
  for (const lang of languages) {
    const t = textsOf(lang);
    for (const width of widths) {
      const page = await pageAt(width);
      const thisTurn = turn;
      turn += 1;
      const { mobile, password } = customerAt(thisTurn);
      const shot = (name: string) => save(page, name, lang, width);
      await logIn(page, lang, mobile, password);
      const confirmByOtp = async (review: string, dialog: string, name: string) => {
        await page.getByRole('button', { name: review }).click();
        await page.getByRole('dialog', { name: dialog }).waitFor();
        await shot(name);
        await fieldOf(page, t.field.otp).fill(await inboxOtp(mobile));
        await page.getByRole('button', { name: t.confirmation.confirm, exact: true }).click();
      };
      await run({ page, t, shot, label: (text) => fieldOf(page, text), turn: thisTurn, lang, mobile, password, confirmByOtp });
      await page.close();
    }
  }
}

/** A journey that changes its customer: each language and width is the next seeded one from 9866000<first>. */
const eachSeededCustomer = (first: number, run: (journey: Journey) => Promise<void>) =>
  eachLanguageAndWidth((turn) => ({ mobile: `${prefix}9866000${String(first + turn)}`, password: 'Wallet@2026' }), run, journeyLanguages);

/** The history's statements and disputes (issue 17), as the varied-history customer sees them (read only: the same customer each turn). */
async function statementsAndDisputes(): Promise<void> {
  const harsh = seed.customers.find((customer) => customer.mobileNumber === `${prefix}9866000181`);
  const failed = harsh?.statement.find((row) => row.direction === 'DEBIT' && row.status === 'FAILED');
  await eachLanguageAndWidth(
    () => ({ mobile: harsh?.mobileNumber ?? '', password: harsh?.password ?? '' }),
    async ({ page, t, shot }) => {
      await page.goto(`${base}/history`);
      await page.getByRole('button', { name: t.statement.download }).click();
      await page.getByRole('dialog').getByText(t.statement.protect).waitFor();
      await shot('history-statement-dialog');
      await page.getByRole('button', { name: t.app.cancel }).click();
      await page.goto(`${base}/history?preset=today`);
      await page.getByRole('link', { name: t.historyEmpty.last90 }).waitFor();
      await page.waitForLoadState('networkidle');
      await shot('history-empty');
      await page.goto(`${base}/history/${failed?.txnRef ?? ''}`);
      await page.getByRole('link', { name: t.dispute.raise }).click();
      await page.getByRole('heading', { level: 1, name: t.dispute.title }).waitFor();
      await page.waitForFunction(() => document.querySelector('.skeleton') === null);
      await shot('dispute');
      await page.goBack();
      await page.getByRole('link', { name: t.dispute.raise }).waitFor();
      await shot('transaction-failed');
    },
  );
}

/**
 * The profile (a name verified with a PAN card, which cannot change) and the change of e-mail address
 * as a customer without one meets it: the form, and the OTP sent to the new address. Sending an OTP
 * changes no profile, so the same customers serve each turn.
 */
async function profileAndEmail(): Promise<void> {
  const withPan = seed.customers.find((customer) => customer.mobileNumber === `${prefix}9866000191`);
  const withoutEmail = seed.customers.find((customer) => customer.mobileNumber === `${prefix}9866000182`);
  await eachLanguageAndWidth(
    () => ({ mobile: withPan?.mobileNumber ?? '', password: withPan?.password ?? '' }),
    async ({ page, t, shot }) => {
      await page.goto(`${base}/profile`);
      await page.getByText(t.profile.nameLocked).waitFor();
      await shot('profile');
    },
  );
  await eachLanguageAndWidth(
    () => ({ mobile: withoutEmail?.mobileNumber ?? '', password: withoutEmail?.password ?? '' }),
    async ({ page, t, shot, label, turn }) => {
      await page.goto(`${base}/profile`);
      await page.getByText(t.profile.noEmail).waitFor();
      await shot('profile-no-email');
      await page.getByRole('link', { name: t.profile.addEmail }).click();
      await page.getByRole('heading', { level: 1, name: t.route.changeEmail }).waitFor();
      await page.waitForFunction(() => document.querySelector('.skeleton') === null);
      await shot('change-email');
      // An address per turn: the sandbox holds back a second OTP to one address within its resend wait.
      await label(t.changeEmail.newEmail).fill(`kavya.menon.${String(turn)}@example.in`);
      await page.getByRole('button', { name: t.changeEmail.sendOtp }).click();
      await page.getByRole('dialog', { name: t.signup.emailOtpTitle }).waitFor();
      await shot('change-email-otp');
    },
  );
}

/** Adding money (issue 31 item 2): the amount typed as the language writes it, and its review before the card provider; nothing is paid, so the same customer serves each turn. */
async function addMoneyReview(): Promise<void> {
  const full = seed.customers[0];
  await eachLanguageAndWidth(
    () => ({ mobile: full?.mobileNumber ?? '', password: full?.password ?? '' }),
    async ({ page, t, shot, label }) => {
      await page.goto(`${base}/add-money`);
      await label(t.field.amount).fill(typedRupees(t, 1250.5));
      await shot('add-money');
      await page.getByRole('button', { name: t.addMoney.review }).click();
      await page.getByRole('dialog', { name: t.addMoney.reviewTitle }).waitFor();
      await shot('add-money-review');
    },
  );
}

/**
 * Money to a friend's wallet (issue 31 item 14): the form, a friend no wallet can pay (closed), the
 * review with the friend's masked name and the OTP, and the result. Each run sends from its own
 * seeded customer (seed.json 9866000331 to 340), since an OTP waits resendOtpSeconds for the next.
 */
async function walletTransfer(): Promise<void> {
  const senders = ['331', '333', '334', '338', '332', '311'];
  await eachLanguageAndWidth(
    (turn) => ({ mobile: `${prefix}9866000${senders[turn] ?? ''}`, password: 'Wallet@2026' }),
    async ({ page, t, shot, label, confirmByOtp }) => {
      await page.goto(`${base}/transfer/wallet`);
      await page.getByRole('heading', { level: 1, name: t.route.walletTransfer }).waitFor();
      await page.waitForFunction(() => document.querySelector('.skeleton') === null);
      await shot('wallet-transfer');
      await label(t.field.recipientMobile).fill('9866000337');
      await label(t.field.amount).fill(typedRupees(t, 250.5));
      await label(t.field.remarks).fill('Dinner');
      await page.getByRole('button', { name: t.transfer.review }).click();
      await page.getByRole('alert').waitFor();
      await shot('wallet-transfer-closed-friend');
      await label(t.field.recipientMobile).fill('9866000340');
      await confirmByOtp(t.transfer.review, t.transfer.confirmTitle, 'wallet-transfer-confirm');
      await page.waitForURL(/\/result\/transaction\/P2P\w+$/);
      await page.getByText(t.result.transactionSuccess).waitFor();
      await shot('wallet-transfer-result');
    },
    seededLanguages,
  );
}

/**
 * The minimum-KYC copies the upgrade's pictures use (seed.json 9198123456 51 to 94), one per run: a
 * PAN verified resumes that customer's next upgrade past it (issue 31 item 9), and a name that did
 * not match counts against them.
 */
const upgradeCopies = ['51', '52', '53', '54', '61', '62', '63', '64', '71', '72', '73', '74', '81', '82', '83', '84', '91', '92', '93', '94'];
let upgradesShown = 0;
function nextUpgrader(): { readonly mobileNumber: string; readonly password: string; readonly fullName: string } {
  const mobileNumber = `${prefix}98123456${upgradeCopies[upgradesShown] ?? ''}`;
  upgradesShown += 1;
  const customer = seed.customers.find((candidate) => candidate.mobileNumber === mobileNumber);
  if (!customer) throw new Error(`no seeded minimum-KYC copy ${mobileNumber} left for the upgrade's pictures`);
  return customer;
}

/**
 * The KYC upgrade off the straight path (issue 31 item 9): resumed after a logout at the choice of
 * Aadhaar check, then at video KYC; the attempts left after a name below the match; the failure
 * page and the upgrade while the block runs. Two customers a run: one resumes, one is blocked.
 */
async function kycResumeAndBlock(): Promise<void> {
  await eachLanguageAndWidth(
    () => {
      const customer = nextUpgrader();
      return { mobile: customer.mobileNumber, password: customer.password };
    },
    async ({ page, t, shot, lang, mobile, password }) => {
      // A Tuesday at 11:00 in India: the KYC agents are at work.
      await page.clock.setFixedTime(new Date('2026-11-24T05:30:00Z'));
      const verifyPan = async () => {
        await page.goto(`${base}/update-profile/verify-aadhar`);
        await verifyPanOn(page, t, 'Ravi Kumar');
      };
      const throughDigilocker = async (aadhaar: string) => {
        await fieldOf(page, t.field.kycMethod).selectOption({ label: t.kyc.methodDigilocker });
        await page.getByRole('button', { name: t.kyc.continue }).click();
        await fetchFromDigilocker(page, t, aadhaar);
      };
      const again = async (customer: { readonly mobileNumber: string; readonly password: string }) => {
        await page.getByRole('button', { name: t.app.logout }).click();
        await page.waitForURL(/\/login$/);
        await logIn(page, lang, customer.mobileNumber, customer.password);
        await page.goto(`${base}/update-profile/verify-aadhar`);
      };
      const resuming = { mobileNumber: mobile, password };
      await verifyPan();
      await again(resuming);
      await page.getByText(t.kyc.resumedPanVerified).waitFor();
      await shot('kyc-upgrade-resumed-method');
      await throughDigilocker('234567890192');
      await page.getByRole('heading', { level: 1, name: t.kyc.videoTitle }).waitFor();
      await again(resuming);
      await page.getByText(t.kyc.resumedAadhaarChecked).waitFor();
      await shot('kyc-upgrade-resumed-video');

      await again(nextUpgrader());
      await verifyPan();
      for (let miss = 1; miss <= limits.limits.maxRetries.value; miss += 1) {
        await throughDigilocker('234567890170');
        if (miss === limits.limits.maxRetries.value) break;
        // Back on the PAN with what was typed, told how many attempts are left.
        await page.getByRole('alert').waitFor();
        if (miss === 1) await shot('kyc-upgrade-attempts-left');
        await page.getByRole('button', { name: t.pan.verify }).click();
        await page.getByRole('heading', { level: 1, name: t.kyc.methodTitle }).waitFor();
      }
      await page.waitForURL(/\/result\/kyc-failed\/nameMismatch$/);
      await page.getByText(t.result.tryAgainFrom).waitFor();
      await shot('kyc-failed-blocked');
      await page.goto(`${base}/update-profile/verify-aadhar`);
      await page.getByRole('link', { name: t.kyc.backHome }).waitFor();
      await shot('kyc-upgrade-blocked');
    },
    seededLanguages,
  );
}

/** Service requests (issue 18): none yet, a new one, its page open, a comment, and the list; each turn its own customer (seed.json 9866000211 to 214). */
async function serviceRequests(): Promise<void> {
  await eachSeededCustomer(211, async ({ page, t, shot, label }) => {
    await page.goto(`${base}/view-service-requests`);
    await page.getByText(t.serviceRequest.noneFound).waitFor();
    await shot('service-requests-empty');
    await page.getByRole('link', { name: t.serviceRequests.new }).first().click();
    await page.getByRole('heading', { level: 1, name: t.route.newServiceRequest }).waitFor();
    await label(t.dispute.reason).selectOption({ label: t.dispute.reasonNotReceived });
    await label(t.dispute.comment).fill('I sent ₹2,500.00 to Meena Rao on Monday; she has not received it.');
    await shot('service-request-new');
    await page.getByRole('button', { name: t.requestDetail.create }).click();
    await page.getByText(t.requestDetail.noUpdates).waitFor();
    await shot('service-request-open');
    await page.getByRole('link', { name: t.requestDetail.addComment }).click();
    await label(t.requestDetail.newComment).fill('She checked again today: still nothing.');
    await shot('service-request-comment');
    await page.getByRole('button', { name: t.requestDetail.send }).click();
    await page.getByRole('row').filter({ hasText: t.requestDetail.byCustomer }).waitFor();
    await shot('service-request-in-progress');
    await page.goto(`${base}/view-service-requests`);
    await page.locator('.pager__footer').waitFor();
    await shot('service-requests');
  });
}

/**
 * Manage profile (issue 18 item 2) as a customer a PAN card verified sees it: the profile with its
 * address, and the form where the name is shown but closed, and why. Nothing is saved, so the same
 * customer serves each turn.
 */
async function manageProfile(): Promise<void> {
  const withAddress = seed.customers.find((customer) => customer.mobileNumber === `${prefix}9866000241`);
  await eachLanguageAndWidth(
    () => ({ mobile: withAddress?.mobileNumber ?? '', password: withAddress?.password ?? '' }),
    async ({ page, t, shot }) => {
      await page.goto(`${base}/profile`);
      await page.getByRole('link', { name: t.route.manageProfile }).waitFor();
      await shot('profile-with-address');
      await page.getByRole('link', { name: t.route.manageProfile }).click();
      await page.getByRole('heading', { level: 1, name: t.route.manageProfile }).waitFor();
      await page.getByLabel(labelled(t.manageProfile.fullName)).and(page.locator(':disabled')).waitFor();
      await shot('manage-profile');
    },
  );
}

/** Change of mobile number (issue 18 item 3): each step, and the profile on the new number; each turn its own customer (seed.json 9866000231 to 234). */
async function changeMobile(): Promise<void> {
  await eachSeededCustomer(231, async ({ page, t, shot, label, mobile: current }) => {
    const fresh = `97${current.slice(-3)}12567`;
    await page.goto(`${base}/profile/mobile`);
    await page.getByRole('heading', { level: 1, name: t.route.changeMobile }).waitFor();
    await shot('change-mobile');
    await label(t.field.password).fill('Wallet@2026');
    await page.getByRole('button', { name: t.app.continue }).click();
    await page.getByRole('dialog', { name: t.changeMobile.currentOtpTitle }).waitFor();
    await shot('change-mobile-current-otp');
    await label(t.field.otp).fill(await inboxOtp(current));
    await page.getByRole('button', { name: t.otp.verify }).click();
    await label(t.changeMobile.newMobile).fill(fresh);
    await shot('change-mobile-new');
    await page.getByRole('button', { name: t.otp.send }).click();
    await page.getByRole('dialog', { name: t.changeMobile.newOtpTitle }).waitFor();
    await shot('change-mobile-new-otp');
    await label(t.field.otp).fill(await inboxOtp(`${prefix}${fresh}`));
    await page.getByRole('button', { name: t.otp.verify }).click();
    await page.getByText(t.changeMobile.done).waitFor();
    await page.waitForFunction(() => document.querySelector('.skeleton') === null);
    await shot('change-mobile-done');
  });
}

/** A long history (seed.json generatedStatement) filtered among every row of its period: the filters across batches of issue 17. */
async function longHistoryFiltered(): Promise<void> {
  const long = seed.customers.find((customer) => 'generatedStatement' in customer);
  await eachLanguageAndWidth(
    () => ({ mobile: long?.mobileNumber ?? '', password: long?.password ?? '' }),
    async ({ page, t, shot }) => {
      // Searched for as the customer reads the rows: the description in their language.
      await page.goto(`${base}/history?preset=last90&type=DEBIT&q=${encodeURIComponent(t.transactionDescription.MOBILE_RECHARGE)}&page=2`);
      await page.locator('.pager__footer').waitFor();
      await page.waitForLoadState('networkidle');
      await shot('history-filtered');
    },
  );
}

/** The first page, each customer's screens, the migration, money out and the KYC upgrade's steps. */
async function screensAndJourneys(): Promise<void> {
  // The first page in every language, as a customer who chose it sees it.
  for (const lang of everyLanguage) {
    for (const width of widths) {
      const page = await pageAt(width);
      await page.goto(`${base}/login`);
      await chooseLanguage(page, lang);
      await page.getByRole('heading', { level: 1, name: textsOf(lang).route.login }).waitFor();
      await save(page, 'login', lang, width);
      await page.close();
    }
  }
  for (const person of people) {
    const password = seed.customers.find((customer) => customer.mobileNumber === person.mobile)?.password ?? '';
    for (const lang of everyLanguage) {
      for (const width of widths) {
        const page = await pageAt(width);
        await logIn(page, lang, person.mobile, password);
        for (const path of person.pages) {
          if (!page.url().endsWith(path)) await page.goto(`${base}${path}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          // Every panel loaded: no skeleton left (each panel loads on its own), and the network quiet.
          await page.waitForFunction(() => document.querySelector('.skeleton') === null);
          await page.waitForLoadState('networkidle');
          await save(page, `${path.slice(1).replaceAll('/', '-')}-${person.who}`, lang, width);
        }
        await page.close();
      }
    }
  }
  // The migration journey, one seeded account per language and width (98444444 61 to 64): the old
  // account shown before the customer confirms, the password that ends it; and the wallet-created page.
  let copy = 61;
  for (const lang of journeyLanguages) {
    const t = textsOf(lang);
    for (const width of widths) {
      const page = await pageAt(width);
      const shot = (name: string) => save(page, name, lang, width);
      const mobile = `98444444${String(copy)}`;
      copy += 1;
      await page.goto(`${base}/migration/mobile`);
      await chooseLanguage(page, lang);
      await page.getByLabel(t.field.mobileNumber).fill(mobile);
      await page.getByRole('button', { name: t.otp.send }).click();
      await page.waitForURL(/\/migration\/mobile\/otp$/);
      await page.getByLabel(new RegExp(`^${t.field.otp}`)).fill(await inboxOtp(`${prefix}${mobile}`));
      await page.getByRole('button', { name: t.otp.verify }).click();
      await page.waitForURL(/\/migration\/details$/);
      await page.getByRole('table').waitFor();
      await shot('migration-details');
      const fields: [string, string][] = [
        [t.field.firstName, 'Sunil'], [t.field.lastName, 'Menon'], [t.field.email, 'sunil.menon@example.in'], [t.field.dob, '1979-11-02'], [t.field.pan, 'ABCPM1234S'],
        [t.field.address, '4 Residency Road'], [t.field.city, 'Bengaluru'], [t.field.district, 'Bengaluru Urban'], [t.field.state, 'Karnataka'], [t.field.pincode, '560025'], [t.field.country, 'India'],
      ];
      for (const [label, value] of fields) {
        const field = page.getByLabel(labelled(label));
        // State and country are chosen from lists.
        if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
        else await field.fill(value);
      }
      await page.getByLabel(t.consent.agreement).check();
      await page.getByRole('button', { name: t.migration.submit }).click();
      await page.waitForURL(/\/migration\/password$/);
      // The page is there once its form is (the address changes first).
      await page.getByLabel(new RegExp(`^${t.field.newPassword}`)).first().waitFor();
      await shot('migration-password');
      await page.goto(`${base}/result/wallet-created`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('wallet-created');
      await page.close();
    }
  }
  // Money out (issue 16): a beneficiary added and confirmed with the OTP, its cooling-off in the list,
  // a transfer refused above the cap, confirmed, and its result; the one-time transfer. One seeded
  // customer per language and width (9866000131 to 134), with no beneficiary at first.
  await eachSeededCustomer(131, async ({ page, t, shot, label, confirmByOtp }) => {
    await page.goto(`${base}/beneficiaries`);
    await page.getByText(t.beneficiaries.empty).waitFor();
    await shot('beneficiaries-empty');
    await page.getByRole('link', { name: t.beneficiary.add }).click();
    await label(t.field.beneficiaryName).fill('Meena Rao');
    await label(t.field.accountNumber).fill('001234567890');
    await label(t.field.confirmAccountNumber).fill('001234567899');
    await label(t.field.ifsc).fill('hdfc0001234');
    await page.getByRole('button', { name: t.beneficiary.review }).click();
    await shot('beneficiary-add-errors');
    await label(t.field.confirmAccountNumber).fill('001234567890');
    // The bank's name is filled from the IFSC (rules/catalogues), as the customer sees it.
    await label(t.field.bankName).and(page.locator('[value="HDFC Bank"]')).waitFor();
    await label(t.field.dailyAmountLimit).fill('25000');
    await confirmByOtp(t.beneficiary.review, t.beneficiary.confirmTitle, 'beneficiary-add-confirm');
    await page.waitForURL(/\/beneficiaries$/);
    await page.getByRole('row').filter({ hasText: 'Meena Rao' }).waitFor();
    await shot('beneficiaries-cooling-off');
    await page.goto(`${base}/transfer`);
    await label(t.field.amount).fill('10000.01');
    await page.getByRole('button', { name: t.transfer.review }).click();
    await shot('transfer-over-cap');
    await label(t.field.amount).fill('2500');
    await label(t.field.remarks).fill('Rent');
    await confirmByOtp(t.transfer.review, t.transfer.confirmTitle, 'transfer-confirm');
    await page.waitForURL(/\/result\/transfer\//);
    await page.getByText(t.cashout.success).waitFor();
    await shot('transfer-result');
    await page.goto(`${base}/transfer/one-time`);
    await label(t.field.beneficiaryName).waitFor();
    await shot('transfer-one-time');
  });
  // Closing a wallet (issue 16 item 8): its checks, the balance sent to the beneficiary, the typed
  // word, the result. One seeded customer per language and width (9866000151 to 154).
  await eachSeededCustomer(151, async ({ page, t, shot, confirmByOtp }) => {
    await page.goto(`${base}/wallet-status/close`);
    await page.getByLabel(t.closure.permanentConsent).waitFor();
    await page.waitForLoadState('networkidle');
    await shot('close-wallet-checks');
    await page.getByLabel(t.closure.permanentConsent).check();
    await confirmByOtp(t.app.continue, t.closure.transferTitle, 'close-wallet-transfer');
    await page.getByRole('heading', { level: 1, name: t.closure.confirmTitle }).waitFor();
    await page.getByLabel(new RegExp(`^${t.closure.typeWord}`)).fill('no');
    await page.getByRole('button', { name: t.closure.closeNow }).click();
    await shot('close-wallet-confirm');
    await page.getByLabel(new RegExp(`^${t.closure.reason}`)).selectOption({ label: t.closure.reasonOther });
    await page.getByLabel(new RegExp(`^${t.closure.typeWord}`)).fill(t.closure.word);
    await page.getByRole('button', { name: t.closure.closeNow }).click();
    await page.waitForURL(/\/result\/wallet-closed$/);
    await page.getByText(t.wallet.closedPermanently).waitFor();
    await shot('wallet-closed');
  });
  // The KYC upgrade after the PAN (spec §4): the choice of Aadhaar check, DigiLocker, and video KYC,
  // at an hour the agents work and at one they do not, by the page's clock.
  for (const lang of journeyLanguages) {
    const t = textsOf(lang);
    for (const width of widths) {
      for (const hour of ['open', 'closed'] as const) {
        const minimum = nextUpgrader();
        const page = await pageAt(width);
        // A Tuesday, India time: 11:00 (agents at work) or 07:00 (before they start).
        await page.clock.setFixedTime(new Date(hour === 'open' ? '2026-11-24T05:30:00Z' : '2026-11-24T01:30:00Z'));
        const shot = (name: string) => save(page, name, lang, width);
        await logIn(page, lang, minimum.mobileNumber, minimum.password);
        await page.goto(`${base}/update-profile/verify-aadhar`);
        await verifyPanOn(page, t, minimum.fullName);
        if (hour === 'open') await shot('kyc-upgrade-method');
        await page.getByLabel(new RegExp(`^${t.field.kycMethod}`)).selectOption({ label: t.kyc.methodDigilocker });
        await page.getByRole('button', { name: t.kyc.continue }).click();
        await page.getByRole('heading', { level: 1, name: t.kyc.digilockerTitle }).waitFor();
        if (hour === 'open') await shot('kyc-upgrade-digilocker');
        await fetchFromDigilocker(page, t, '234567890192');
        await page.getByRole('heading', { level: 1, name: t.kyc.videoTitle }).waitFor();
        await shot(`kyc-upgrade-video-${hour}`);
        await page.close();
      }
    }
  }
}

/** The parts of the run, by name: `npm run screenshots -- walletTransfer` takes that part alone, every part by default. */
const parts: Readonly<Record<string, () => Promise<void>>> = {
  screensAndJourneys,
  addMoneyReview,
  walletTransfer,
  kycResumeAndBlock,
  statementsAndDisputes,
  longHistoryFiltered,
  profileAndEmail,
  manageProfile,
  changeMobile,
  serviceRequests,
};
const asked = process.argv.slice(2);

try {
  const unknown = asked.filter((name) => !(name in parts));
  if (unknown.length > 0) throw new Error(`no part named ${unknown.join(', ')}: the parts are ${Object.keys(parts).join(', ')}`);
  mkdirSync(out, { recursive: true });
  for (const [name, run] of Object.entries(parts)) if (asked.length === 0 || asked.includes(name)) await run();
} finally {
  await browser.close();
  sandbox.stop();
}
