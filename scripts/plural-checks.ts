import type { Problem } from './config-problem';
import { nestedKeys, pluralSuffixes } from '../src/core/text/show-text';

const pluralSuffix = new RegExp(`_(${pluralSuffixes.join('|')})$`);

/** The key a plural form belongs to ("format.validityDays_one" → "format.validityDays"), or the key itself. */
export const pluralBase = (key: string): string => key.replace(pluralSuffix, '');

/**
 * Issue 59 item 2: a text that holds a count says it in its language's plural forms. A text naming
 * {{count}} must be a plural form; a key with plural forms has every form the language's
 * Intl.PluralRules asks for (Hindi and French: one and other; Arabic: six).
 */
export function checkPlurals(texts: ReadonlyMap<string, ReadonlyMap<string, { readonly text: string; readonly file: string }>>, limitUnits: Readonly<Record<string, string>> = {}): Problem[] {
  const problems: Problem[] = [...checkCountsNested(texts, limitUnits)];
  for (const [language, byKey] of texts) {
    let needed: readonly string[];
    try {
      needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    } catch {
      problems.push({ file: `locales/${language}`, path: '', message: `is named "${language}", which Intl knows no plural rules of; name the folder by its language's code (BCP 47)` });
      continue;
    }
    const forms = new Map<string, { file: string; categories: Set<string> }>();
    for (const [key, { text, file }] of byKey) {
      const category = pluralSuffix.exec(key)?.[1];
      const path = `/${key.replace(/^[a-z]+:/, '').replace(/\./g, '/')}`;
      if (category === undefined) {
        if (/\{\{\s*count\s*[,}]/.test(text)) problems.push({ file, path, message: `names {{count}} but has no plural forms; write ${key.replace(/^[a-z]+:/, '')}_${needed.join(`, _`)} (the forms ${language} has) in its place` });
        continue;
      }
      const group = forms.get(pluralBase(key)) ?? { file, categories: new Set<string>() };
      group.categories.add(category);
      forms.set(pluralBase(key), group);
    }
    for (const [base, { file, categories }] of forms) {
      const missing = needed.filter((category) => !categories.has(category));
      if (missing.length > 0) problems.push({ file, path: `/${base.replace(/^[a-z]+:/, '').replace(/\./g, '/')}_${missing[0] ?? ''}`, message: `has plural forms of "${base}" but not ${missing.map((category) => `_${category}`).join(', ')}, which ${language} needs (Intl.PluralRules); write them` });
    }
  }
  return problems;
}

/** Units a text says in words, whose word changes with the number ("1 day", "2 days"; Tamil's and Telugu's case endings too). */
const countedUnits = new Set(['seconds', 'minutes', 'hours', 'days', 'months', 'years', 'letters', 'count']);
/** A value named for a stretch of time it counts ("days", "retryAfterSeconds"), whoever gives it. */
const timeCountName = /^(?:seconds|minutes|hours|days|months|years)$|[a-z](?:Seconds|Minutes|Hours|Days|Months|Years)$/;

/**
 * Issue 59 item 2: a number a text says in words takes the plural form that number needs, through
 * i18next's nesting: `$t(count.<key>, {"count": {{name}} })`, the phrase's forms under the key of
 * the text it belongs to, in portal.json's count group for a text of the first bundle (the phrases
 * travel with it) and in locales/<language>/count.json as "count:<namespace>.<key>" for a text of
 * a later namespace (a text with two counts names each: "….times", "….hours"). A count is a limit of rules/limits.json counted in one of
 * countedUnits, or a value named for the time it counts; one written with a format ("{{x, wait}}")
 * is the format's to word. A text may also name the count a caller gives as {{count}}, in plural
 * forms of its own (checkPlurals). Each count phrase a text nests is one its language has.
 */
function checkCountsNested(texts: ReadonlyMap<string, ReadonlyMap<string, { readonly text: string; readonly file: string }>>, limitUnits: Readonly<Record<string, string>>): Problem[] {
  const problems: Problem[] = [];
  const isCount = (name: string) => countedUnits.has(limitUnits[name] ?? '') || timeCountName.test(name);
  for (const [language, byKey] of texts) {
    const bases = new Set([...byKey.keys()].map(pluralBase));
    for (const [key, { text, file }] of byKey) {
      const pointer = `/${key.replace(/^[a-z]+:/, '').replace(/\./g, '/')}`;
      const bare = text.replace(/"count":\s*\{\{\s*\w+\s*\}\}/g, '');
      for (const [, name = ''] of bare.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
        if (!isCount(name)) continue;
        const [, namespace = 'portal', path = key] = /^(?:([a-z]+):)?(.*)$/.exec(key) ?? [];
        const [phrase, where] = namespace === 'portal' ? [`count.${path}`, `the count group of locales/${language}/portal.json`] : [`count:${namespace}.${path}`, `locales/${language}/count.json`];
        problems.push({ file, path: pointer, message: `says {{${name}}}, a number, in one form for every number; write $t(${phrase}, {"count": {{${name}}} }) in its place, and that phrase's plural forms in ${where}` });
      }
      for (const nested of nestedKeys(text)) {
        if (!bases.has(nested)) problems.push({ file, path: pointer, message: `nests ${nested}, which locales/${language} lacks; write it (a count phrase: its plural forms)` });
      }
    }
  }
  return problems;
}
