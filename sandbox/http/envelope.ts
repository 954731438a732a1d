import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueEntry } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';
import { limitsInMessages } from '../../src/core/config/limits-in-messages';
import { limit } from '../../src/core/config/limits';
import { formatMoney } from '../../src/core/money/format-money';
import { projectRoot } from '../project-root';
import { addFormat, createTextInstance, keepPlaceholders } from '../../src/core/text/text-instance';
import type { Resource } from 'i18next';

/** Code of a successful answer. */
export const successCode = '00';

export type MessageValues = Readonly<Record<string, string | number>>;

const localesDir = join(projectRoot, 'locales');
/** The namespaces the sandbox writes in: portal.json's keys as they are, api.json's (the sandbox's own answers, never in the portal's bundle) as "api:…", account's and places' (a statement's words, a state's name) likewise, and the count phrases they nest. */
const namespaceFiles = ['portal', 'api', 'account', 'places', 'count'] as const;

/**
 * The texts by language and namespace of a locales folder: every folder a language (a language added
 * there is one the sandbox writes in). A file a language lacks is an empty namespace, its texts
 * English (issue 59: check:config reports it; the sandbox still starts).
 */
export function languagesIn(dir: string): Readonly<Record<string, Readonly<Record<string, unknown>>>> {
  const read = (file: string): unknown => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [entry.name, Object.fromEntries(namespaceFiles.map((namespace) => [namespace, read(join(dir, entry.name, `${namespace}.json`))]))]),
  );
}

const languages = languagesIn(localesDir);

/** The languages of locales/, English first: the one the sandbox answers in and the specification's wording. */
export const portalLanguages: readonly string[] = Object.keys(languages).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

/** A language the sandbox writes documents in (a statement): one of locales/, else English. */
export type DocumentLanguage = string;
export const documentLanguage = (language: string | undefined): DocumentLanguage => (language !== undefined && language in languages ? language : 'en');

/**
 * The language a request says its customer reads (Accept-Language, as the portal sends it), for
 * what the sandbox writes them later: an OTP's SMS, an alert. English when it names none of ours.
 */
export const requestLanguage = (request: { readonly headers: Readonly<Record<string, string | string[] | undefined>> }): DocumentLanguage => {
  const header = request.headers['accept-language'];
  const tags = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((tag) => tag.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '');
  return documentLanguage(tags.find((tag) => tag in languages));
};

/**
 * The English text of a translation key (the spec's words where it has them), with limits and
 * the given values filled in. The sandbox answers in English; a key locales/en lacks is a bug, so it throws.
 */
export function textOf(key: string, values: MessageValues = {}): string {
  return textIn('en', key, values);
}

/**
 * Every text of locales/ as i18next reads it, as the portal does: plural forms by the count, a count
 * under another name by nesting, English where a language lacks a text (issue 59).
 */
const texts = keepPlaceholders(createTextInstance({ language: 'en', fallbackLanguage: 'en', defaultNamespace: 'portal', resources: languages as Resource, defaultVariables: limitsInMessages() }));
// "{{name, money}}": paise as the language writes money.
addFormat(texts, 'money', (value, language) => (typeof value === 'number' ? formatMoney(value, textIn(language, 'format.moneyLocale'), limit('currencyCode')) : String(value)));

/** The text of a key in one of the portal's languages, for what the sandbox writes for the customer to keep (a statement); English where that language lacks it. */
export function textIn(language: DocumentLanguage, key: string, values: MessageValues = {}): string {
  // One English lacks is a bug (check:config names one another language lacks).
  if (!texts.exists(key, { lng: 'en', ...values })) throw new Error(`locales/en has no text for "${key}"`);
  return texts.t(key, { ...values, lng: documentLanguage(language) });
}

/** Where an envelope keeps its text's key and values, for its message to be worded again in the language the request asks (wordedFor); JSON never writes a symbol's property. */
const wording = Symbol('wording');

interface Wording {
  readonly messageKey: string;
  readonly values?: MessageValues;
}

const wordingOf = (messageKey: string, values: MessageValues | undefined): Wording => ({ messageKey, ...(values ? { values } : {}) });

export interface Envelope {
  readonly code: string;
  readonly message: string;
  readonly messageKey?: string;
  readonly values?: MessageValues;
  /** Enumerable, so that an answer spreading the envelope ({...coded(…), txnId}) carries it too. */
  readonly [wording]?: Wording;
}

/** An answer's envelope {code, message} with the text of a translation key. */
export function coded(code: string, messageKey: string, values?: MessageValues): Envelope {
  const message = textOf(messageKey, values);
  const worded = wordingOf(messageKey, values);
  // A text of the portal's own (not the sandbox's api: texts) goes with its key and values, so the
  // portal words the answer in the customer's language (issue 35 item 8).
  if (messageKey.startsWith('api:')) return { code, message, [wording]: worded };
  return { code, message, messageKey, ...(values && Object.keys(values).length > 0 ? { values } : {}), [wording]: worded };
}

/**
 * The envelope of a code of rules/catalogues/response-codes.json, so the sandbox and the portal can
 * never disagree on its text; success is "Success".
 */
export function envelope(code: string, values?: MessageValues): Envelope {
  // The code is the key: the portal words it from the same catalogue.
  const messageKey = catalogueEntry(catalogues.responseCodes, code)?.messageKey ?? 'api:success';
  // The values its text names go with it (169's request number), so the portal words it whole in any language (issue 55 item 6).
  return { code, message: textOf(messageKey, values), ...(values && Object.keys(values).length > 0 ? { values } : {}), [wording]: wordingOf(messageKey, values) };
}

/** The code of each refusal reason, by its message key (rules/catalogues/refusal-codes.json). */
const refusalCodes = new Map(catalogues.refusalCodes.entries.map((entry) => [entry.messageKey ?? '', entry.code]));

/** The code rules/catalogues/refusal-codes.json gives a refusal reason (its message key); a reason without one is a bug, so it throws. */
export function refusalCodeOf(messageKey: string): string {
  const code = refusalCodes.get(messageKey);
  if (code === undefined) throw new Error(`rules/catalogues/refusal-codes.json gives no code to the refusal "${messageKey}"`);
  return code;
}

/** The envelope of a refusal: its reason's own code (issue 36 item 1) and its text. */
export function refusalBody(messageKey: string, values?: MessageValues): Envelope {
  return coded(refusalCodeOf(messageKey), messageKey, values);
}

/**
 * An answer whose envelope the sandbox wrote, its message worded in the language the request reads
 * (Accept-Language; English otherwise). Anything else is returned as it is.
 */
export function wordedFor<T>(payload: T, language: DocumentLanguage): T {
  const worded = language === 'en' || typeof payload !== 'object' || payload === null ? undefined : (payload as { [wording]?: Wording })[wording];
  if (!worded) return payload;
  return { ...payload, message: textIn(language, worded.messageKey, worded.values) };
}
