import { useTranslation } from '@/engine/i18n/use-translation';

export interface SkeletonProps {
  readonly lines?: number;
}

/** What stands where something is loading: grey lines, announced as loading. */
export function Skeleton({ lines = 3 }: SkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-label={t('app.loading')}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" />
      ))}
    </div>
  );
}
