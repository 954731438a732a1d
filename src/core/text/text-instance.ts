import { createInstance, type i18n as I18next, type Resource } from 'i18next';

/** Writes a value in a language: "{{amount, money}}" names the format `money`. */
export type ValueFormat = (value: unknown, language: string) => string;

export interface TextInstanceOptions {
  readonly language: string;
  /** Where a text missing in the language is taken from (English: the spec's words). */
  readonly fallbackLanguage: string;
  /** The namespace of a key that names none. */
  readonly defaultNamespace: string;
  /** The texts at hand, by language and namespace; more may be added later. */
  readonly resources?: Resource;
  /** Values every text may name (the limits: "{{otpLength}}"). */
  readonly defaultVariables?: Readonly<Record<string, unknown>>;
}

/**
 * The texts of locales/ as i18next reads them, the one reader of the portal, the sandbox, the staff
 * console and the tests (issue 59): plural forms by Intl.PluralRules (`_one`, `_other`, …), a count
 * under another name through nesting ("$t(count.days, {\"count\": {{statementMaxDays}} })"),
 * "{{name, format}}", a namespace by its prefix, the fallback language.
 */
export function createTextInstance(options: TextInstanceOptions): I18next {
  const instance = createInstance();
  void instance.init({
    lng: options.language,
    fallbackLng: options.fallbackLanguage,
    defaultNS: options.defaultNamespace,
    ns: [options.defaultNamespace],
    resources: options.resources ?? {},
    partialBundledLanguages: true,
    initAsync: false,
    returnEmptyString: true,
    interpolation: {
      // React renders every string as text, and the sandbox writes JSON, SMS and PDF text: escaping here would only double-escape.
      escapeValue: false,
      defaultVariables: options.defaultVariables ?? {},
    },
    // A name without a value keeps its placeholder, which the config check and the tests look for.
    missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
  });
  return instance;
}

/**
 * Texts shown without their values, as the codes page of /docs/api, the staff console and
 * policy:diff show them: a placeholder kept as a count a text nests, in quotes so the nesting's
 * options still read ({"count": "{{n}}"}), gives that phrase's other form around it ("{{n}} s").
 * The portal always has its values, and leaves this out of its first load.
 */
export function keepPlaceholders(instance: I18next): I18next {
  instance.options.missingInterpolationHandler = (text: string, match: RegExpExecArray) => (/"count":\s*$/.test(text.slice(0, match.index)) ? JSON.stringify(match[0]) : match[0]);
  instance.options.appendNamespaceToMissingKey = true;
  instance.options.parseMissingKeyHandler = (key: string, defaultValue: string | undefined, options?: Readonly<Record<string, unknown>>) => defaultValue ?? placeholderCount(instance, key, options);
  return instance;
}

/** A count phrase asked for with its count a kept placeholder is its other form around it; any other missing key is shown as itself. */
function placeholderCount(instance: I18next, key: string, options?: Readonly<Record<string, unknown>>): string {
  if (typeof options?.['count'] === 'string' && instance.exists(`${key}_other`, { lng: options['lng'] as string | undefined })) return instance.t(`${key}_other`, options);
  return key.slice(key.indexOf(':') + 1);
}

/** Gives a format to an instance's texts: "{{amount, money}}" calls `money`. */
export function addFormat(instance: I18next, name: string, format: ValueFormat): void {
  instance.services.formatter?.add(name, (value: unknown, lng: string | undefined) => format(value, lng ?? instance.language));
}
