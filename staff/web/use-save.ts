import { useState } from 'react';
import { api } from './api';
import { t } from './texts';

/**
 * A panel's save of one entry: PUT, then the panel and the draft loaded again and what was saved
 * said; or the server's refusal kept for the panel to show, what was typed left as it was.
 */
export function useSave(reload: () => void, onSaved: (what: string | null) => void): { refusal: string | null; save: (path: string, body: unknown, what: string, done?: () => void) => Promise<void> } {
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = (path: string, body: unknown, what: string, done?: () => void) =>
    api<{ commit: string | null }>('PUT', path, body).then(
      ({ commit }) => {
        setRefusal(null);
        done?.();
        reload();
        onSaved(commit ? t('draft.saved', { what }) : null);
      },
      (error: unknown) => setRefusal(error instanceof Error ? error.message : String(error)),
    );
  return { refusal, save };
}
