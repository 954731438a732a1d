import { useTranslation } from '@/engine/i18n/use-translation';
import type { StepProgress } from '@/core/flow/step-progress';

export interface StepIndicatorProps {
  readonly progress: StepProgress | null;
}

/** "Step 3 of 5" under a journey's title, with a bar of its stages that only the eye needs. */
export function StepIndicator({ progress }: StepIndicatorProps) {
  const { t } = useTranslation();
  if (!progress) return null;
  return (
    <div className="step-indicator">
      <p className="step-indicator__text">{t('app.stepOf', { current: progress.current, total: progress.total })}</p>
      <ol className="step-indicator__bar" aria-hidden="true">
        {Array.from({ length: progress.total }, (_, index) => (
          <li key={index} className={index < progress.current ? 'step-indicator__stage step-indicator__stage--done' : 'step-indicator__stage'} />
        ))}
      </ol>
    </div>
  );
}
