import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ScreenFrameProps {
  readonly titleKey: string;
  readonly introKey?: string;
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/** The frame every kind draws in: the page's h1 (focused after a navigation) and its intro; kept while a load fails. */
export function ScreenFrame({ titleKey, introKey, busy = false, children }: ScreenFrameProps) {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="screen-title" aria-busy={busy}>
      <h1 id="screen-title" tabIndex={-1}>
        {t(titleKey)}
      </h1>
      {introKey ? <p className="screen__intro">{t(introKey)}</p> : null}
      {children}
    </section>
  );
}
