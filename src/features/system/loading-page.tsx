import { useTranslation } from '@/engine/i18n/use-translation';

/** Shown while the first route's data and code load. */
export function LoadingPage() {
  const { t } = useTranslation();
  return (
    <p className="screen" role="status">
      {t('app.loading')}
    </p>
  );
}
