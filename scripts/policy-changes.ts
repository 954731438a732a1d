/**
 * What a change of policy does, file by file (issue 34 item 1): the limits old → new in their units
 * with the relations they take part in, every text old → new in each language with its
 * placeholders, the catalogue codes added, removed or changed with the customer's message before
 * and after, the decisions whose rules or named conditions changed, and the versions raised. Pure:
 * it compares two sets of parsed files (project path → JSON); scripts/policy-diff.ts reads them from
 * git and the working tree, and writes the report.
 */
import { shownLimit, type MoneyFormat } from './shown-limit';
import { placeholdersOf } from './placeholder-checks';
import { comparisonOf, type Relation } from './limit-checks';
import { localeTexts, valueAtKey } from './locale-keys';
import { conditionWords, ruleWords, type RuleWordsContext } from './rule-words';
import { filledText, hoursTextsOf } from './policy-words';

type Json = Record<string, unknown>;
export type PolicyFiles = ReadonlyMap<string, unknown>;

interface Limit {
  readonly value: unknown;
  readonly unit?: string;
  readonly spec?: string;
}

/** What a change did to an entry, a rule or a file. */
export type ChangeKind = 'added' | 'removed' | 'changed';

export interface LimitChange {
  readonly name: string;
  readonly before: string;
  readonly after: string;
  readonly spec: string;
  /** The relations of rules/limits.json this limit takes part in, in words. */
  readonly relations: readonly string[];
}

export interface TextChange {
  /** The key as definitions name it ("code.139", "account:cashout.failed"). */
  readonly key: string;
  readonly language: string;
  readonly before: string | null;
  readonly after: string | null;
  readonly placeholders: readonly string[];
}

export interface CodeChange {
  readonly catalogue: string;
  readonly code: string;
  readonly change: ChangeKind;
  /** What changed of the entry besides its message ("kind: info → failure"). */
  readonly fields: readonly string[];
  /** The customer's message in English, before and after. */
  readonly before: string | null;
  readonly after: string | null;
}

/** A rule or a named condition added, removed or changed, in words on each side (scripts/rule-words.ts). */
export interface RuleChange {
  readonly part: 'rule' | 'condition';
  readonly name: string;
  readonly change: ChangeKind;
  readonly before: string | null;
  readonly after: string | null;
}

export interface DecisionChange {
  readonly decision: string;
  readonly changes: readonly RuleChange[];
}

export interface VersionChange {
  readonly file: string;
  readonly change: ChangeKind;
  /** The file's "version" on each side; null where it has none (a meta-schema) or is not there. */
  readonly before: number | null;
  readonly after: number | null;
}

