import type { ReactNode } from 'react';
import { t } from './texts';
import type { Loaded } from './use-load';

export interface LoadedViewProps<T> {
  readonly loaded: Loaded<T>;
  readonly retry: () => void;
  readonly children: (value: T) => ReactNode;
}

/** A loaded part of a page: "Loading…" while it comes, its failure with a way to try again, or the part. */
export function LoadedView<T>({ loaded, retry, children }: LoadedViewProps<T>) {
  if (loaded.state === 'loading') return <p role="status" className="muted">{t('app.loading')}</p>;
  if (loaded.state === 'failed') {
    return (
      <div role="alert" className="error">
        <p>{t('app.failed', { reason: loaded.message })}</p>
        <button type="button" onClick={retry}>{t('app.retry')}</button>
      </div>
    );
  }
  return <>{children(loaded.value)}</>;
}
