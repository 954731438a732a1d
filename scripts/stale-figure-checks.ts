/**
 * Figures a limit decides, written into a text or a description (issue 34 item 3): when a limit
 * changes, a text or a description that still spells its old value ("(10,000.00)", "Monday to
 * Friday") is a finding. Texts take such figures from the limits through placeholders; descriptions
 * name the limit. A limit's own source note ("spec") quotes the spec and is left alone.
 */
import { formatMoney } from '../src/core/money/format-money';
import { hoursWordsOf, weeklyHoursWords, type HoursTexts } from '../src/core/format/weekday-words';
import type { Problem } from './config-problem';
import { localeTexts, valueAtKey } from './locale-keys';
import { pointerSegment } from '../src/core/config/json-pointer';
import { escapeRegExp } from '../src/core/text/escape-reg-exp';

type Json = Record<string, unknown>;
/** How a language writes figures: its locale and its texts for hours (format.* of its portal.json). */
interface Language extends HoursTexts {
  readonly locale: string;
  /** The locale its money is written in (format.moneyLocale); its own locale's where it has none. */
  readonly moneyLocale: string;
}
interface Limit {
  readonly value?: unknown;
  readonly unit?: unknown;
}

const limitsOf = (document: unknown) => ((document as Json | undefined)?.['limits'] ?? {}) as Readonly<Record<string, Limit>>;

/**
 * How a language writes a limit's value: a set of spellings to look for, and the placeholder to use
 * instead. Money, days of the week and times only: a count ("7 days", "6-digit") is too often
 * another limit's or a label's to be told apart (a change of customerCareReplyDays is not one of
 * "Last 7 days"), unless a description names the limit beside it (countSpellings).
 */
function spellingsOf(name: string, { value, unit }: Limit, language: Language): { spellings: string[]; instead: string } {
  // A value that is not whole paise is the meta-schema's finding; there is no figure of it to look for.
  if (unit === 'paise' && typeof value === 'number' && Number.isSafeInteger(value)) {
    const rupees = value / 100;
    const written = [formatMoney(value, language.moneyLocale, 'INR').replace(/^[^\d]+|[^\d]+$/g, ''), rupees.toFixed(2), `₹${String(rupees)}`];
    // A whole number of rupees also reads without paise, once it is too long to be a section or a count.
    if (Number.isInteger(rupees) && rupees >= 1000) written.push(new Intl.NumberFormat(language.locale, { maximumFractionDigits: 0 }).format(rupees), String(rupees));
    return { spellings: written, instead: `{{${name.replace(/Paise$/, '')}, money}}` };
  }
  if (unit === 'weekly-hours' && typeof value === 'string') {
    try {
      return { spellings: [weeklyHoursWords(value, language.locale, hoursWordsOf(language))], instead: `{{${name}, weeklyHours}}` };
    } catch {
      return { spellings: [], instead: '' };
    }
  }
  if (unit === 'time' && typeof value === 'string') return { spellings: [value, value.replace(/^0(\d)/, '$1')], instead: `{{${name}}}` };
  return { spellings: [], instead: '' };
}

/** A count with its unit as a description writes it beside the limit's name ("coolingOffHours (24 hours)"). */
function countSpellings({ value, unit }: Limit, current: Limit): string[] {
  if (typeof value !== 'number' || typeof unit !== 'string' || !/^[a-z]+$/.test(unit) || value === current.value) return [];
  return [`${String(value)} ${unit}`, `${String(value)}-${unit.replace(/s$/, '')}`, `(${String(value)})`];
}

/** Spaces as a figure may be typed: French groups with a narrow no-break space, a translator with any. */
const spaces = (text: string) => text.replace(/\s/gu, ' ');

/** Whether a text holds a spelling as a figure of its own, not inside a longer number, whatever spaces group it. */
function holds(text: string, spelling: string): boolean {
  const escaped = escapeRegExp(spaces(spelling));
  return new RegExp(`(?<![\\d.,])${escaped}(?![\\d]|[.,]\\d)`, 'iu').test(spaces(text));
}

/** Every description of the configuration besides the locales, with its file and JSON pointer. */
function descriptions(files: ReadonlyMap<string, unknown>): { file: string; path: string; text: string }[] {
  const found: { file: string; path: string; text: string }[] = [];
  const walk = (file: string, node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(file, item, `${path}/${String(index)}`));
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'description' && typeof value === 'string') found.push({ file, path: `${path}/description`, text: value });
        else walk(file, value, `${path}/${pointerSegment(key)}`);
      }
    }
  };
  for (const [file, document] of files) if (!file.startsWith('locales/') && file.endsWith('.json')) walk(file, document, '');
  return found;
}

export function checkStaleFigures(files: ReadonlyMap<string, unknown>, baseFiles: ReadonlyMap<string, unknown>): Problem[] {
  const now = limitsOf(files.get('rules/limits.json'));
  const was = limitsOf(baseFiles.get('rules/limits.json'));
  const changed = Object.keys(now).filter((name) => was[name] !== undefined && JSON.stringify(was[name].value) !== JSON.stringify(now[name]?.value));
  if (changed.length === 0) return [];
  const languages = new Map(
    [...files].flatMap(([file, document]) => {
      const match = /^locales\/([^/]+)\/portal\.json$/.exec(file);
      const locale = valueAtKey(document, 'format.locale');
      const moneyLocale = valueAtKey(document, 'format.moneyLocale');
      const [dayRange, dayHours, hoursSeparator] = ['dayRange', 'dayHours', 'hoursSeparator'].map((key) => valueAtKey(document, `format.${key}`));
      // A language without them is named by the translation checks; its texts are not read here.
      return match?.[1] && typeof locale === 'string' && typeof dayRange === 'string' && typeof dayHours === 'string' && typeof hoursSeparator === 'string' ? [[match[1], { locale, moneyLocale: typeof moneyLocale === 'string' ? moneyLocale : locale, dayRange, dayHours, hoursSeparator }] as const] : [];
    }),
  );
  const english = languages.get('en');
  if (english === undefined) return [];
  const texts = localeTexts(files);
  const problems: Problem[] = [];
  for (const name of changed) {
    const old = was[name] ?? {};
    const current = now[name] ?? {};
    // Spelled alike before and after (₹10,000 and ₹10,000.50 both hold "10,000"), a figure says nothing of the change.
    const stale = (language: Language) => {
      const { spellings, instead } = spellingsOf(name, old, language);
      const after = new Set(spellingsOf(name, current, language).spellings);
      return { spellings: [...new Set(spellings)].filter((spelling) => !after.has(spelling)), instead };
    };
    for (const [language, byKey] of texts) {
      const spelled = languages.get(language);
      if (spelled === undefined) continue;
      const { spellings, instead } = stale(spelled);
      for (const [key, { text, file }] of byKey) {
        const spelling = spellings.find((one) => holds(text, one));
        if (spelling === undefined) continue;
        problems.push({ file, path: `/${key.replace(/^[^:]+:/, '').split('.').map(pointerSegment).join('/')}`, message: `says "${spelling}", the value ${name} had before this change; write ${instead} instead, so the text follows the limit` });
      }
    }
    const { spellings } = stale(english);
    const counts = countSpellings(old, current);
    for (const { file, path, text } of descriptions(files)) {
      const spelling = spellings.find((one) => holds(text, one)) ?? (text.includes(name) ? counts.find((one) => holds(text, one)) : undefined);
      if (spelling !== undefined) problems.push({ file, path, message: `says "${spelling}", the value ${name} had before this change; name the limit (${name}) rather than its figure, which rules/limits.json decides` });
    }
  }
  return problems;
}
