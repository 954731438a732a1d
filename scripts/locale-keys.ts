/** The translation keys of a locale file as the checker and the policy explorer read them: dotted ("history.footer"). */

/** Every translation key of a locale file, dotted; the file's own $schema and version are not keys. */
export function localeKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node)
    .filter(([key]) => prefix !== '' || (key !== '$schema' && key !== 'version'))
    .flatMap(([key, value]) => localeKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** What a locale file holds at a dotted key, or undefined where it leads nowhere. */
export function valueAtKey(document: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Readonly<Record<string, unknown>>)[part] : undefined), document);
}
