/**
 * The {{placeholders}} of the texts (issue 19 item 2): a name a text uses in one language is used
 * by that text in every language, and every name a text uses is passed where the text is shown,
 * by the definition that names its key (its "values") or by the code's t('key', { … }), unless
 * every message may use it (src/core/config/limits-in-messages.ts, the limits).
 */
import type { Problem } from './config-problem';
import { pluralBase } from './plural-checks';
import { lineAt } from './json-pointer-lines';

type Json = Record<string, unknown>;

/** A place that shows a text with values: the key, the names it passes, where. */
export interface TextSite {
  readonly key: string;
  readonly passes: readonly string[];
  readonly file: string;
  readonly path: string;
  /** For code, the line of the call. */
  readonly line?: number;
}

/** The placeholder names of a text: {{name}} and {{name, format}}. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? ''))];
}

/** Properties that hold a translation key, and the sibling that holds its values where it is not "values". */
const keyProperties: Readonly<Record<string, string>> = { messageKey: 'values', key: 'values', labelKey: 'values', titleKey: 'values', captionKey: 'captionValues', introKey: 'introValues', emptyKey: 'values' };

/**
 * Every place of a definition that names a key, with the values it passes: its values sibling; a
 * comparison cell's "value"; a content page's own "values", which every text of the page may use.
 * Catalogues are left out: what their texts name is the failure's, filled in by the code.
 */
