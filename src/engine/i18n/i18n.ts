import { readPath } from '@/core/flow/read-path';
import { interpolate, type ValueFormat } from '@/core/text/interpolate';

/** What a text is filled with; `lng` asks for a language other than the current one. */
export interface TOptions {
  readonly lng?: string;
  readonly [name: string]: unknown;
}

/** A text of locales/ by its key ("route.login", or "account:list.filters" in another namespace), filled. */
export type TFunction = (key: string, options?: TOptions) => string;

type Bundle = Readonly<Record<string, unknown>>;

export interface I18nOptions {
  readonly language: string;
  /** Where a text missing in the language is taken from (English: the spec's words). */
  readonly fallbackLanguage: string;
  /** The namespace of a key that names none. */
  readonly defaultNamespace: string;
  /** Values every text may name (the limits: "{{otpLength}}"). */
  readonly defaultVariables?: Readonly<Record<string, unknown>>;
}

/** What a sentence has and a key's path does not. */
const naturalLanguage = /[ ,?!;]/;

/** A text inside another, "$t(aadhaar.nameMismatch)", put in with the same values. */
const nested = /\$t\(([^)]+)\)/g;

/**
 * The portal's translations: locales/<language>/<namespace>.json, in i18next's JSON format (nested
 * keys, "{{name}}" and "{{name, format}}", "$t(key)"), read by the few lines the portal needs rather
 * than by i18next, whose 15 KB gzipped every first page carried (issue 37 item 2, docs/decisions/0017).
 * A key found in neither the language nor the fallback is shown as itself, without its namespace;
 * a key whose value is not a text (a group of keys) counts as missing.
 */
export class I18n {
  private current: string;
  private readonly bundles = new Map<string, Bundle>();
  private readonly listeners = new Set<() => void>();
  /** "{{amount, money}}": the formats texts may name, added as the portal starts (create-i18n.ts). */
  readonly formats = new Map<string, ValueFormat>();

  constructor(private readonly options: I18nOptions) {
    this.current = options.language;
  }

  /** The language the portal is shown in. */
  get language(): string {
    return this.current;
  }

  addResourceBundle(language: string, namespace: string, bundle: Bundle): void {
    this.bundles.set(`${language}/${namespace}`, bundle);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(`${language}/${namespace}`);
  }

  /** Whether a key has a text, in the language or the fallback. */
  exists(key: string, options?: TOptions): boolean {
    return this.lookUp(key, options?.lng) !== undefined;
  }

  readonly t: TFunction = (key, options) => {
    const found = this.lookUp(key, options?.lng);
    if (found === undefined) return this.split(key).path;
    const language = options?.lng ?? this.current;
    const filled = interpolate(found, options ?? {}, this.formats, language, this.options.defaultVariables);
    return filled.includes('$t(') ? filled.replace(nested, (_whole, inner: string) => this.t(inner.trim(), options)) : filled;
  };

  /** Shows the portal in another language; every component reading the translations is drawn again. */
  changeLanguage(language: string): void {
    if (language === this.current) return;
    this.current = language;
    for (const listener of this.listeners) listener();
  }

  /** Hears of each change of language, until the returned function is called (useSyncExternalStore). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * "account:list.filters" is in the namespace account, and so is "places:state.West Bengal"; a
   * sentence with a colon ("Note: pay now") is a key of its own. As i18next tells them apart: a key
   * is a path when it, or its part before the first dot, has no space, comma, ?, ! or ;.
   */
  private split(key: string): { readonly namespace: string; readonly path: string } {
    const at = key.indexOf(':');
    const dot = key.indexOf('.');
    const path = !naturalLanguage.test(key) || (dot > 0 && !naturalLanguage.test(key.slice(0, dot)));
    return at > 0 && path ? { namespace: key.slice(0, at), path: key.slice(at + 1) } : { namespace: this.options.defaultNamespace, path: key };
  }

  private lookUp(key: string, language = this.current): string | undefined {
    const { namespace, path } = this.split(key);
    for (const lang of language === this.options.fallbackLanguage ? [language] : [language, this.options.fallbackLanguage]) {
      const bundle = this.bundles.get(`${lang}/${namespace}`);
      if (!bundle) continue;
      const value = readPath(bundle, path) ?? bundle[path];
      if (typeof value === 'string') return value;
    }
    return undefined;
  }
}
