import { useTranslation } from '@/engine/i18n/use-translation';
import { PortalLink } from '@/engine/routing/portal-link';
import { SupportReference } from '@/engine/kinds/support-reference';
import { routeTable } from '@/core/routing/route-table';

export interface MessagePageProps {
  readonly titleKey: string;
  readonly textKey: string;
  /** The request that failed, for the customer to quote to support (issue 38 item 4). */
  readonly reference?: string | null;
}

/** A page that only explains something and offers the way home (not found, server error). */
export function MessagePage({ titleKey, textKey, reference }: MessagePageProps) {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t(titleKey)}</h1>
      <p>{t(textKey)}</p>
      <SupportReference reference={reference} />
      <PortalLink to={routeTable.homeRoute}>{t('app.goHome')}</PortalLink>
    </section>
  );
}
