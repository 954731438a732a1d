import { useTranslation } from '@/engine/i18n/use-translation';
import { failureReference } from '@/core/outcome/failure-reference';
import type { LoadState } from '../load/load-state';
import { Skeleton } from './skeleton';
import { SupportReference } from './support-reference';


export interface LoadStatusProps {
  readonly state: LoadState;
  readonly retry: () => void;
  /** How many lines the skeleton draws while loading. */
  readonly lines?: number;
  /** The text for a record that does not exist (a detail's unknown id). */
  readonly notFoundKey?: string;
}

/**
 * The states every kind draws the same way (DESIGN.md "Loading, empty, error"): a skeleton while
 * loading, the decided message with a retry when the call failed, the temporary-block refusal,
 * and not-found. Nothing once there is data, or nothing (the kind draws its own empty state).
 */
export function LoadStatus({ state, retry, lines = 3, notFoundKey }: LoadStatusProps) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'loading':
      return <Skeleton lines={lines} />;
    case 'failed':
      return (
        <div className="form-alert" role="alert">
          <p>{t(state.message.messageKey, state.message.values)}</p>
          <SupportReference reference={failureReference(state.result)} />
          {state.blocked ? null : (
            <button type="button" className="button" onClick={retry}>
              {t('app.retry')}
            </button>
          )}
        </div>
      );
    case 'notFound':
      return (
        <div className="notice" role="status">
          <p>{t(notFoundKey ?? 'errorPage.notFound')}</p>
        </div>
      );
    case 'done':
    case 'empty':
      return null;
  }
}
