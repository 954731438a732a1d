import en from '../../../locales/en/portal.json';
import { I18n } from './i18n';
import { limit } from '@/core/config/limits';
import { limitsInMessages } from '@/core/config/limits-in-messages';
import { formatMoney } from '@/core/money/format-money';

export const fallbackLanguage = 'en';
export const namespace = 'portal';

// Every folder of locales/ is a language; only the fallback is in the first bundle.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/portal.json');
const loaders = new Map(
  Object.entries(bundles).map(([path, load]) => [path.split('/').at(-2) ?? '', load] as const),
);

export const languages: readonly string[] = [...loaders.keys()].sort();

export function supportedLanguage(lang: string | null | undefined): string {
  const base = (lang ?? '').toLowerCase().split('-')[0] ?? '';
  return loaders.has(base) ? base : fallbackLanguage;
}

// Other namespaces (content.json: the long texts of help and policies) load with the first page that shows them;
// api.json holds the sandbox's own answers and never reaches a browser.
const extraBundles = import.meta.glob<{ default: Record<string, unknown> }>(['../../../locales/*/*.json', '!../../../locales/*/portal.json', '!../../../locales/*/api.json']);
/** The namespaces besides portal that some page has asked for: a language switch loads them too. */
const extraNamespaces = new Set<string>();

async function ensureNamespace(i18n: I18n, lang: string, ns: string): Promise<void> {
  if (i18n.hasResourceBundle(lang, ns)) return;
  const load = ns === namespace ? loaders.get(lang) : extraBundles[`../../../locales/${lang}/${ns}.json`];
  if (!load) return;
  const bundle = await load();
  i18n.addResourceBundle(lang, ns, bundle.default);
}

async function ensureLoaded(i18n: I18n, lang: string): Promise<void> {
  await Promise.all([namespace, ...extraNamespaces].map((ns) => ensureNamespace(i18n, lang, ns)));
}

/**
 * Formats no text of a first page uses ("{{kycAgentHours, weeklyHours}}", help and the video KYC
 * step): a chunk of their own, asked for as the portal starts, and waited for with every namespace a
 * page loads, so a text that names one is never shown before it.
 */
const formatsOf = new WeakMap<I18n, Promise<void>>();
export function laterFormats(i18n: I18n): Promise<void> {
  let loading = formatsOf.get(i18n);
  if (!loading) {
    loading = import('./later-formats').then(({ weeklyHoursFormat, waitFormat }) => {
      i18n.formats.set('weeklyHours', weeklyHoursFormat(i18n));
      i18n.formats.set('wait', waitFormat(i18n));
    });
    formatsOf.set(i18n, loading);
  }
  return loading;
}

/**
 * The count phrases the texts of later namespaces nest ("$t(count:account.list.footer, {…})",
 * issue 59): each number in the plural form its language asks for. A page whose texts nest them
 * names this namespace among its own and waits for it (a content page, a signed-in page); the
 * first bundle's texts carry theirs (portal.json's count group), so no first page loads it.
 */
export const countNamespace = 'count';

/** Loads a namespace of locales/ (a page's long texts) in the current language; later language switches load it too. */
export async function loadNamespace(i18n: I18n, ns: string): Promise<void> {
  extraNamespaces.add(ns);
  await Promise.all([ensureNamespace(i18n, i18n.language, ns), laterFormats(i18n)]);
}

/** The portal's translations in the given language, English bundled as the fallback. */
export async function createI18n(lang: string): Promise<I18n> {
  // React renders every string as text: nothing is escaped here, which would only double-escape.
  const i18n = new I18n({ language: supportedLanguage(lang), fallbackLanguage, defaultNamespace: namespace, defaultVariables: limitsInMessages() });
  i18n.addResourceBundle(fallbackLanguage, namespace, en);
  // "{{amount, money}}": an amount in paise as the language writes money (its format.moneyLocale: en-IN groups by lakh).
  i18n.formats.set('money', (value, lng) => (typeof value === 'number' ? formatMoney(value, i18n.t('format.moneyLocale', { lng }), limit('currencyCode')) : String(value)));
  void laterFormats(i18n);
  await ensureLoaded(i18n, i18n.language);
  return i18n;
}

/** Switches the interface language, loading its bundle first so no key flashes untranslated. */
export async function switchLanguage(i18n: I18n, lang: string): Promise<void> {
  const target = supportedLanguage(lang);
  await ensureLoaded(i18n, target);
  i18n.changeLanguage(target);
}
