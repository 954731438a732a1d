/**
 * Issue 57, "Done when": in Chromium at 1280 and 375 px, a maker raises the full-KYC cap by ₹20,000,
 * rewords a message in en, fr and hi, and adds a bank-timeout code with its own message and outcome
 * "pending"; a slip (markup in a text) is refused with the checker's words; the maker sees the diff,
 * the replay count and where each is used, and cannot approve their own draft; a checker approves;
 * main then has one merge commit with the versions and reasons and Approved-by, check:config passes
 * on it, and the sandbox started from it books the new code's transfer as PENDING.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import staffTexts from '../../staff/locales/en.json' with { type: 'json' };
import { totpAt, totpStep } from '../../staff/server/totp';
import { formatMoney } from '../../src/core/money/format-money';
import { fillPlaceholders } from '../../src/core/text/fill-placeholders';
import { escapeRegExp } from '../../src/core/text/escape-reg-exp';
import { freePort } from '../../scripts/free-port';
import { timeLimit } from '../../scripts/time-limits';
import { expect, expectNoAxeViolations, localeLanguages, test } from './fixtures';

const root = join(import.meta.dirname, '../..');
const s = staffTexts;
const people = {
  maker: { email: 'meera@bank.example', name: 'Meera Iyer', role: 'maker', password: 'a maker password' },
  checker: { email: 'arjun@bank.example', name: 'Arjun Rao', role: 'checker', password: 'a checker password' },
} as const;
type Person = (typeof people)[keyof typeof people];

let dir = '';
let repo = '';
let server: ChildProcess | undefined;
let baseURL = '';
const secrets = new Map<string, string>();
/** The authenticator steps each person used on this console. */
const usedSteps = new Map<string, number>();
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });


