import { limitsInMessagesOf } from '../../src/core/config/limits-in-messages';
import { formatMoney } from '../../src/core/money/format-money';
import { interpolate } from '../../src/core/text/interpolate';
import { t, type TextKey } from './texts';

export interface TextPreviewProps {
  readonly byLanguage: Readonly<Record<string, string>>;
  readonly limits: Readonly<Record<string, number | string>>;
  /** Each language's locale (format.locale of its portal.json), for its money. */
  readonly locales: Readonly<Record<string, string>>;
}

/** Each language's text as the customer reads it: the limits it names filled in, money as the language writes it; a value known only on the page as ‹name›. */
export function TextPreview({ byLanguage, limits, locales }: TextPreviewProps) {
  return (
    <section aria-label={t('texts.preview')} className="preview">
      <h4>{t('texts.preview')}</h4>
      {Object.entries(byLanguage).map(([language, text]) => {
        const locale = locales[language] ?? 'en-IN';
        const formats = new Map([['money', (value: unknown) => (typeof value === 'number' ? formatMoney(value, locale, String(limits['currencyCode'])) : String(value))]]);
        const filled = interpolate(text, {}, formats, language, limitsInMessagesOf(limits)).replace(/\{\{\s*([^,}]+?)\s*(?:,[^}]*)?\}\}/g, '‹$1›');
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
