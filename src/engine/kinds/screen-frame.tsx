import type { ReactNode } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { usePageHandle } from '../routing/page-context';

export interface ScreenFrameProps {
  readonly introKey?: string;
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * The frame every kind draws in: the page's h1, the title of its route in schemas/routes.json
 * (focused after a navigation), and its intro; kept while a load fails.
 */
export function ScreenFrame({ introKey, busy = false, children }: ScreenFrameProps) {
  const { t } = useTranslation();
  const handle = usePageHandle();
  return (
    <section className="screen" aria-labelledby="screen-title" aria-busy={busy}>
      <h1 id="screen-title" tabIndex={-1}>
        {handle ? t(handle.titleKey) : null}
      </h1>
      {introKey ? <p className="screen__intro">{t(introKey)}</p> : null}
      {children}
    </section>
  );
}