export function definitionSites(file: string, document: unknown): TextSite[] {
  if (file.startsWith('locales/') || file.startsWith('rules/catalogues/')) return [];
  const page = document as Json;
  const pageValues = page['kind'] === 'content' && typeof page['values'] === 'object' && page['values'] !== null ? Object.keys(page['values']) : [];
  const sites: TextSite[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${path}/${String(index)}`));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const object = node as Json;
    for (const [property, valuesProperty] of Object.entries(keyProperties)) {
      const key = object[property];
      if (typeof key !== 'string') continue;
      // A decision case's facts give a message's values beside it as messageValues (rules/cases/).
      const values = object[valuesProperty] ?? (property === 'messageKey' ? object['messageValues'] : undefined);
      const passes = [...pageValues, ...(typeof values === 'object' && values !== null ? Object.keys(values) : []), ...('value' in object ? ['value'] : [])];
      sites.push({ key, passes, file, path: `${path}/${property}` });
    }
    // A rule's fieldErrors name a key per field; the decision passes them no values of their own, so they name limits only.
    const fields = object['fields'];
    if (file.startsWith('rules/') && path.endsWith('/params') && typeof fields === 'object' && fields !== null) {
      for (const [field, key] of Object.entries(fields)) if (typeof key === 'string') sites.push({ key, passes: [], file, path: `${path}/fields/${field}` });
    }
    for (const [name, value] of Object.entries(object)) walk(value, `${path}/${name}`);
  };
  walk(document, '');
  // A form's messages (a field's keyword -> key, in a form or a fragment) and its checks are shown
  // with the field's label as {{label}} (step-form.tsx), and the limits every message may name.
  if (file.startsWith('schemas/forms/') || file.startsWith('schemas/fragments/')) {
    const formMessages = (messages: unknown, at: string) => {
      for (const [field, keys] of Object.entries((messages ?? {}) as Json)) {
        for (const [keyword, key] of Object.entries((keys ?? {}) as Json)) if (typeof key === 'string') sites.push({ key, passes: ['label'], file, path: `${at}/${field}/${keyword}` });
      }
    };
    if (file.startsWith('schemas/forms/')) formMessages(page['messages'], '/messages');
    for (const [field, parts] of Object.entries((page['fields'] ?? {}) as Record<string, Json>)) {
      for (const [keyword, key] of Object.entries((parts['messages'] ?? {}) as Json)) if (typeof key === 'string') sites.push({ key, passes: ['label'], file, path: `/fields/${field}/messages/${keyword}` });
    }
    return sites.map((site) => (site.path.includes('/checks/') ? { ...site, passes: [...site.passes, 'label'] } : site));
  }
  return sites;
}

/** The code's t('key', { a, b: … }): the names of the object it passes. */
export function codeSites(file: string, text: string): TextSite[] {
  return [...text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:]+)'\s*,\s*\{([^{}]*)\}/g)].map((match) => ({
    key: match[1] ?? '',
    passes: (match[2] ?? '').split(',').map((part) => (part.split(':')[0] ?? '').trim()).filter(Boolean),
    file,
    path: '',
    line: lineAt(text, match.index),
  }));
}

export interface PlaceholderInput {
  /** Every language's text of every key, by language then key ("account:list.footer"), with the file it is in. */
  readonly texts: ReadonlyMap<string, ReadonlyMap<string, { readonly text: string; readonly file: string }>>;
  readonly sites: readonly TextSite[];
  /** Names every message may use. */
  readonly defaults: ReadonlySet<string>;
}

const pointerOf = (key: string) => `/${key.replace(/^[a-z]+:/, '').replace(/\./g, '/')}`;
const listed = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

export function checkPlaceholders({ texts, sites, defaults }: PlaceholderInput): Problem[] {
  const problems: Problem[] = [];
  const english = texts.get('en') ?? new Map<string, { text: string; file: string }>();
  // When every other language names the same placeholders and English alone differs, English is
  // the one to fix: said once, at English's line, not as a finding in each right language.
  const others = [...texts].filter(([language]) => language !== 'en');
  const englishWrong = new Set<string>();
  for (const [key, source] of english) {
    const sets = others.map(([, keys]) => keys.get(key)).filter((entry) => entry !== undefined).map((entry) => placeholdersOf(entry.text).sort().join());
    const agreed = sets[0];
    if (others.length < 2 || sets.length !== others.length || agreed === undefined || sets.some((set) => set !== agreed) || agreed === placeholdersOf(source.text).sort().join()) continue;
    englishWrong.add(key);
    const theirs = placeholdersOf(others[0]?.[1].get(key)?.text ?? '');
    const extra = placeholdersOf(source.text).filter((name) => !theirs.includes(name));
    const lacking = theirs.filter((name) => !placeholdersOf(source.text).includes(name));
    const said = [extra.length > 0 ? `names ${listed(extra)}` : '', lacking.length > 0 ? `leaves out ${listed(lacking)}` : ''].filter(Boolean).join(' and ');
    problems.push({ file: source.file, path: pointerOf(key), message: `${said}, where every other language (${others.map(([language]) => language).join(', ')}) writes ${listed(theirs) || 'none'}; English is the one to correct` });
  }
  for (const [language, keys] of texts) {
    if (language === 'en') continue;
    for (const [key, { text, file }] of keys) {
      const source = english.get(key);
      if (!source || englishWrong.has(key)) continue;
      // A plural form says its number or not as its language does: French's and Hindi's "one" holds 0
      // too and needs the digit where English's says "once".
      const counted = (name: string) => name === 'count' && pluralBase(key) !== key;
      const want = placeholdersOf(source.text).filter((name) => !counted(name));
      const have = placeholdersOf(text).filter((name) => !counted(name));
      const extra = have.filter((name) => !want.includes(name));
      const lacking = want.filter((name) => !have.includes(name));
      if (extra.length === 0 && lacking.length === 0) continue;
      const said = [extra.length > 0 ? `names ${listed(extra)}, which English does not` : '', lacking.length > 0 ? `leaves out ${listed(lacking)}` : ''].filter(Boolean).join(' and ');
      problems.push({ file, path: pointerOf(key), message: `${said} (${source.file}: ${JSON.stringify(source.text)}); a text names the same placeholders in every language: write them as English does` });
    }
  }
  for (const site of sites) {
    const source = english.get(site.key);
    if (!source || englishWrong.has(site.key)) continue;
    const missing = placeholdersOf(source.text).filter((name) => !site.passes.includes(name) && !defaults.has(name));
    if (missing.length === 0) continue;
    const passed = site.passes.length > 0 ? `it passes ${listed(site.passes)}` : 'it passes none';
    problems.push({
      file: site.file,
      path: site.path,
      ...(site.line === undefined ? {} : { line: site.line }),
      message: `shows "${site.key}", whose text names ${listed(missing)} (${source.file}: ${JSON.stringify(source.text)}), but ${passed}; pass ${missing.length > 1 ? 'them' : 'it'} in its values, or take ${missing.length > 1 ? 'them' : 'it'} out of the text in every language`,
    });
  }
  return problems;
}
