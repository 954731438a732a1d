import { readFileSync } from 'node:fs';
import type axe from 'axe-core';
import { createRequire } from 'node:module';
import { test as base, expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { englishWordsIn, wordsOf } from '../setup/foreign-words';
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import limits from '../../rules/limits.json' with { type: 'json' };
import { createTextInstance } from '../../src/core/text/text-instance';
import { limitsInMessagesOf } from '../../src/core/config/limits-in-messages-of';
import type { i18n as I18next } from 'i18next';
import { fillPlaceholders } from '../../src/core/text/fill-placeholders';
import { paiseDecimal } from '../../src/core/money/paise-decimal';
import { formatMoney } from '../../src/core/money/format-money';
import { stepProgress } from '../../src/core/flow/step-progress';
import signupFlow from '../../schemas/flows/signup.v1.json' with { type: 'json' };
import descriptions from '../../rules/catalogues/transaction-descriptions.json' with { type: 'json' };
import { escapeRegExp } from '../../src/core/text/escape-reg-exp';
import { hoursByDay } from '../../src/core/kyc/weekly-hours';
import { localeLanguages, readTexts, textsOf, type Texts } from '../setup/locale-texts';
import { chooseLanguage, languageSwitch } from '../setup/language-switch';

export { chooseLanguage, languageSwitch, localeLanguages, textsOf, type Texts };

export const [seededCustomer] = seed.customers;
if (!seededCustomer) throw new Error('sandbox/db/seed.json has no customer');

/** The 10 digits a customer types: the stored number without the 91 prefix. */
export const typedMobile = seededCustomer.mobileNumber.slice(limits.limits.countryCodePrefix.value.length);

interface Fixtures {
  /** Every page records Content-Security-Policy violations; any one fails the test. */
  cspViolations: string[];
  /** Every page records React's hydration errors (a prerendered page React could not take over as it was); any one fails the test (issue 37 item 4). */
  hydrationErrors: string[];
  /** Every text a page in French or Hindi shows is read; an English word in one fails the test (issue 35 item 8). */
  englishShown: string[];
}

/**
 * The address a test's customer connects from, as the proxy in front names it (the e2e sandbox
 * trusts this machine's: SANDBOX_TRUSTED_PROXIES): each test is another customer in another place,
 * so the limits per client address (logins, OTPs: issue 56 item 10) count each test's own, as they
 * would count each customer's, not the whole suite's from one address.
 */
export function clientAddressOf(testInfo: Pick<TestInfo, 'testId' | 'repeatEachIndex'>): string {
  let hash = 2166136261;
  for (const char of `${testInfo.testId}#${String(testInfo.repeatEachIndex)}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `10.${String((hash >>> 16) & 255)}.${String((hash >>> 8) & 255)}.${String((hash & 255) || 1)}`;
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressOf(testInfo) }),
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  hydrationErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // React's production build names them by number: 418 (text or markup differs), 419, 421-423, 425 (text content).
      const hydration = /Minified React error #4(18|19|21|22|23|25)\b|hydrat/i;
      page.on('console', (message) => {
        if (message.type() === 'error' && hydration.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (hydration.test(error.message)) errors.push(`${page.url()}: ${error.message}`);
      });
      await use(errors);
      expect(errors, 'hydration errors').toEqual([]);
    },
    { auto: true },
  ],
  englishShown: [
    async ({ page }, use) => {
      const found = new Map<string, string>();
      // What the customer typed is theirs, in any language: a comment, an e-mail address.
      const typed = new Set<string>();
      // Each text the page draws (a page, a message after an answer, a dialog), with the language the page says it is in.
      await page.exposeFunction('__reportShownText', (language: string, path: string, text: string) => {
        for (const word of englishWordsIn(language, text)) {
          const at = text.toLowerCase().indexOf(word);
          found.set(`${path} (${language}): ${word}`, `«${text.slice(Math.max(0, at - 40), at + word.length + 40).replace(/\s+/g, ' ')}»`);
        }
      });
      await page.exposeFunction('__reportTyped', (text: string) => {
        for (const word of wordsOf([text])) typed.add(word);
      });
      await page.addInitScript(() => {
        const shownText = window as unknown as { __reportShownText: (language: string, path: string, text: string) => Promise<void>; __reportTyped: (text: string) => Promise<void> };
        const seen = new Set<string>();
        const read = (text: string) => {
          const language = document.documentElement.lang;
          if (language === 'en' || text.trim() === '' || seen.has(`${language}${text}`)) return;
          seen.add(`${language}${text}`);
          void shownText.__reportShownText(language, location.pathname, text);
        };
        document.addEventListener(
          'change',
          (event) => {
            if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) void shownText.__reportTyped(event.target.value);
          },
          true,
        );
        // Each text node apart, so the words of two cells do not run together; read without innerText,
        // which would make the page lay itself out at every change.
        const textOf = (node: Node) => {
          const parts: string[] = [];
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (let text = node instanceof Text ? node : walker.nextNode(); text; text = walker.nextNode()) {
            const parent = text.parentElement?.tagName;
            if (parent !== 'SCRIPT' && parent !== 'STYLE') parts.push(text.textContent ?? '');
          }
          return parts.join(' ');
        };
        // A page in English has nothing to look for: its text is not gathered at all (every test's pages pay for this watch).
        const inEnglish = () => document.documentElement.lang === 'en';
        const start = () => {
          if (!inEnglish()) read(document.body.innerText);
          new MutationObserver((changes) => {
            if (inEnglish()) return;
            for (const change of changes) {
              if (change.type === 'characterData') read(change.target.textContent ?? '');
              else for (const node of change.addedNodes) read(textOf(node));
            }
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        };
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
        else start();
      });
      await use([...found.keys()]);
      const english = [...found].filter(([where]) => !typed.has(where.split(': ').at(-1) ?? '')).map(([where, context]) => `${where} in ${context}`);
      expect(english, 'English words on a page in another language (issue 35 item 8)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Where on a long page axe looks: selectors of the parts to check, and of parts within them to leave to another pass. */
export interface AxeRegion {
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
}

/**
 * axe-core's minified build: the same rules as axe.source (axe.js, 1.27 MB), in 564 KB that every
 * check's new document receives through the browser and parses (docs/decisions/0014).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core ready in every frame of the page, configured as @axe-core/playwright configured it (same-origin frames only). */
async function withAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    // A frame that cannot be scripted (gone, or another origin's) is left out, as AxeBuilder left it; the page's own then fails in axe.run.
    const ready = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!ready) await frame.evaluate(`${axeSource};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`);
  }
}

/**
 * axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules, in one axe.run over the page and its
 * frames, not runPartial in each frame and finishRun in a new blank page: the same rules on the
 * same nodes, and half the time (a new page per check was about half of the 423 s the 263 checks
 * cost the end-to-end tests). Only violations are written up (resultTypes): every rule still runs
 * on every node, but the passes' selectors, axe's costliest part on a long page (the API
 * reference), are not worked out for a report that reads violations only.
 *
 * axe-core's minified source is evaluated once in a document and its axe.run called at every check
 * of it, where @axe-core/playwright's AxeBuilder sent and compiled the source twice at every check
 * (docs/decisions/0014). axe.run clears what it caches at its end, so a check of a document that
 * has changed since its last one reads the document as it is.
 */
export async function expectNoAxeViolations(page: Page, region: AxeRegion = {}): Promise<void> {
  await withAxe(page);
  // As AxeBuilder passed it: an empty include is the whole document.
  const context = { include: [...(region.include ?? [])], exclude: [...(region.exclude ?? [])] };
  const options: axe.RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] };
  const violations = await page.evaluate(async ({ context, options }) => (await (window as unknown as { axe: typeof axe }).axe.run(context, options)).violations, { context, options });
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe-core violations').toEqual([]);
}

export async function logIn(page: Page, mobile = typedMobile, password = seededCustomer?.password ?? ''): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, textsOf('en'), mobile, password);
}

/**
 * Reloads the page as a customer presses the browser's button. Pressed while the page takes its own
 * step back in the history (a closing dialog leaves the entry it opened), the reload is dropped
 * (net::ERR_ABORTED) and nothing happens; the customer presses it again.
 */
export async function reload(page: Page): Promise<void> {
  await expect(async () => {
    await page.reload();
  }).toPass();
}

export type Lang = 'en' | 'fr' | 'hi';
/**
 * The languages a journey is written for: English at 1280 px and French at 375 px (the projects of
 * playwright.config.ts pick one each); issue 18's journeys take allLanguages, Hindi at 1280 px too.
 * Every language of locales/ opens every route at 320 px (routes.spec.ts).
 * docs/decisions/0004-languages-by-width.md says why a journey does not run in every language at both widths.
 */
export const languages: readonly Lang[] = ['en', 'fr'];
export const allLanguages: readonly Lang[] = ['en', 'fr', 'hi'];


/** The business constants of rules/limits.json, as the tests read them. */
export const limitOf = <N extends keyof typeof limits.limits>(name: N): (typeof limits.limits)[N]['value'] => limits.limits[name].value;

/** The password of a seeded identity (sandbox/db/seed.json), by the ten digits a customer types. */
export function passwordOf(typed: string): string {
  const customer = seed.customers.find((candidate) => candidate.mobileNumber === `${limitOf('countryCodePrefix')}${typed}`);
  if (!customer) throw new Error(`sandbox/db/seed.json has no customer ${typed}`);
  return customer.password;
}

/** What the issuer holds of a seeded customer (sandbox/db/seed.json "details"): re-KYC opens with it. */
export function seededDetails(typed: string): Readonly<Record<string, string>> {
  const customer = seed.customers.find((candidate) => candidate.mobileNumber === `${limitOf('countryCodePrefix')}${typed}`);
  if (!customer || !('details' in customer) || !customer.details) throw new Error(`sandbox/db/seed.json holds no details of ${typed}`);
  return { ...customer.details, emailId: customer.email };
}

const readers = new Map<string, I18next>();
/** i18next over a language's texts, English beside them as the portal falls back to it, the limits as every text's values: the portal's own reader. */
function readerOf(t: Texts): I18next {
  const lang = t.format.locale.split('-')[0] ?? 'en';
  let reader = readers.get(lang);
  if (!reader) {
    const resources = Object.fromEntries([...new Set(['en', lang])].map((language) => [language, Object.fromEntries(['portal', 'account', 'content', 'count'].map((namespace) => [namespace, readTexts(language, namespace)]))]));
    reader = createTextInstance({ language: lang, fallbackLanguage: 'en', defaultNamespace: 'portal', resources, defaultVariables: limitsInMessagesOf(Object.fromEntries(Object.entries(limits.limits).map(([name, limit]) => [name, limit.value]))) });
    readers.set(lang, reader);
  }
  return reader;
}

/** The text of a translation key ("kycType.fullVerified") in a language's texts, as a definition names it, unfilled; with a count, its plural form for that count, as i18next picks it (issue 59 item 2). */
export function textAt(t: Texts, key: string, count?: number): string {
  return readerOf(t).t(key, { ...(count === undefined ? {} : { count }), skipInterpolation: true });
}

/** A statement row's description as the portal shows it in a language: its code's words with its values, or as it was written. */
export function describedIn(t: Texts, row: { readonly description?: string; readonly descriptionCode?: string; readonly descriptionValues?: Readonly<Record<string, string>> }): string {
  const entry = descriptions.entries.find((one) => one.code === row.descriptionCode);
  const key = entry ? ('messageKey' in entry ? entry.messageKey : `${descriptions.messageKeyPrefix}${entry.code}`) : undefined;
  return key ? filled(textAt(t, key), row.descriptionValues ?? {}) : (row.description ?? '');
}

/** A text of locales/ with the values given put in its {{placeholders}} ("{{cap, money}}" as the value itself); the others left as they are: core's, the portal's own filling. */
export const filled = fillPlaceholders;

/** A text as the portal shows it: its plural form, the texts it takes in ($t(key, …), i18next nesting), its values and the limits filled. */
export function shownText(t: Texts, key: string, values: Readonly<Record<string, string | number>> = {}): string {
  return readerOf(t).t(key, values);
}

/** Opens a page in a language, by the language switch a customer would use. */
export async function openIn(page: Page, path: string, lang: string): Promise<void> {
  await page.goto(path);
  if (lang !== 'en') await chooseLanguage(page, lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Which copy of a seeded identity a test uses (sandbox/db/seed.json: numbers ending 51 to 54,
 * 61 to 64 for migration, 71 to 94 for the KYC upgrade's), one per language and width, so tests running side by side never
 * change the customer another one reads. At 1280 px: English, (French: a test not tagged @phone), Hindi;
 * at 375 px the fourth, for French, the one language a phone journey runs in (playwright.config.ts).
 */
export function copyOf(stem: string, first: number, testInfo: TestInfo, lang: Lang): string {
  const slot = testInfo.project.name === 'phone' ? 3 : allLanguages.indexOf(lang);
  return `${stem}${String(first + slot)}`;
}

/** A 10-digit number nobody has, for sign-ups. */
export function freshMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The newest OTP the sandbox sent to a mobile number (the ten digits typed), an e-mail address or an Aadhaar number. */
export async function latestOtp(request: APIRequestContext, to: { readonly mobile: string } | { readonly email: string } | { readonly aadhaar: string }): Promise<string> {
  const query = new URLSearchParams('mobile' in to ? { mobile: `${limitOf('countryCodePrefix')}${to.mobile}` } : to);
  const newestOtp = async () => {
    const answer = await request.get(`/sandbox/inbox?${query.toString()}`);
    return ((await answer.json()) as { messages: { otp: string }[] }).messages[0]?.otp;
  };
  // The page may show its OTP field as the request that sends the code is still answering.
  await expect.poll(newestOtp, { message: `no OTP was sent to ${query.toString()}` }).toBeDefined();
  return (await newestOtp()) ?? '';
}

/**
 * A text of locales/ with its {{placeholders}} matching any value, spaces of any width: for a text
 * whose values the server chose (the seconds to wait).
 */
export function textWithAnyValues(text: string): RegExp {
  // A count phrase it nests ("$t(count:…, {…})") is a value too.
  const parts = text.split(/\$t\([^)]*\)|\{\{[^}]+\}\}/).map((part) => escapeRegExp(part).replace(/\s+/g, '\\s+'));
  return new RegExp(`^${parts.join('.+?')}$`);
}

/** A label's text as a pattern: the whole label, and the " *" a required field adds (hidden from screen readers). */
export function labelled(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}( \\*)?$`);
}

/** Types each value into the field whose label is the key, in order, as a customer would. */
export async function fillLabelled(page: Page, fields: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = page.getByLabel(labelled(label));
    // A list (state, country) is chosen from, by what is sent or what is shown.
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Logs in by password on /login, in whatever language the page is. */
export async function submitLogin(page: Page, t: Texts, mobile: string, password: string): Promise<void> {
  await page.getByLabel(labelled(t.field.mobileNumber)).fill(mobile);
  await page.getByLabel(labelled(t.field.password)).fill(password);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
}

/** What a sign-up's details step is given (the rest of the form is the same for every test). */
export interface SignupDetails {
  readonly first: string;
  readonly last: string;
  readonly email: string;
  readonly pan: string;
  readonly dob?: string;
}

/** The sign-up's details, a passport as the document, and both consents. */
export async function fillSignupDetails(page: Page, t: Texts, details: SignupDetails): Promise<void> {
  await fillLabelled(page, {
    [t.field.firstName]: details.first,
    [t.field.lastName]: details.last,
    [t.field.email]: details.email,
    [t.field.dob]: details.dob ?? '1990-04-15',
    [t.field.pan]: details.pan,
    [t.field.address]: '12 MG Road',
    [t.field.city]: 'Bengaluru',
    [t.field.district]: 'Bengaluru Urban',
    [t.field.state]: 'Karnataka',
    [t.field.pincode]: '560001',
    [t.field.country]: 'India',
  });
  await page.getByLabel(labelled(t.field.documentType)).selectOption('PASSPORT');
  await page.getByLabel(labelled(t.field.documentNumber)).fill('K1234567');
  await page.getByLabel(t.consent.nameMatchesDocument).check();
  await page.getByLabel(t.consent.agreement).check();
}

/** A migration's details (spec §4 Migration), with the PAN given and the agreement. */
export async function fillMigrationDetails(page: Page, t: Texts, pan: string, email = 'sunil.menon@example.in'): Promise<void> {
  await fillLabelled(page, {
    [t.field.firstName]: 'Sunil',
    [t.field.lastName]: 'Menon',
    [t.field.email]: email,
    [t.field.dob]: '1979-11-02',
    [t.field.pan]: pan,
    [t.field.address]: '4 Residency Road',
    [t.field.city]: 'Bengaluru',
    [t.field.district]: 'Bengaluru Urban',
    [t.field.state]: 'Karnataka',
    [t.field.pincode]: '560025',
    [t.field.country]: 'India',
  });
  await page.getByLabel(t.consent.agreement).check();
}

/** The re-KYC's on-boarding details (spec §4 Re-KYC): a voter ID as the document, and the name consent. */
export async function fillRekycDetails(page: Page, t: Texts, pan: string, email = 'meera.nair@example.in', documentNumber = 'KL/01/123456'): Promise<void> {
  await fillLabelled(page, {
    [t.field.firstName]: 'Meera',
    [t.field.lastName]: 'Nair',
    [t.field.email]: email,
    [t.field.dob]: '1985-07-30',
    [t.field.pan]: pan,
    [t.field.city]: 'Kochi',
    [t.field.state]: 'Kerala',
    [t.field.pincode]: '682001',
  });
  await page.getByLabel(labelled(t.field.documentType)).selectOption('VOTER_ID');
  await page.getByLabel(labelled(t.field.documentNumber)).fill(documentNumber);
  await page.getByLabel(t.consent.nameMatchesDocument).check();
}

/** An Aadhaar number of one test alone (the sandbox's OTP inbox is per number), whose last two digits set the name match. */
export function aadhaarWithMatch(percent: number): string {
  return `2${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}${String(percent)}`;
}

/** The Aadhaar modal and its OTP box (sign-up and the KYC upgrade): the number, both consents, then the OTP. */
export async function throughAadhaar(page: Page, t: Texts, aadhaar: string, axe: boolean): Promise<void> {
  const aadhaarBox = page.getByRole('dialog', { name: t.aadhaar.title });
  await expect(aadhaarBox).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  // Shown in groups of four while typed (spec §5).
  await aadhaarBox.getByLabel(labelled(t.field.aadhaar)).fill(aadhaar);
  await expect(aadhaarBox.getByLabel(labelled(t.field.aadhaar))).toHaveValue(aadhaar.replace(/(\d{4})(?=\d)/g, '$1 '));
  await aadhaarBox.getByLabel(t.consent.aadhaarTerms).check();
  await aadhaarBox.getByLabel(t.consent.detailsMatchAadhaar).check();
  await aadhaarBox.getByRole('button', { name: t.otp.send }).click();
  const otpBox = page.getByRole('dialog', { name: t.aadhaar.otpTitle });
  await expect(otpBox).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await otpBox.getByLabel(labelled(t.field.otp)).fill(await latestOtp(page.request, { aadhaar }));
  await otpBox.getByRole('button', { name: t.otp.verify }).click();
}

/**
 * Reads (value undefined) or writes session keys of local storage as the portal seals them
 * (spec §3; src/api/secure-storage.ts): AES-256-GCM under the device key in IndexedDB. It runs in
 * the page, as any script of the origin could: exactly what the encryption does not stand against
 * (docs/SECURITY.md), and what a test needs to look at or plant a session.
 */
async function sealedSession(page: Page, writes: Readonly<Record<string, string>> | null, keys: readonly string[]): Promise<Record<string, string | null>> {
  return page.evaluate(
    async ({ writes, keys }) => {
      const opening = indexedDB.open('wallet-portal', 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore('keys');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(new Error('no IndexedDB'));
      });
      const getting = db.transaction('keys').objectStore('keys').get('device');
      let key = await new Promise<CryptoKey | undefined>((resolve) => (getting.onsuccess = () => resolve(getting.result as CryptoKey | undefined)));
      if (!key) {
        key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
        // Committed, not only added: the test goes on to load a page, which would abort a transaction still open (as the portal's own key, src/api/secure-storage.ts).
        const adding = db.transaction('keys', 'readwrite');
        adding.objectStore('keys').add(key, 'device');
        await new Promise((resolve) => (adding.oncomplete = resolve));
      }
      db.close();
      const toText = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const fromText = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      for (const [name, value] of Object.entries(writes ?? {})) {
        const iv = crypto.getRandomValues(new Uint8Array(12));
        const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value))));
        localStorage.setItem(name, toText(new Uint8Array([...iv, ...sealed])));
      }
      const read: Record<string, string | null> = {};
      for (const name of keys) {
        const stored = localStorage.getItem(name);
        if (stored === null) {
          read[name] = null;
          continue;
        }
        try {
          const bytes = fromText(stored);
          read[name] = JSON.parse(new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12)))) as string;
        } catch {
          read[name] = null;
        }
      }
      return read;
    },
    { writes, keys },
  );
}

