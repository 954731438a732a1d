/**
 * Translations: every language has exactly the keys of English, translated; every key a form,
 * rule, catalogue, route, screen or the code uses exists, and every key is used; placeholders agree
 * across languages and are filled where the text is shown.
 */
import { checkPlurals, pluralBase } from './plural-checks';
import { nestedKeys } from '../src/core/text/show-text';
import { scriptFaces } from '../src/core/text/script-faces';
import { moneyLocaleProblems } from './money-locale-checks';
import type { ConfigSources } from './config-sources';
import type { Problem } from './config-problem';
import type { RulesFile } from '../src/core/rules/rules-file';
import { actionLabelKey, actionsNamed } from '../src/core/rules/kyc-comparison';
import { actionsOf, stepChoices } from './flow-checks';
import { checkPlaceholders, definitionSites } from './placeholder-checks';
import { constOptions } from './form-checks';
import { localeEntries, localeKeys, localeTexts, namespaced, valueAtKey } from './locale-keys';
import { limitsInMessagesOf } from '../src/core/config/limits-in-messages-of';

type Json = Record<string, unknown>;

/** The properties of a screen definition that hold a translation key. */
const keyProperties = new Set(['featureKey', 'emptyKey', 'labelKey', 'invalidKey', 'titleKey', 'introKey', 'messageKey', 'notFoundKey', 'confirmLabelKey', 'searchLabelKey', 'searchEmptyKey', 'captionKey', 'monthLabelKey', 'key', 'q', 'a']);

