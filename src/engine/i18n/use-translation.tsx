import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation as useI18nextTranslation } from 'react-i18next';
import type { I18n, TFunction } from './i18n';

const I18nContext = createContext<I18n | null>(null);

export interface I18nProviderProps {
  readonly i18n: I18n;
  readonly children: ReactNode;
}

/** The translations every component below reads with useTranslation: react-i18next's provider of the i18next instance, and the portal's own calls on it. */
export function I18nProvider({ i18n, children }: I18nProviderProps) {
  return (
    <I18nextProvider i18n={i18n.instance}>
      <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
    </I18nextProvider>
  );
}

/**
 * The texts in the current language (react-i18next's `t`), and the translations themselves. A change
 * of language draws the component again with a new `t`, so what a memo or an effect made with the
 * old one is made again.
 */
export function useTranslation(): { readonly t: TFunction; readonly i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const { t: fixed } = useI18nextTranslation();
  // The portal's keys are read at run time from its definitions, not typed by i18next's resources.
  const t = useMemo<TFunction>(() => (key, options) => fixed(key, options as Record<string, unknown>), [fixed]);
  return { t, i18n };
}