/** The session's values as the portal holds them (decrypted); null for a key absent or unreadable. */
export function sessionValues(page: Page, ...keys: readonly string[]): Promise<Record<string, string | null>> {
  return sealedSession(page, null, keys);
}

/** Plants session values as the portal would have sealed them (a token that has expired, a spent refresh token). */
export async function plantSession(page: Page, values: Readonly<Record<string, string>>): Promise<void> {
  await sealedSession(page, values, []);
}

/**
 * Signs a customer in as a finished login leaves them, without the login page, for tests about
 * what comes after it: the sandbox's login answers the tokens, which are sealed into the device's
 * storage as the portal seals them, with the language chosen; then the page at path opens (the dashboard unless told). The login
 * journey itself is tested through its pages (login.spec.ts).
 */
export async function signIn(page: Page, lang: string, mobile: string, path = '/dashboard'): Promise<void> {
  const mobileNumber = `${limitOf('countryCodePrefix')}${mobile}`;
  const answer = await page.request.post('/api/mobile-password-validation', { data: { mobileNumber, password: passwordOf(mobile) } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token, refreshToken, profileId } = (await answer.json()) as { token: string; refreshToken: string; profileId: string };
  // A document of the portal's origin to write its storage from, without starting the portal
  // itself: an API path the sandbox does not have answers a small JSON 404.
  await page.goto('/api/sign-in-fixture');
  await plantSession(page, { customerToken: token, refreshToken, profileId, mobileNumber, loginWith: 'password' });
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), lang);
  // Straight to the page the test is about: the dashboard first would cost a page load per test.
  await page.goto(path);
  if (path === '/dashboard') await expect(page.getByRole('heading', { level: 1 })).toHaveText(textsOf(lang).route.dashboard);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** An amount in paise as the portal shows it in a language (spec §5): the one formatter, with the language's format.locale. */
