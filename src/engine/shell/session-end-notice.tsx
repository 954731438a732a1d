import { useEffect } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { limit } from '@/core/config/limits';
import { useApi } from '../api/api-context';
import { useToast } from '../toast/toast-context';

/**
 * Says on the login page why the server ended a session (issue 32 item 7), as the idle logout says
 * its own: a refused refresh brings the server's code (the password changed elsewhere, the session
 * ended, the login's lifetime over, the session used from elsewhere), shown by its message, or that
 * the session ended when the code has none.
 */
export function SessionEndNotice(): null {
  const { session } = useApi();
  const show = useToast();
  const { i18n } = useTranslation();
  useEffect(() => {
    const tell = () => {
      const code = session.takeEndCode();
      if (code === undefined) return;
      show({ kind: 'info', messageKey: i18n.exists(`code.${code}`) ? `code.${code}` : 'idle.sessionEnded', forNextPage: true, durationMs: limit('noticeMs') });
    };
    // Ended as the page opened (its first call refused), before this was drawn; or later.
    tell();
    return session.onClear(tell);
  }, [session, show, i18n]);
  return null;
}
