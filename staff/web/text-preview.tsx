import { limitsInMessagesOf } from '../../src/core/config/limits-in-messages-of';
import { formatMoney } from '../../src/core/money/format-money';
import { showText } from '../../src/core/text/show-text';
import { t, type TextKey } from './texts';

export interface TextPreviewProps {
  readonly byLanguage: Readonly<Record<string, string>>;
  readonly limits: Readonly<Record<string, number | string>>;
  /** Each language's money locale (format.moneyLocale of its portal.json). */
  readonly locales: Readonly<Record<string, string>>;
  /** The texts this one nests ("$t(count.days, …)"), each plural form, by language and key. */
  readonly nested: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Each language's text as the customer reads it: the limits it names filled in, the texts it nests put in, money as the language writes it; a value known only on the page as ‹name›. */
export function TextPreview({ byLanguage, limits, locales, nested }: TextPreviewProps) {
  return (
    <section aria-label={t('texts.preview')} className="preview">
      <h4>{t('texts.preview')}</h4>
      {Object.entries(byLanguage).map(([language, text]) => {
        const locale = locales[language] ?? 'en-IN';
        const formats = new Map([['money', (value: unknown) => (typeof value === 'number' ? formatMoney(value, locale, String(limits['currencyCode'])) : String(value))]]);
        const filled = showText(text, { language, lookup: (key) => nested[language]?.[key], defaultVariables: limitsInMessagesOf(limits), formats }).replace(/\{\{\s*([^,}]+?)\s*(?:,[^}]*)?\}\}/g, '‹$1›');
        return (
          <p key={language} lang={language}>
            <span className="muted">{t(`texts.language.${language}` as TextKey)}: </span>
            {filled}
          </p>
        );
      })}
    </section>
  );
}
