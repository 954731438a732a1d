import { addFormat, createTextInstance, keepPlaceholders, type ValueFormat } from './text-instance';

/** i18next's plural suffixes, Intl.PluralRules' categories: a key `x_one`, `x_other` is the text `x` for a count. */
export const pluralSuffixes = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** The keys a text takes in by nesting ("$t(content:count.days, …)"), as it names them. */
export function nestedKeys(text: string): string[] {
  return [...text.matchAll(/\$t\(\s*([^,)\s]+)/g)].map((match) => match[1] ?? '');
}

/** A key's namespace and its path in it ("content:help.x" → content, help.x); the portal's when it names none. */
function splitKey(key: string): [string, string] {
  const at = key.indexOf(':');
  return at < 0 ? ['portal', key] : [key.slice(0, at), key.slice(at + 1)];
}

export interface ShowTextOptions {
  readonly language: string;
  /** The text of a key in that language, where there is one (a draft's files, a reviewer's): for the texts this one nests. */
  readonly lookup: (key: string) => string | undefined;
  readonly values?: Readonly<Record<string, unknown>>;
  /** Values every text may name (the limits). */
  readonly defaultVariables?: Readonly<Record<string, unknown>>;
  readonly formats?: ReadonlyMap<string, ValueFormat>;
}

/**
 * One text, perhaps not saved yet, as i18next shows it: the texts it nests (each plural form of
 * theirs) read by `lookup`, its values and the limits filled. The staff console's preview and
 * policy:diff read a message this way, as the portal reads it.
 */
export function showText(text: string, options: ShowTextOptions): string {
  const instance = keepPlaceholders(createTextInstance({ language: options.language, fallbackLanguage: options.language, defaultNamespace: 'portal', defaultVariables: options.defaultVariables ?? {} }));
  for (const [name, format] of options.formats ?? []) addFormat(instance, name, format);
  const seen = new Set<string>();
  const take = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const form of [key, ...pluralSuffixes.map((suffix) => `${key}_${suffix}`)]) {
      const found = options.lookup(form);
      if (found === undefined) continue;
      const [namespace, path] = splitKey(form);
      instance.addResource(options.language, namespace, path, found);
      nestedKeys(found).forEach(take);
    }
  };
  nestedKeys(text).forEach(take);
  // A key no text has, with this text as its default: i18next fills and nests the default as it would the key's own.
  return instance.t('\u0000', { ...options.values, defaultValue: text });
}