export interface PolicyChanges {
  readonly money: MoneyFormat;
  readonly limits: readonly LimitChange[];
  readonly texts: readonly TextChange[];
  readonly codes: readonly CodeChange[];
  readonly decisions: readonly DecisionChange[];
  readonly versions: readonly VersionChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function limitsOf(files: PolicyFiles): Readonly<Record<string, Limit>> {
  return ((files.get('rules/limits.json') as Json | undefined)?.['limits'] ?? {}) as Record<string, Limit>;
}

function limitChanges(before: PolicyFiles, after: PolicyFiles, money: MoneyFormat): LimitChange[] {
  const was = limitsOf(before);
  const now = limitsOf(after);
  const relations = (((after.get('rules/limits.json') as Json | undefined)?.['relations'] ?? []) as Relation[]).flatMap((relation) => {
    const comparison = comparisonOf(relation);
    return comparison ? [{ names: [relation.limit, comparison.other], words: `${relation.limit} ${comparison.words} ${comparison.other}${relation.plus ? ` + ${String(relation.plus)}` : ''}${relation.why ? ` (${relation.why})` : ''}` }] : [];
  });
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((name) => !same(was[name]?.value, now[name]?.value))
    .sort()
    .map((name) => ({
      name,
      before: shownLimit(was[name], money),
      after: shownLimit(now[name], money),
      spec: now[name]?.spec ?? was[name]?.spec ?? '',
      relations: relations.filter((relation) => relation.names.includes(name)).map((relation) => relation.words),
    }));
}

/** Every text of a set of files by language, then key as definitions name it. */
export function textsOf(files: PolicyFiles): Map<string, Map<string, string>> {
  return new Map([...localeTexts(files)].map(([language, texts]) => [language, new Map([...texts].map(([key, { text }]) => [key, text]))]));
}

function textChanges(before: PolicyFiles, after: PolicyFiles): TextChange[] {
  const was = textsOf(before);
  const now = textsOf(after);
  const changes: TextChange[] = [];
  for (const language of [...new Set([...was.keys(), ...now.keys()])].sort()) {
    const old = was.get(language) ?? new Map<string, string>();
    const current = now.get(language) ?? new Map<string, string>();
    for (const key of [...new Set([...old.keys(), ...current.keys()])].sort()) {
      const a = old.get(key) ?? null;
      const b = current.get(key) ?? null;
      if (a !== b) changes.push({ key, language, before: a, after: b, placeholders: placeholdersOf(b ?? a ?? '') });
    }
  }
  return changes;
}

function codeChanges(before: PolicyFiles, after: PolicyFiles, money: MoneyFormat): CodeChange[] {
  const [wasReader, nowReader] = [policyReaderOf(before, money), policyReaderOf(after, money)];
  // Each entry with its message key written out, a catalogue's prefix and code where it has no key of its own.
  const entriesOf = (files: PolicyFiles, file: string) => {
    const document = files.get(file) as Json | undefined;
    const prefix = document?.['messageKeyPrefix'];
    return new Map(((document?.['entries'] ?? []) as Json[]).map((entry) => [String(entry['code']), entry['messageKey'] === undefined && typeof prefix === 'string' ? { ...entry, messageKey: `${prefix}${String(entry['code'])}` } : entry]));
  };
  const files = [...new Set([...before.keys(), ...after.keys()])].filter((file) => file.startsWith('rules/catalogues/')).sort();
  return files.flatMap((file) => {
    const catalogue = file.replace(/^rules\/catalogues\//, '').replace(/\.json$/, '');
    const [was, now] = [entriesOf(before, file), entriesOf(after, file)];
    return [...new Set([...was.keys(), ...now.keys()])].flatMap((code): CodeChange[] => {
      const a = was.get(code);
      const b = now.get(code);
      if (same(a, b)) return [];
      const message = (entry: Json | undefined, reader: RuleWordsContext) => {
        const key = entry?.['messageKey'];
        if (typeof key !== 'string') return null;
        const text = reader.text(key);
        return text === undefined ? key : filledText(text, reader);
      };
      // What a code means besides its message (its outcome, its kind): changed fields, or an added code's own (issue 57 item 1).
      const described = (entry: Json) => Object.keys(entry).filter((field) => field !== 'messageKey' && field !== 'code').map((field) => `${field}: ${JSON.stringify(entry[field])}`);
      const fields = a && b ? [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((field) => field !== 'messageKey' && !same(a[field], b[field])).map((field) => `${field}: ${JSON.stringify(a[field] ?? null)} → ${JSON.stringify(b[field] ?? null)}`) : described(b ?? a ?? {});
      return [{ catalogue, code, change: a === undefined ? 'added' : b === undefined ? 'removed' : 'changed', fields, before: message(a, wasReader), after: message(b, nowReader) }];
    });
  });
}

function decisionChanges(before: PolicyFiles, after: PolicyFiles, money: MoneyFormat): DecisionChange[] {
  const [wasContext, nowContext] = [policyReaderOf(before, money), policyReaderOf(after, money)];
  const files = [...new Set([...before.keys(), ...after.keys()])].filter((file) => file.endsWith('.rules.json') || file === 'rules/conditions.json').sort();
  return files.flatMap((file) => {
    const [a, b] = [before.get(file) as Json | undefined, after.get(file) as Json | undefined];
    const named = (document: Json | undefined, part: RuleChange['part']): Map<string, unknown> =>
      part === 'rule'
        ? new Map(((document?.['rules'] ?? []) as Json[]).map((rule, index) => [typeof rule['name'] === 'string' ? rule['name'] : `rule ${String(index + 1)}`, rule]))
        : new Map(Object.entries((document?.['conditions'] ?? {}) as Json));
    const words = (part: RuleChange['part'], node: unknown, context: RuleWordsContext) => (node === undefined ? null : part === 'rule' ? ruleWords(node, context) : conditionWords(node, context));
    const changes = (['condition', 'rule'] as const).flatMap((part) => {
      const [was, now] = [named(a, part), named(b, part)];
      return [...new Set([...was.keys(), ...now.keys()])].flatMap((name): RuleChange[] => {
        const [old, current] = [was.get(name), now.get(name)];
        if (same(old, current)) return [];
        return [{ part, name, change: old === undefined ? 'added' : current === undefined ? 'removed' : 'changed', before: words(part, old, wasContext), after: words(part, current, nowContext) }];
      });
    });
    const decision = file === 'rules/conditions.json' ? 'shared conditions' : file.replace(/^rules\//, '').replace(/\.rules\.json$/, '');
    return changes.length > 0 ? [{ decision, changes }] : [];
  });
}

function versionChanges(before: PolicyFiles, after: PolicyFiles): VersionChange[] {
  const versionOf = (document: unknown) => {
    const version = (document as Json | undefined)?.['version'];
    return typeof version === 'number' ? version : null;
  };
  return [...new Set([...before.keys(), ...after.keys()])]
    .sort()
    .filter((file) => !same(before.get(file), after.get(file)))
    .map((file) => ({ file, change: !before.has(file) ? 'added' : !after.has(file) ? 'removed' : 'changed', before: versionOf(before.get(file)), after: versionOf(after.get(file)) }));
}

/** How a reviewer reads a set of files: their limits, English texts and hours, money as given (by default as the files write it). */
export function policyReaderOf(files: PolicyFiles, money: MoneyFormat = moneyFormatOf(files)): RuleWordsContext {
  const english = textsOf(files).get('en') ?? new Map<string, string>();
  return { limits: limitsOf(files), money, text: (key) => english.get(key), hours: hoursTextsOf(files) };
}

/** How a set of files writes money: its English locale and the currency of its limits. */
export function moneyFormatOf(files: PolicyFiles): MoneyFormat {
  const locale = valueAtKey(files.get('locales/en/portal.json'), 'format.locale');
  const currency = limitsOf(files)['currencyCode']?.value;
  return { locale: typeof locale === 'string' ? locale : 'en-IN', currency: typeof currency === 'string' ? currency : 'INR' };
}

/** Everything a change of policy changes, between two sets of files. */
export function policyChanges(before: PolicyFiles, after: PolicyFiles): PolicyChanges {
  const money = moneyFormatOf(after);
  return { money, limits: limitChanges(before, after, money), texts: textChanges(before, after), codes: codeChanges(before, after, money), decisions: decisionChanges(before, after, money), versions: versionChanges(before, after) };
}
