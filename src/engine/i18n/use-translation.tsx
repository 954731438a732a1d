import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './i18n';

const I18nContext = createContext<I18n | null>(null);

export interface I18nProviderProps {
  readonly i18n: I18n;
  readonly children: ReactNode;
}

/** The translations every component below reads with useTranslation. */
export function I18nProvider({ i18n, children }: I18nProviderProps) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The texts in the current language, and the translations themselves. A change of language draws
 * the component again with a new `t`, so what a memo or an effect made with the old one is made again.
 */
export function useTranslation(): { readonly t: TFunction; readonly i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language, () => i18n.language);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function for each language is the point: it tells memos and effects the texts changed
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [i18n, language]);
  return { t, i18n };
}
