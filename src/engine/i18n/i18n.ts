import type { i18n as I18next } from 'i18next';
import { addFormat, createTextInstance, type TextInstanceOptions, type ValueFormat } from '@/core/text/text-instance';

/** What a text is filled with; `lng` asks for a language other than the current one, `count` picks its plural form. */
export interface TOptions {
  readonly lng?: string;
  readonly [name: string]: unknown;
}

/** A text of locales/ by its key ("route.login", or "account:list.filters" in another namespace), filled. */
export type TFunction = (key: string, options?: TOptions) => string;

type Bundle = Readonly<Record<string, unknown>>;

export type I18nOptions = Omit<TextInstanceOptions, 'resources'>;

/** A map of formats that registers each with the instance's formatter as it is set. */
function formatsOf(instance: I18next): Map<string, ValueFormat> {
  const formats = new Map<string, ValueFormat>();
  const set = formats.set.bind(formats);
  formats.set = (name, format) => {
    addFormat(instance, name, format);
    return set(name, format);
  };
  return formats;
}

/**
 * The portal's translations: locales/<language>/<namespace>.json read by i18next (issue 59, as
 * DESIGN.md asks): its plural forms (`_one`, `_other`, … by Intl.PluralRules), "{{name}}" and
 * "{{name, format}}", "$t(key)", a namespace by its prefix, the fallback language. This class keeps
 * the few calls the portal makes, and the formats it adds as it starts ("{{amount, money}}").
 */
export class I18n {
  /** The i18next instance itself. */
  readonly instance: I18next;
  /** "{{amount, money}}": the formats texts may name, added as the portal starts (create-i18n.ts), each given to i18next's formatter. */
  readonly formats: Map<string, ValueFormat>;

  constructor(options: I18nOptions) {
    this.instance = createTextInstance(options);
    this.formats = formatsOf(this.instance);
  }

  /** The language the portal is shown in. */
  get language(): string {
    return this.instance.language;
  }

  addResourceBundle(language: string, namespace: string, bundle: Bundle): void {
    this.instance.addResourceBundle(language, namespace, bundle, true, true);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.instance.hasResourceBundle(language, namespace);
  }

  /** Whether a key has a text, in the language or the fallback. */
  exists(key: string, options?: TOptions): boolean {
    // A group of keys is not a text.
    return this.instance.exists(key, options) && typeof this.instance.t(key, { ...options, returnObjects: true }) === 'string';
  }

  readonly t: TFunction = (key, options) => this.instance.t(key, options as Record<string, unknown>);

  /** Shows the portal in another language; every component reading the translations is drawn again. */
  changeLanguage(language: string): void {
    if (language === this.language) return;
    void this.instance.changeLanguage(language);
  }
}
