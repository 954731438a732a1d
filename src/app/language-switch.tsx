import { useTranslation } from '@/engine/i18n/use-translation';
import { languages, switchLanguage } from '@/engine/i18n/create-i18n';
import { storageKeys } from '@/api/session-store';
import { useHydrated } from '@/engine/routing/use-hydrated';

/** Visible language choice; each name is written in its own language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  // On a prerendered page the choice waits for React, which carries it out.
  const hydrated = useHydrated();
  return (
    <div className="language-switch" role="group" aria-label={t('app.language')}>
      {languages.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className="button button--link"
          aria-pressed={i18n.language === lang}
          disabled={!hydrated}
          onClick={() => {
            localStorage.setItem(storageKeys.language, lang);
            void switchLanguage(i18n, lang);
          }}
        >
          {t(`languages.${lang}`)}
        </button>
      ))}
    </div>
  );
}