/** A configuration repository cloned from this checkout, two staff accounts, recorded decisions, and the console's server on a free port. */
async function startConsole(): Promise<void> {
  secrets.clear();
  usedSteps.clear();
  dir = mkdtempSync(join(tmpdir(), 'staff-e2e-'));
  repo = join(dir, 'config');
  execFileSync('git', ['clone', '-q', root, repo]);
  // Accounts added as an operator adds them (npm run staff:add), the authenticator's secret read from its otpauth address.
  const tsx = (script: string, args: readonly string[], env: Readonly<Record<string, string>> = {}) => execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  for (const person of Object.values(people)) {
    const added = tsx('staff/add-staff.ts', ['--email', person.email, '--name', person.name, '--role', person.role], { STAFF_DATA_DIR: join(dir, 'staff'), STAFF_PASSWORD: person.password });
    secrets.set(person.email, /secret=([A-Z2-7]+)/.exec(added)?.[1] ?? '');
  }
  // Decisions the sandbox recorded, for the draft's replay.
  tsx('tests/setup/record-decisions.ts', [join(dir, 'sandbox.db')]);
  const port = await freePort();
  baseURL = `http://localhost:${String(port)}`;
  server = spawn(process.execPath, ['--enable-source-maps', 'dist-staff-server/main.js'], {
    cwd: root,
    env: { ...process.env, STAFF_PORT: String(port), STAFF_REPO: repo, STAFF_DATA_DIR: join(dir, 'staff'), STAFF_DECISIONS_DB: join(dir, 'sandbox.db') },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${baseURL}/healthz`).catch(() => null))?.status, { timeout: timeLimit(60_000) }).toBe(200);
}

function stopConsole(): void {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

async function signIn(page: Page, person: Person, shot?: () => Promise<unknown>): Promise<void> {
  await page.goto(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: s.signIn.title })).toBeVisible();
  await shot?.();
  await page.getByLabel(s.signIn.email).fill(person.email);
  await page.getByLabel(s.signIn.password).fill(person.password);
  // A code is good once: the earliest step the server still takes (one either side of now) that this person has not used.
  const step = Math.max(totpStep(Date.now()) - 1, (usedSteps.get(person.email) ?? 0) + 1);
  expect(step, 'three sign-ins of one person within a minute').toBeLessThanOrEqual(totpStep(Date.now()) + 1);
  usedSteps.set(person.email, step);
  await page.getByLabel(s.signIn.code).fill(totpAt(secrets.get(person.email) ?? '', step));
  await page.getByRole('button', { name: s.signIn.submit }).click();
  await expect(page.getByText(fillPlaceholders(s.app.signedInAs, { name: person.name, role: s.app[`role.${person.role}`] }))).toBeVisible();
}

/** A form field by its label, which RJSF marks with "*" when it is required. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`));
/** A message written in every language of locales/, each in the field its language names; a language the test has no words for fails it. */
async function fillLanguages(page: Page, byLanguage: Readonly<Record<string, string>>): Promise<void> {
  for (const language of localeLanguages) {
    const text = byLanguage[language];
    if (text === undefined) throw new Error(`the test writes no ${language}: add its words`);
    await page.getByLabel(staffTexts.texts[`language.${language}` as keyof typeof staffTexts.texts]).fill(text);
  }
}
const findings = (page: Page) => page.getByRole('complementary', { name: s.draft.review }).locator('.findings li');

const widths = [1280, 375] as const;
for (const width of widths) {
  test.describe(`at ${String(width)} px`, () => {
    // Each width's steps in order on one console; the two widths side by side on two workers.
    test.describe.configure({ mode: 'serial' });
    test.use({ viewport: { width, height: 900 } });
    // Each width a repository and a console of its own: the same change, from the same main.
    test.beforeAll(startConsole);
    test.afterAll(stopConsole);

    test(`a maker changes a decision's comparison in words and a route's navigation entry; the review says each (${String(width)} px)`, async ({ page }, testInfo) => {
      const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${String(width)}.png`), fullPage: true });
      await signIn(page, people.maker);
      await page.getByLabel(s.drafts.draftTitle).fill(`Rules and routes (${String(width)} px)`);
      await page.getByLabel(s.drafts.draftReason).fill('Cooling-off cap inclusive; requests leave the navigation');
      await page.getByRole('button', { name: s.drafts.create }).click();

      await page.getByRole('tab', { name: s.draft.decisions }).click();
      await expect(page.getByLabel(s.decisions.choose, { exact: true })).toHaveValue('cooling-off');
      const comparison = page.getByRole('listitem').filter({ hasText: 'amountPaise is above the limit coolingOffCapPaise' });
      await comparison.getByRole('button', { name: new RegExp(`^${escapeRegExp(s.limits.edit)}: amountPaise is above`) }).click();
      await field(page, s.decisions.operator).selectOption({ label: 'is at least' });
      await page.getByRole('button', { name: s.decisions.save }).click();
      await expect(page.getByRole('listitem').filter({ hasText: 'amountPaise is at least the limit coolingOffCapPaise' }).first()).toBeVisible();
      await shot('decisions');

      await page.getByRole('tab', { name: s.draft.routes }).click();
      // Requests leave the signed-in navigation (they stay reachable from the home and help).
      const requests = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '/view-service-requests', exact: true }) });
      await requests.getByRole('button', { name: `${s.limits.edit} /view-service-requests` }).click();
      await expect(requests.getByLabel(s.routes.inNavigation)).toBeChecked();
      await requests.getByLabel(s.routes.inNavigation).uncheck();
      await requests.getByRole('button', { name: s.routes.save }).click();
      await expect(page.getByText(fillPlaceholders(s.draft.saved, { what: '/view-service-requests' }))).toBeVisible();
      await expect(requests.getByText(`${s.routes.access}: session`, { exact: true })).toBeVisible();
      await shot('routes');

      const review = page.getByRole('complementary', { name: s.draft.review });
      await expect(review.getByText(/cooling-off: condition «refused» changed/)).toBeVisible();
      await expect(review.getByText('after: all of (coolingOff is 0; amountPaise is at least the limit coolingOffCapPaise', { exact: false })).toBeVisible();
      await expect(review.getByText(/schemas\/routes\.json: v\d+ → v\d+/)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: s.draft.withdraw }).click();
      await expect(page.getByText(fillPlaceholders(s.draft.status, { status: 'withdrawn' }))).toBeVisible();
    });

    test(`a maker's draft, reviewed and approved by a checker, is one merge commit on main that the checker and the sandbox accept (${String(width)} px)`, async ({ page }, testInfo) => {
      const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${String(width)}.png`), fullPage: true });
      await signIn(page, people.maker, async () => {
        await shot('sign-in');
        await expectNoAxeViolations(page);
      });
      // Never on the customers' origin: the portal's server has no staff API.
      expect((await page.request.get('/staff-api/me')).status()).toBe(404);
      await shot('drafts');
      await expectNoAxeViolations(page);
      const title = `Cap and bank timeout (${String(width)} px)`;
      await page.getByLabel(s.drafts.draftTitle).fill(title);
      await page.getByLabel(s.drafts.draftReason).fill('Compliance memo 2026-12: full-KYC cap raised; a bank timeout is pending, not failed');
      await page.getByRole('button', { name: s.drafts.create }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      // The full-KYC cap, typed in rupees as India writes them.
      const main = JSON.parse(git('show', 'main:rules/limits.json')) as { version: number; limits: Record<string, { value: number | string; range?: [number, number] }> };
      const cap = Number(main.limits['fullKycWalletLimitPaise']?.value);
      await page.getByLabel(s.limits.search).fill('fullKycWallet');
      const capCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'fullKycWalletLimitPaise', exact: true }) });
      await expect(capCard.getByText(formatMoney(cap, 'en-IN', 'INR'))).toBeVisible();
      // What the checker holds it to, beside it: its range in rupees, and the limits it must stay above.
      const [least = 0, most = 0] = main.limits['fullKycWalletLimitPaise']?.range ?? [];
      const bounds = capCard.getByRole('list', { name: s.limits.bounds });
      await expect(bounds).toContainText(fillPlaceholders(s.limits.range, { from: formatMoney(least, 'en-IN', 'INR'), to: formatMoney(most, 'en-IN', 'INR') }));
      const minimum = Number(main.limits['minKycWalletLimitPaise']?.value);
      await expect(bounds).toContainText(fillPlaceholders(s.limits.moreThan, { other: 'minKycWalletLimitPaise', value: formatMoney(minimum, 'en-IN', 'INR'), why: '' }).split(':')[0] ?? '');
      await expect(capCard.getByText(/decision add-money/)).toBeVisible();
      await capCard.getByRole('button', { name: `${s.limits.edit} fullKycWalletLimitPaise` }).click();
      await expect(capCard.getByLabel(s.limits.rupees)).toHaveAccessibleDescription(new RegExp(escapeRegExp(fillPlaceholders(s.limits.range, { from: formatMoney(least, 'en-IN', 'INR'), to: formatMoney(most, 'en-IN', 'INR') }))));
      await shot('limit');
      await capCard.getByLabel(s.limits.rupees).fill(new Intl.NumberFormat('en-IN').format((cap + 2_000_000) / 100));
      await capCard.getByRole('button', { name: s.limits.save }).click();
      await expect(page.getByText(fillPlaceholders(s.draft.saved, { what: 'fullKycWalletLimitPaise' }))).toBeVisible();
      await expect(capCard.getByText(formatMoney(cap + 2_000_000, 'en-IN', 'INR'))).toBeVisible();

      // The KYC agents' hours, day by day: Saturday mornings open.
      await page.getByLabel(s.limits.search).fill('kycAgentHours');
      const hoursCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'kycAgentHours', exact: true }) });
      await hoursCard.getByRole('button', { name: `${s.limits.edit} kycAgentHours` }).click();
      const saturday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 10, 12));
      await hoursCard.getByLabel(`${saturday}: ${s.limits.closed}`).uncheck();
      await hoursCard.getByLabel(`${saturday}: ${s.limits.opens}`).fill('10:00');
      await hoursCard.getByLabel(`${saturday}: ${s.limits.closes}`).fill('14:00');
      await hoursCard.getByRole('button', { name: s.limits.save }).click();
      await expect(page.getByText(fillPlaceholders(s.draft.saved, { what: 'kycAgentHours' }))).toBeVisible();
      await expect(hoursCard.getByText(`${String(main.limits['kycAgentHours']?.value)}; SAT 10:00-14:00`)).toBeVisible();

      // A message reworded in every language; first with markup, which the checker refuses.
      await page.getByRole('tab', { name: s.draft.texts }).click();
      await page.getByLabel(s.texts.search).fill('code.139');
      await page.getByRole('button', { name: s.texts.search }).click();
      await page.getByRole('button', { name: `${s.limits.edit} code.139` }).click();
      const reworded = {
        en: 'This OTP is not right. Check the SMS and type it again.',
        fr: 'Ce code OTP est faux. Vérifiez le SMS et saisissez-le à nouveau.',
        hi: 'यह OTP सही नहीं है। SMS देखें और फिर से लिखें।',
        mr: 'हा OTP बरोबर नाही. SMS तपासा आणि पुन्हा टाइप करा.',
        bn: 'এই OTP সঠিক নয়। SMS দেখে আবার লিখুন।',
        ta: 'இந்த OTP சரியில்லை. SMS-ஐப் பார்த்து மீண்டும் உள்ளிடவும்.',
        te: 'ఈ OTP సరైనది కాదు. SMS చూసి మళ్లీ టైప్ చేయండి.',
      };
      await fillLanguages(page, { ...reworded, en: `<b>${reworded.en}</b>` });
      await page.getByRole('button', { name: s.texts.save }).click();
      await expect(findings(page).filter({ hasText: 'holds markup (<b>' })).toContainText(/locales\/en\/portal\.json:\d+ \/code\/139/);
      await shot('slip');
      await page.getByRole('button', { name: `${s.limits.edit} code.139` }).click();
      await page.getByLabel(s.texts['language.en']).fill(reworded.en);
      await expect(page.getByRole('region', { name: s.texts.preview })).toContainText(reworded.hi);
      await page.getByRole('button', { name: s.texts.save }).click();
      await expect(findings(page)).toHaveCount(0);

      // The bank timeout's own message, then the code with its outcome.
      const timeoutKey = 'account:cashout.bankTimeout';
      await page.getByLabel(s.texts.newKey).fill(timeoutKey);
      await page.getByRole('button', { name: s.limits.edit, exact: true }).click();
      await fillLanguages(page, {
        en: 'Your bank has not answered yet. The transfer is pending: we will tell you when it completes.',
        fr: 'Votre banque n’a pas encore répondu. Le virement est en attente : nous vous dirons quand il aboutit.',
        hi: 'आपके बैंक ने अभी तक उत्तर नहीं दिया है। ट्रांसफ़र लंबित है: पूरा होने पर हम आपको बताएँगे।',
        mr: 'तुमच्या बँकेने अजून उत्तर दिलेले नाही. ट्रान्सफर प्रलंबित आहे: पूर्ण झाल्यावर आम्ही तुम्हाला कळवू.',
        bn: 'আপনার ব্যাঙ্ক এখনও উত্তর দেয়নি। ট্রান্সফারটি অপেক্ষমাণ: সম্পূর্ণ হলে আমরা আপনাকে জানাব।',
        ta: 'உங்கள் வங்கி இன்னும் பதிலளிக்கவில்லை. பரிமாற்றம் நிலுவையில் உள்ளது: முடிந்ததும் உங்களுக்குத் தெரிவிப்போம்.',
        te: 'మీ బ్యాంక్ ఇంకా స్పందించలేదు. బదిలీ పెండింగ్‌లో ఉంది: పూర్తయినప్పుడు మీకు తెలియజేస్తాం.',
      });
      await page.getByRole('button', { name: s.texts.save }).click();
      await expect(page.getByText(fillPlaceholders(s.draft.saved, { what: timeoutKey }))).toBeVisible();
      await page.getByRole('tab', { name: s.draft.catalogues }).click();
      await expect(page.getByLabel(s.catalogues.choose, { exact: true })).toHaveValue('cashout-codes');
      await field(page, s.catalogues.code).fill('BT');
      await field(page, s.catalogues.kind).selectOption('info');
      await field(page, s.catalogues.messageKey).fill(timeoutKey);
      await field(page, s.catalogues.outcome).selectOption('pending');
      await page.getByRole('button', { name: s.catalogues.save }).click();
      await expect(page.getByRole('row').filter({ hasText: /^BTpending/ })).toBeVisible();

      // The review: no finding, the diff with where each is used, the replay's count.
      const review = page.getByRole('complementary', { name: s.draft.review });
      await expect(review.getByText(s.review.noFindings)).toBeVisible();
      const changed = (name: string) => review.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(changed('fullKycWalletLimitPaise')).toContainText('decision add-money');
      await expect(changed('code.139').first()).toContainText('catalogue response-codes');
      await expect(changed('cashout-codes').filter({ hasText: 'BT' })).toContainText('outcome: "pending"');
      await expect(review.getByText(/^\d+ of \d+ add-money decisions would now be decided otherwise$/)).toBeVisible();
      await shot('draft');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: s.draft.submit }).click();
      await expect(page.getByText(fillPlaceholders(s.draft.status, { status: 'in review' }))).toBeVisible();
      // The maker cannot approve their own draft: the button is there, disabled, saying why.
      await expect(page.getByRole('button', { name: s.draft.approve })).toBeDisabled();
      await expect(page.getByText(s.refusal.notOwnApproval)).toBeVisible();
      const draftUrl = page.url();
      await page.getByRole('button', { name: s.app.signOut }).click();

      await signIn(page, people.checker);
      await page.goto(draftUrl);
      const before = git('rev-parse', 'main').trim();
      await page.getByRole('button', { name: s.draft.approve }).click();
      await expect(page.getByText(new RegExp(fillPlaceholders(s.draft.merged, { commit: '[0-9a-f]{12}' }).replace('.', '\\.')))).toBeVisible();
      await shot('approved');
      await page.getByRole('link', { name: s.app.audit }).click();
      await expect(page.getByRole('row').filter({ hasText: `${people.checker.email}approved` }).first()).toBeVisible();
      await shot('audit');

      // main: one merge commit of the draft, by the checker's approval, its files' versions raised with reasons.
      const merge = git('rev-parse', 'main').trim();
      expect(git('rev-list', '--parents', '-n', '1', merge).trim().split(' ')).toHaveLength(3);
      expect(git('rev-parse', `${merge}^1`).trim()).toBe(before);
      expect(git('log', '-1', '--format=%B', merge)).toContain(`Approved-by: ${people.checker.name} <${people.checker.email}>`);
      const merged = JSON.parse(git('show', `${merge}:rules/limits.json`)) as { version: number; versionReason: string; limits: Record<string, { value: number }> };
      expect(merged.limits['fullKycWalletLimitPaise']?.value).toBe(cap + 2_000_000);
      // Two saves of the limits (the cap, the hours): two versions, each with its reason.
      expect(merged.version).toBe(main.version + 2);
      expect(merged.versionReason).toContain('Compliance memo 2026-12');
      expect(merged.versionReason).toContain(`kycAgentHours`);
      expect(git('log', '--format=%s', `${before}..${merge}^2`, '--', 'rules/limits.json').trim().split('\n')).toHaveLength(2);
      // The checker and the sandbox read the merged files, which are the same change from the same
      // main at both widths: they run once, at the first width; each width holds its own merge's shape above.
      if (width !== widths[0]) return;
      const checkout = join(dir, `main-${String(width)}`);
      git('worktree', 'add', '-q', '--detach', checkout, merge);
      symlinkSync(join(root, 'node_modules'), join(checkout, 'node_modules'));
      const node = (script: string, ...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: checkout, encoding: 'utf8' }).trim();
      expect(node('scripts/check-config.ts')).toMatch(/^Configuration check: \d+ files, no problems/);
      // ₹1,000.98: the paise (98) choose the bank's timeout code in the simulator.
      expect(node('tests/setup/booked-transfer-status.ts', '100098')).toBe('BT PENDING');
    });
  });
}
