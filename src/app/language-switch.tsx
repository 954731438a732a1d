import { useTranslation } from '@/engine/i18n/use-translation';
import { languages, switchLanguage } from '@/engine/i18n/create-i18n';
import { storageKeys } from '@/api/session-store';
import { useHydrated } from '@/engine/routing/use-hydrated';

/**
 * The language choice: one labelled list, each name written in its own language. Seven languages
 * as buttons took two lines of a 320 px header and squeezed the brand (issue 59); the device's own
 * list opens full-size on a phone, and a keyboard or a screen reader knows it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  // On a prerendered page the choice waits for React, which carries it out.
  const hydrated = useHydrated();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('app.language')}</span>
      <select
        className="language-switch__select"
        value={i18n.language}
        disabled={!hydrated}
        onChange={(event) => {
          const lang = event.target.value;
          localStorage.setItem(storageKeys.language, lang);
          void switchLanguage(i18n, lang);
        }}
      >
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`languages.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