export function moneyIn(t: Pick<Texts, 'format'>, paise: number): string {
  return formatMoney(paise, t.format.moneyLocale, limitOf('currencyCode'));
}

/**
 * An amount of paise as a customer of the language types it in rupees: grouped, with the decimal
 * mark of the language ("10 000,50" in French, "10,000.50" in English): issue 31 item 1.
 */
export function typedAmount(t: Pick<Texts, 'format'>, paise: number): string {
  return new Intl.NumberFormat(t.format.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paiseDecimal(paise) as `${number}`);
}

/**
 * The words of a table's cells that are broken across two lines ("Succes|s", "SEED001810|0"), each
 * as "word (cell text)": a word whose text range has more than one line box (issue 35 item 12).
 */
export function brokenWords(page: Page, selector = 'table td'): Promise<string[]> {
  return page.evaluate((cells) => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll(cells)) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
          if (lines.size > 1) broken.push(`${match[0]} (${cell.textContent})`);
        }
      }
    }
    return broken;
  }, selector);
}

/** Visible links drawn in the browser's own link colours (blue, or purple once visited): a page the portal's styles do not reach. The skip link shows only when focused. */
export function defaultStyledLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]:not(.skip-link)')).flatMap((link) => {
      const { color } = getComputedStyle(link);
      return link.getClientRects().length > 0 && (color === 'rgb(0, 0, 238)' || color === 'rgb(85, 26, 139)') ? [`"${link.textContent.trim()}" ${color}`] : [];
    }),
  );
}

