/** The translation keys of a locale file as the checker and the policy explorer read them: dotted ("history.footer"). */

/** A locale file's own properties, which are not texts. */
const notKeys = new Set(['$schema', 'version', 'versionReason']);

/**
 * Each parsed locale file's keys with what each holds, worked out once: the checker reads every
 * file's keys several times a check, and the unit tests and the staff console check again and
 * again. A parsed file is read, never changed: an edit is made on a copy.
 */
const entriesOf = new WeakMap<object, ReadonlyMap<string, unknown>>();

function collectEntries(node: object, prefix: string, into: Map<string, unknown>): void {
  for (const [key, value] of Object.entries(node) as [string, unknown][]) {
    if (prefix === '' && notKeys.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) collectEntries(value, path, into);
    else into.set(path, value);
  }
}

/** Every translation key of a locale file, dotted, with the value at it; the file's own $schema, version and versionReason are not keys. */
export function localeEntries(document: unknown): ReadonlyMap<string, unknown> {
  if (typeof document !== 'object' || document === null) return new Map([['', document]]);
  let entries = entriesOf.get(document);
  if (!entries) {
    const found = new Map<string, unknown>();
    collectEntries(document, '', found);
    entriesOf.set(document, found);
    entries = found;
  }
  return entries;
}

/** Every translation key of a locale file, dotted; the file's own $schema, version and versionReason are not keys. */
export function localeKeys(document: unknown): string[] {
  return [...localeEntries(document).keys()];
}

/** What a locale file holds at a dotted key, or undefined where it leads nowhere. */
export function valueAtKey(document: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Readonly<Record<string, unknown>>)[part] : undefined), document);
}

/** A key as code and definitions name it: portal.json's as they are, another file's behind its namespace ("content:help.intro"). */
export function namespaced(file: string, key: string): string {
  const namespace = file.replace(/\.json$/, '');
  return namespace === 'portal' ? key : `${namespace}:${key}`;
}

/** Every text of the locale files among a set of files (project path -> JSON), by language, then key as definitions name it, with its file. */
export function localeTexts(files: Iterable<readonly [string, unknown]>): Map<string, Map<string, { readonly text: string; readonly file: string }>> {
  const byLanguage = new Map<string, Map<string, { text: string; file: string }>>();
  for (const [file, document] of files) {
    const [top, language = '', ...rest] = file.split('/');
    if (top !== 'locales') continue;
    const texts = byLanguage.get(language) ?? new Map<string, { text: string; file: string }>();
    byLanguage.set(language, texts);
    for (const [key, text] of localeEntries(document)) if (typeof text === 'string') texts.set(namespaced(rest.join('/'), key), { text, file });
  }
  return byLanguage;
}