/** Every translation key of a screen definition, with its JSON pointer: key properties, a content list's items, a result's messages. */
function screenKeys(node: unknown, pointer: string): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => screenKeys(item, `${pointer}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  const object = node as Json;
  return Object.entries(object).flatMap(([name, value]): [string, string][] => {
    const at = `${pointer}/${name}`;
    // "key" is a translation key in a content block; a column's key only names the column.
    if (typeof value === 'string' && keyProperties.has(name) && (name !== 'key' || 'type' in object)) return [[at, value]];
    if (name === 'items' && object['type'] === 'list' && Array.isArray(value)) return value.map((key, index): [string, string] => [`${at}/${index}`, String(key)]);
    if (name === 'messages' && typeof value === 'object' && value !== null) return Object.entries(value).map(([outcome, key]): [string, string] => [`${at}/${outcome}`, String(key)]);
    return screenKeys(value, at);
  });
}


/** Keys that are codes, not words, and so may be English's in any language: a script (ISO 15924), a locale (BCP 47). */
const sameInEveryLanguage = new Set(['format.script', 'format.moneyLocale']);

/** What the translations lack, leave in English, or name that nothing fills. */
export function checkTranslations(sources: ConfigSources): Problem[] {
  const problems: Problem[] = [];
  // Translation keys: every language has exactly the keys of English, file by file (each file a
  // namespace: portal.json unprefixed, content.json as "content:…"), and every key used exists.
  const locales = [...sources.files].filter(([file]) => file.startsWith('locales/'));
  const englishFiles = new Map(locales.filter(([file]) => file.startsWith('locales/en/')).map(([file, document]) => [file.replace('locales/en/', ''), document]));
  const englishKeys = new Map<string, string>();
  for (const [name, document] of englishFiles) for (const key of localeKeys(document)) englishKeys.set(namespaced(name, key), `locales/en/${name}`);
  // A language folder without a file English has (issue 57 item 4: the sandbox would not start without it).
  const languages = new Set(locales.map(([file]) => file.split('/')[1] ?? '').filter((language) => language !== 'en'));
  for (const language of languages) {
    for (const [name, document] of englishFiles) {
      if (!sources.files.has(`locales/${language}/${name}`) && !(sources.syntaxProblems ?? []).some((problem) => problem.file === `locales/${language}/${name}`)) {
        problems.push({ file: `locales/${language}`, path: '', message: `has no ${name}, which English has (${String(localeKeys(document).length)} texts); copy locales/en/${name} there and translate it` });
      }
    }
  }
  for (const [file, document] of locales) {
    if (file.startsWith('locales/en/')) continue;
    const name = file.split('/').slice(2).join('/');
    const englishDocument = englishFiles.get(name);
    if (englishDocument === undefined) {
      problems.push({ file, path: '', message: `has no English counterpart locales/en/${name}; add it there, or remove this file` });
      continue;
    }
    const englishEntries = localeEntries(englishDocument);
    const ownEntries = localeEntries(document);
    // Plural forms are the language's own (checkPlurals): French has _many, English has not.
    const englishPlurals = new Set([...englishEntries.keys()].filter((key) => pluralBase(key) !== key).map(pluralBase));
    const ownPlurals = new Set([...ownEntries.keys()].filter((key) => pluralBase(key) !== key).map(pluralBase));
    const pluralFormOf = (key: string, bases: ReadonlySet<string>) => pluralBase(key) !== key && bases.has(pluralBase(key));
    for (const [key, english] of englishEntries) if (!ownEntries.has(key) && !pluralFormOf(key, ownPlurals)) problems.push({ file, path: `/${key.replace(/\./g, '/')}`, message: `has no translation for "${key}"; add it (English: ${JSON.stringify(english)})` });
    // Text left in English: allowed only where nothing is translatable (placeholders, "+91"), for
    // language names, which every language writes in its own language, and for the names of places,
    // which a language in Latin script may write as English does ("Karnataka").
    for (const [key, text] of ownEntries) {
      const translatable = typeof text === 'string' && /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
      if (translatable && text === englishEntries.get(key) && !key.startsWith('languages.') && !key.startsWith('state.') && !sameInEveryLanguage.has(key)) {
        problems.push({ file, path: `/${key.replace(/\./g, '/')}`, message: `is still the English text ${JSON.stringify(text)}; translate it` });
      }
    }
    for (const key of ownEntries.keys()) if (!englishEntries.has(key) && !pluralFormOf(key, englishPlurals)) problems.push({ file, path: `/${key.replace(/\./g, '/')}`, message: `has "${key}", which English does not; add it to locales/en/${name} or remove it here` });
  }
  // Each language names its script, which the portal has faces for (issue 59 item 1: a language is a folder), and writes money as it writes numbers.
  for (const [file, document] of locales.filter(([name]) => name.endsWith('/portal.json'))) {
    const script = valueAtKey(document, 'format.script');
    if (typeof script !== 'string' || !Object.hasOwn(scriptFaces, script)) {
      problems.push({ file, path: '/format/script', message: `names the script ${JSON.stringify(script)}, which the portal has no face for; write one of ${Object.keys(scriptFaces).join(', ')} (ISO 15924), or add the script's face to src/core/text/script-faces.ts` });
    }
    problems.push(...moneyLocaleProblems(file, valueAtKey(document, 'format.locale'), valueAtKey(document, 'format.moneyLocale')));
  }
  const used = new Map<string, string>();
  const noteKey = (key: unknown, where: string) => {
    if (typeof key === 'string' && key !== '') used.set(key, used.get(key) ?? where);
  };
  for (const [key, where] of sources.codeKeys) noteKey(key, where);
  // A text another nests ("$t(count:otp.resendIn, …)") is used where that one is.
  for (const [key, { text, file }] of localeTexts(locales).get('en') ?? []) for (const nested of nestedKeys(text)) noteKey(nested, `${file} /${key.replace(/^[a-z]+:/, '').replace(/\./g, '/')}`);
  // A form field's keys, in a form or a fragment: its uiSchema entry, its messages, its checks.
  const noteUiKeys = (ui: Json, at: string) => {
    const options = ui['ui:options'] as Json | undefined;
    noteKey(ui['ui:title'], `${at}/ui:title`);
    noteKey(ui['submitText'], `${at}/submitText`);
    noteKey((options?.['link'] as Json | undefined)?.['labelKey'], `${at}/ui:options/link/labelKey`);
    noteKey(options?.['hintKey'], `${at}/ui:options/hintKey`);
    const policy = options?.['policy'];
    if (Array.isArray(policy)) policy.forEach((rule: Json, index) => noteKey(rule['messageKey'], `${at}/ui:options/policy/${index}/messageKey`));
  };
  const noteMessageKeys = (messages: unknown, at: string) => {
    for (const [keyword, key] of Object.entries((messages ?? {}) as Json)) noteKey(key, `${at}/${keyword}`);
  };
  const noteCheckKeys = (checks: unknown, at: string) => {
    ((checks ?? []) as Json[]).forEach((check, index) => {
      noteKey(check['messageKey'], `${at}/${index}/messageKey`);
      noteKey(check['textKey'], `${at}/${index}/textKey`);
    });
  };
  // A fragment's keys first, where they are written: a key it lacks is fixed there, not in each form that takes it.
  for (const [file, document] of sources.files) {
    if (!file.startsWith('schemas/fragments/')) continue;
    for (const [field, parts] of Object.entries(((document as Json)['fields'] ?? {}) as Record<string, Json>)) {
      const at = `${file} /fields/${field}`;
      noteUiKeys((parts['ui'] ?? {}) as Json, `${at}/ui`);
      noteMessageKeys(parts['messages'], `${at}/messages`);
      noteCheckKeys(parts['checks'], `${at}/checks`);
    }
  }
  for (const [file, document] of sources.files) {
    const doc = document as Json;
    if (file.startsWith('schemas/forms/')) {
      for (const [field, ui] of Object.entries((doc['uiSchema'] ?? {}) as Json)) {
        if (typeof ui === 'object' && ui !== null) noteUiKeys(ui as Json, `${file} /uiSchema/${field}`);
      }
      noteCheckKeys(doc['checks'], `${file} /checks`);
      for (const [field, property] of Object.entries((((doc['schema'] as Json | undefined)?.['properties']) ?? {}) as Record<string, unknown>)) {
        (constOptions(property) ?? []).forEach((option, index) => noteKey(option.title, `${file} /schema/properties/${field}/oneOf/${index}/title`));
      }
      for (const [field, keys] of Object.entries((doc['messages'] ?? {}) as Json)) noteMessageKeys(keys, `${file} /messages/${field}`);
    }
    if (file.startsWith('schemas/flows/')) {
      ((doc['steps'] ?? []) as Json[]).forEach((step, index) => {
        const at = `${file} /steps/${index}`;
        for (const key of stepChoices(step['titleKey'])) noteKey(key, `${at}/titleKey`);
        noteKey(step['introKey'], `${at}/introKey`);
        const unavailable = step['unavailable'] as Json | Json[] | undefined;
        (Array.isArray(unavailable) ? unavailable : unavailable ? [unavailable] : []).forEach((reason, u) => {
          const where = Array.isArray(unavailable) ? `${at}/unavailable/${u}` : `${at}/unavailable`;
          noteKey(reason['messageKey'], `${where}/messageKey`);
          noteKey((reason['link'] as Json | undefined)?.['labelKey'], `${where}/link/labelKey`);
        });
        for (const [field, hint] of Object.entries((step['hints'] ?? {}) as Record<string, Json>)) noteKey(hint['key'], `${at}/hints/${field}/key`);
        for (const [field, choice] of Object.entries((step['choices'] ?? {}) as Record<string, Json>)) noteKey((choice['label'] as Json | undefined)?.['key'], `${at}/choices/${field}/label/key`);
        ((step['notes'] ?? []) as Json[]).forEach((note, n) => noteKey(note['messageKey'], `${at}/notes/${n}/messageKey`));
        ((step['buttons'] ?? []) as Json[]).forEach((button, b) => noteKey(button['labelKey'], `${at}/buttons/${b}/labelKey`));
        ((step['links'] ?? []) as Json[]).forEach((link, l) => noteKey(link['labelKey'], `${at}/links/${l}/labelKey`));
        for (const [where, key] of screenKeys(step['summary'], `${at}/summary`)) noteKey(key, where);
        for (const [where, action] of actionsOf(step)) (action['done'] as Json[]).forEach((effect, e) => noteKey(effect['messageKey'], `${at}/${where}/done/${e}/messageKey`));
      });
    }
    if (file.startsWith('schemas/modals/')) {
      noteKey(doc['titleKey'], `${file} /titleKey`);
      ((doc['paragraphs'] ?? []) as string[]).forEach((key, index) => noteKey(key, `${file} /paragraphs/${index}`));
      for (const [pointer, key] of screenKeys(doc['comparison'], '/comparison')) noteKey(key, `${file} ${pointer}`);
      ((doc['actions'] ?? []) as Json[]).forEach((action, index) => noteKey(action['labelKey'], `${file} /actions/${index}/labelKey`));
    }
    if (file === 'schemas/routes.json') {
      ((doc['routes'] ?? []) as Json[]).forEach((route, index) => {
        noteKey(route['titleKey'], `${file} /routes/${index}/titleKey`);
        noteKey((route['nav'] as Json | undefined)?.['labelKey'], `${file} /routes/${index}/nav/labelKey`);
      });
    }
    if (file.startsWith('schemas/screens/') || file === 'schemas/shell.json') for (const [pointer, key] of screenKeys(doc, '')) noteKey(key, `${file} ${pointer}`);
    if (file.startsWith('rules/catalogues/')) {
      const prefix = typeof doc['messageKeyPrefix'] === 'string' ? doc['messageKeyPrefix'] : undefined;
      ((doc['entries'] ?? []) as Json[]).forEach((entry, index) => {
        noteKey(entry['messageKey'] ?? (prefix === undefined ? undefined : `${prefix}${String(entry['code'])}`), `${file} /entries/${index}${entry['messageKey'] === undefined ? '/code' : '/messageKey'}`);
        noteKey(entry['waitMessageKey'], `${file} /entries/${index}/waitMessageKey`);
      });
    }
    if (file.endsWith('.rules.json')) {
      ((doc['rules'] ?? []) as Json[]).forEach((rule, index) => {
        const params = (rule['event'] as Json | undefined)?.['params'] as Json | undefined;
        noteKey(params?.['messageKey'], `${file} /rules/${index}/event/params/messageKey`);
        for (const [field, key] of Object.entries((params?.['fields'] ?? {}) as Json)) noteKey(key, `${file} /rules/${index}/event/params/fields/${field}`);
      });
    }
  }
  // A text with plural forms is used by its key without the form's suffix (i18next picks the form by count).
  const englishBases = new Set([...englishKeys.keys()].map(pluralBase));
  for (const [key, where] of used) {
    if (!englishKeys.has(key) && !englishBases.has(key)) {
      const [place = where, path = ''] = where.split(' ');
      // The code's place is file:line.
      const [, file = place, line] = /^(.*?)(?::(\d+))?$/.exec(place) ?? [];
      problems.push({ file, path, ...(line === undefined ? {} : { line: Number(line) }), message: `uses the translation key "${key}", which locales/en does not have; add it to every language` });
    }
  }

  // Placeholders: the same in every language, and passed where the text is shown.
  const textsByLanguage = localeTexts(locales);
  const limitUnits = Object.fromEntries(Object.entries(((sources.files.get('rules/limits.json') as Json | undefined)?.['limits'] ?? {}) as Record<string, Json>).map(([name, limit]) => [name, String(limit['unit'])]));
  problems.push(...checkPlurals(textsByLanguage, limitUnits));
  problems.push(
    ...checkPlaceholders({
      texts: textsByLanguage,
      sites: [...[...sources.files].flatMap(([file, document]) => definitionSites(file, document)), ...(sources.codeSites ?? [])],
      // The copy's own limits, not the project's: a new limit is in every message of the configuration checked.
      defaults: new Set(Object.keys(limitsInMessagesOf(((sources.files.get('rules/limits.json') as Json | undefined)?.['limits'] ?? {}) as Json))),
    }),
  );

  // A KYC comparison names each action its permission decision speaks of: each needs its name in every language.
  for (const [file, document] of sources.files) {
    const comparisons = file.startsWith('schemas/modals/')
      ? [[(document as Json)['comparison'], '/comparison'] as const]
      : file.startsWith('schemas/screens/')
        ? (((document as Json)['blocks'] ?? []) as Json[]).map((block, index) => [block['type'] === 'comparison' ? block : undefined, `/blocks/${String(index)}`] as const)
        : [];
    for (const [spec, pointer] of comparisons) {
      if (typeof spec !== 'object' || spec === null) continue;
      const comparison = spec as { decision?: string; exclude?: string[] };
      const rules = sources.files.get(`rules/${String(comparison.decision)}.rules.json`) as RulesFile | undefined;
      if (!rules) {
        problems.push({ file, path: `${pointer}/decision`, message: `"${String(comparison.decision)}" is not a decision of rules/; name one` });
        continue;
      }
      for (const action of actionsNamed(rules, comparison.exclude)) {
        if (!englishKeys.has(actionLabelKey(action))) problems.push({ file, path: `${pointer}/decision`, message: `compares the action "${action}" of rules/${rules.decision}.rules.json, whose name "${actionLabelKey(action)}" locales/en does not have; add it to every language` });
      }
    }
  }

  const isUsedAsIs = (key: string) => used.has(key) || sources.codeLiterals.has(key) || [...sources.codePrefixes].some((prefix) => key.startsWith(prefix));
  const isUsed = (key: string) => isUsedAsIs(key) || isUsedAsIs(pluralBase(key));
  for (const [key, file] of englishKeys) {
    if (!isUsed(key)) {
      problems.push({ file, path: `/${key.replace(/^[a-z]+:/, '').replace(/\./g, '/')}`, message: `"${key}" is used by no form, rule, catalogue, route or code; remove it from every language, or use it` });
    }
  }
  return problems;
}
