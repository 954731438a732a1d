/**
 * What a staff member's change does to the configuration files, as pure edits of their JSON: a
 * limit's value, a text in each language, a catalogue's entry; each file changed has its version
 * raised by one with the reason the console writes (never typed: issue 57).
 */
type Json = Record<string, unknown>;

/** The reason a version is raised with: one line, at most 200 characters (the meta-schemas' limit). */
export function versionReason(draftReason: string, what: string): string {
  const line = `${draftReason.trim()} (${what})`.replace(/\s+/g, ' ');
  return line.length <= 200 ? line : `${line.slice(0, 199)}…`;
}

/** A document with its version one above the one it had, and its reason. */
export function raisedVersion(document: Json, reason: string): Json {
  return { ...document, version: Number(document['version'] ?? 0) + 1, versionReason: reason };
}

/** rules/limits.json with one limit's value set; an error naming the limit when it has none such. */
export function withLimitValue(limits: Json, name: string, value: number | string): Json {
  const table = (limits['limits'] ?? {}) as Record<string, Json>;
  const entry = table[name];
  if (!entry) throw new EditError(`rules/limits.json has no limit ${name}`);
  return { ...limits, limits: { ...table, [name]: { ...entry, value } } };
}

/** A locale file with the text at a dotted key set, the objects on its way made where missing. */
export function withText(locale: Json, key: string, text: string): Json {
  const [first, ...rest] = key.split('.');
  if (first === undefined || first === '') throw new EditError('a text needs a key');
  if (rest.length === 0) return { ...locale, [first]: text };
  const inner = locale[first];
  if (inner !== undefined && (typeof inner !== 'object' || inner === null)) throw new EditError(`"${first}" is a text, not a group of texts`);
  return { ...locale, [first]: withText((inner ?? {}) as Json, rest.join('.'), text) };
}

/** A catalogue with an entry put in place of the one with its code, or added at the end. */
export function withCatalogueEntry(catalogue: Json, entry: Json): Json {
  const entries = (catalogue['entries'] ?? []) as Json[];
  const at = entries.findIndex((one) => one['code'] === entry['code']);
  return { ...catalogue, entries: at < 0 ? [...entries, entry] : entries.map((one, index) => (index === at ? entry : one)) };
}

/** Where a text of a key lives: locales/<language>/<namespace>.json (portal.json for a key without one) and its key there. */
export function textFile(language: string, key: string): { readonly file: string; readonly key: string } {
  const match = /^([a-z]+):(.+)$/.exec(key);
  return match?.[1] && match[2] ? { file: `locales/${language}/${match[1]}.json`, key: match[2] } : { file: `locales/${language}/portal.json`, key };
}

/** A change the files cannot take, said to the staff member as it is. */
export class EditError extends Error {}

/** A document with the value at a JSON pointer replaced; an error when the pointer leads nowhere. */
export function withValueAt(document: Json, pointer: string, value: unknown): Json {
  const [head, ...rest] = pointer.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (head === undefined) throw new EditError('an entry needs a place in its file');
  const replaceIn = (node: unknown, key: string, inner: (child: unknown) => unknown): unknown => {
    if (Array.isArray(node) && /^\d+$/.test(key) && Number(key) < node.length) return (node as unknown[]).map((child, index) => (index === Number(key) ? inner(child) : child));
    if (typeof node === 'object' && node !== null && !Array.isArray(node) && key in node) return { ...(node as Json), [key]: inner((node as Json)[key]) };
    throw new EditError(`the file has nothing at ${pointer}`);
  };
  const walk = (node: unknown, [key, ...more]: string[]): unknown => (key === undefined ? value : replaceIn(node, key, (child) => walk(child, more)));
  return walk(document, [head, ...rest]) as Json;
}
