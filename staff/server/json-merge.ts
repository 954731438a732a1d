/**
 * Three-way merge of a configuration file as JSON, entry by entry (issue 57: two drafts conflict
 * when they touch the same entry, not the same file). Git merges lines, and every draft raises its
 * file's version on the same line, so any two drafts of one file would conflict for git.
 */
type Json = unknown;

export interface JsonMerge {
  readonly value: Json;
  /** Where both sides changed an entry, each differently: a JSON pointer, a list's entry named by its identity (/entries/code=BT). */
  readonly conflicts: readonly string[];
}

/** An entry one side does not have: a symbol, which no JSON holds. */
const absent = Symbol('absent');

const same = (a: Json, b: Json) => a === b || (a !== absent && b !== absent && JSON.stringify(a) === JSON.stringify(b));
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const pointerOf = (at: string, key: string) => `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The field that names each entry of a list (a catalogue's code, a rule's name, a route's path), when every entry has its own. */
const identities = ['code', 'name', 'path', 'id'] as const;
function identityOf(...lists: readonly Json[][]): string | undefined {
  return identities.find((field) =>
    lists.every((list) => {
      const names = list.map((entry) => (isObject(entry) ? entry[field] : undefined));
      return names.every((name) => typeof name === 'string') && new Set(names).size === names.length;
    }),
  );
}

function mergeObjects(base: Record<string, Json>, ours: Record<string, Json>, theirs: Record<string, Json>, at: string, conflicts: string[]): Record<string, Json> {
  const merged: Record<string, Json> = {};
  // Our order, then the keys only they added, in theirs.
  for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
    const value = mergeAt(key in base ? base[key] : absent, key in ours ? ours[key] : absent, key in theirs ? theirs[key] : absent, pointerOf(at, key), conflicts);
    if (value !== absent) merged[key] = value;
  }
  return merged;
}

function mergeLists(base: Json[], ours: Json[], theirs: Json[], field: string, at: string, conflicts: string[]): Json[] {
  const byName = (list: Json[]) => new Map(list.map((entry) => [String((entry as Record<string, Json>)[field]), entry]));
  const [before, mine, yours] = [byName(base), byName(ours), byName(theirs)];
  const merged: Json[] = [];
  for (const name of new Set([...mine.keys(), ...yours.keys()])) {
    const value = mergeAt(before.get(name) ?? absent, mine.get(name) ?? absent, yours.get(name) ?? absent, pointerOf(at, `${field}=${name}`), conflicts);
    if (value !== absent) merged.push(value);
  }
  return merged;
}

function mergeAt(base: Json, ours: Json, theirs: Json, at: string, conflicts: string[]): Json {
  if (same(ours, theirs)) return ours;
  if (same(base, theirs)) return ours;
  if (same(base, ours)) return theirs;
  if (isObject(base) && isObject(ours) && isObject(theirs)) return mergeObjects(base, ours, theirs, at, conflicts);
  if (Array.isArray(base) && Array.isArray(ours) && Array.isArray(theirs)) {
    const field = identityOf(base, ours, theirs);
    if (field) return mergeLists(base, ours, theirs, field, at, conflicts);
  }
  conflicts.push(at === '' ? '/' : at);
  return ours;
}

/** A file without its version and reason, which mergeJson counts rather than compares. */
function unversioned(document: Record<string, Json>): Record<string, Json> {
  return Object.fromEntries(Object.entries(document).filter(([key]) => key !== 'version' && key !== 'versionReason'));
}

/**
 * Main's file and a draft's, merged from the file they both began at: each entry as the side that
 * changed it; an entry both changed differently is a conflict (main's value kept in the result).
 * The version counts both: main's, raised by as many as the draft raised it, with the draft's reason.
 */
export function mergeJson(base: Json, main: Json, draft: Json): JsonMerge {
  const conflicts: string[] = [];
  if (!isObject(base) || !isObject(main) || !isObject(draft)) {
    const value = mergeAt(base, main, draft, '', conflicts);
    return { value, conflicts };
  }
  const value = mergeObjects(unversioned(base), unversioned(main), unversioned(draft), '', conflicts);
  if (typeof main['version'] !== 'number') return { value, conflicts };
  const raised = typeof draft['version'] === 'number' && typeof base['version'] === 'number' ? draft['version'] - base['version'] : 0;
  const versioned = raised > 0 ? { version: main['version'] + raised, versionReason: draft['versionReason'] } : { version: main['version'], versionReason: main['versionReason'] };
  // The version first after $schema, where every file keeps it.
  const { $schema, ...rest } = value;
  return { value: { ...($schema === undefined ? {} : { $schema }), ...versioned, ...rest }, conflicts };
}