/**
 * What on the page reaches past the sides of the screen (cut, or scrolled sideways), or is cut short
 * by an ellipsis: visible elements and text only; a skip link and what is visually hidden (clipped)
 * are meant to be off screen. Text counts apart from its element: a word that cannot wrap leaves its box, and on a
 * phone the browser then widens the whole page (the fixed bottom bar with it) rather than cut it.
 */
export function outsideTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offScreen = (box: DOMRect) => box.width > 0 && box.height > 0 && (box.right > width + 0.5 || box.left < -0.5);
    /**
     * Whether an element, or an ancestor below `top`, is as `own` says: each element's answer once,
     * from its parent's (a page has thousands, and styles are costly to read).
     */
    const inOrAbove = (own: (element: Element) => boolean, top: Element | null = null) => {
      const known = new Map<Element, boolean>();
      const answer = (element: Element | null): boolean => {
        if (!element || element === top) return false;
        let found = known.get(element);
        if (found === undefined) {
          found = own(element) || answer(element.parentElement);
          known.set(element, found);
        }
        return found;
      };
      return answer;
    };
    const clipped = inOrAbove((element) => getComputedStyle(element).clipPath !== 'none');
    const hidden = (element: Element) => element.closest('.skip-link') !== null || clipped(element);
    /**
     * Text an ancestor cuts (overflow other than visible) is that ancestor's to show by scrolling
     * sideways (a wide table). Not a dialog's: none of ours scrolls sideways, so text past a dialog's
     * box is cut (a row's nowrap inherited by a dialog opened from the row), and judged below.
     */
    const cut = inOrAbove((element) => element.tagName !== 'DIALOG' && getComputedStyle(element).overflowX !== 'visible', document.body);
    const pastDialog = (element: Element, box: DOMRect) => {
      const frame = element.closest('dialog')?.getBoundingClientRect();
      return frame !== undefined && box.width > 0 && (box.right > frame.right + 0.5 || box.left < frame.left - 0.5);
    };
    const describe = (element: Element, box: DOMRect, text: string) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${String(Math.round(box.left))}..${String(Math.round(box.right))} "${text.trim().slice(0, 40)}"`;
    const elements = Array.from(document.querySelectorAll('body *')).flatMap((element) => {
      const box = element.getBoundingClientRect();
      return offScreen(box) && !hidden(element) ? [describe(element, box, element.textContent)] : [];
    });
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || hidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (pastDialog(parent, box) || (offScreen(box) && !cut(parent))) texts.push(`text of ${describe(parent, box, node.textContent ?? '')}`);
    }
    // Text an ellipsis ends early (a label of the phone's bottom bar, issue 55 item 18) is cut too, though on the screen.
    const ellipsed = Array.from(document.querySelectorAll('body *')).flatMap((element) =>
      getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 0.5 && !hidden(element) ? [`cut by an ellipsis: ${describe(element, element.getBoundingClientRect(), element.textContent)}`] : [],
    );
    return [...elements, ...texts, ...ellipsed];
  });
}

/** The balance a seeded customer starts with (the ten digits typed): the sum of their statement (sandbox/db/seed.ts). */
export function seededBalance(mobile: string): number {
  const customer = seed.customers.find((candidate) => candidate.mobileNumber === `${limitOf('countryCodePrefix')}${mobile}`);
  return (customer?.statement ?? []).reduce((sum, row) => sum + (row.direction === 'CREDIT' ? row.amountPaise : -row.amountPaise), 0);
}

/** "Step 3 of 5" as a sign-up step shows it, by the stages of schemas/flows/signup.v1.json. */
export function signupStepText(t: Texts, stepId: string): string {
  const progress = stepProgress(signupFlow, stepId);
  if (!progress) throw new Error(`the sign-up step "${stepId}" is in no stage`);
  return t.app.stepOf.replace('{{current}}', String(progress.current)).replace('{{total}}', String(progress.total));
}

/**
 * A moment, as India's clock shows it, on the KYC agents' first working day of the week that
 * began on Sunday 2026-11-22 (rules/limits.json kycAgentHours), at that day's opening time shifted
 * by some minutes: -1 is just before they start work. In the past, so no token the sandbox issues
 * looks expired to a page set to it.
 */
export function agentsMoment(shiftMinutes: number): Date {
  const byDay = hoursByDay(limitOf('kycAgentHours'));
  const firstDay = Math.min(...byDay.keys());
  const opens = byDay.get(firstDay)?.opens ?? 0;
  const opening = Date.UTC(2026, 10, 22 + firstDay) + (opens - (5 * 60 + 30)) * 60_000;
  return new Date(opening + shiftMinutes * 60_000);
}

/** Whether the page is drawn for a phone (the list's compact cards and filters sheet, issue 35 item 11). */
export const onPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 640;

/** The link to a transaction's page, in a list's rows: a phone's card leaves the reference itself out (list-view.tsx). */
export const transactionLink = (page: Page, txnId: string): Locator => page.locator(`a[href="/history/${txnId}"]`);

/** The row of a list that leads to a transaction. */
export const transactionRow = (page: Page, within: Page | Locator, txnId: string): Locator => within.getByRole('row').filter({ has: transactionLink(page, txnId) });

/**
 * The filters: on a wide screen above the rows; on a phone behind the Filters button, which names
 * how many filters besides the period are applied, in a sheet that Apply closes.
 */
export async function openFilters(page: Page, t: Texts): Promise<Locator> {
  if (!onPhone(page)) return page.getByRole('search', { name: t.list.filters });
  await page.getByRole('button', { name: new RegExp(`^${t.list.filters}`) }).click();
  return page.getByRole('dialog', { name: t.list.filters }).getByRole('search');
}

/**
 * How the page asks the device for each passkey it signs with: "conditional" waiting in the
 * autofill, "optional" for a button's. Chromium's virtual authenticator answers a request waiting in
 * the autofill by itself, as a customer picks the passkey there, so this tells which of the two
 * signed the customer in. Installed before the portal's first document.
 */
export async function recordPasskeyRequests(page: Page): Promise<{ asked: () => Promise<string[]>; forget: () => Promise<void>; withoutAutofill: () => Promise<void> }> {
  await page.addInitScript(() => {
    const asked: string[] = [];
    const get = navigator.credentials.get.bind(navigator.credentials);
    Object.defineProperty(window, 'passkeyRequests', { value: asked });
    navigator.credentials.get = (options) => {
      if (options?.publicKey) asked.push(options.mediation ?? 'optional');
      return get(options);
    };
  });
  const requests = () => page.evaluate(() => (window as unknown as { passkeyRequests: string[] }).passkeyRequests);
  return {
    asked: requests,
    forget: async () => {
      await page.evaluate(() => (window as unknown as { passkeyRequests: string[] }).passkeyRequests.splice(0));
    },
    // A browser that offers passkeys in no autofill (conditional mediation), for this document: the button alone.
    withoutAutofill: async () => {
      await page.evaluate(() => {
        PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
      });
    },
  };
}

/**
 * The phone's own lock, played by Chromium's virtual authenticator (DevTools protocol WebAuthn):
 * a platform authenticator that keeps resident keys and verifies the person at once, as a phone's
 * fingerprint does when the customer touches it.
 */
export async function withPhoneLock(page: Page): Promise<(verified: boolean) => Promise<void>> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  // Whether the phone recognises the person: not, and it signs nothing (a wet finger, a stranger).
  return async (verified) => {
    await devtools.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: verified });
  };
}
