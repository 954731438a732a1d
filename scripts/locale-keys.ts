/** The translation keys of a locale file as the checker and the policy explorer read them: dotted ("history.footer"). */

/** Every translation key of a locale file, dotted; the file's own $schema, version and versionReason are not keys. */
export function localeKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node)
    .filter(([key]) => prefix !== '' || !['$schema', 'version', 'versionReason'].includes(key))
    .flatMap(([key, value]) => localeKeys(value, prefix ? `${prefix}.${key}` : key));
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
    for (const key of localeKeys(document)) {
      const text = valueAtKey(document, key);
      if (typeof text === 'string') texts.set(namespaced(rest.join('/'), key), { text, file });
    }
  }
  return byLanguage;
}
