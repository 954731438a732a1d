import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { storageKeys } from '@/api/session-store';
import { limit } from '@/core/config/limits';
import { useApi } from '../api/api-context';
import { useRunEffects } from '../actions/use-run-effects';
import { Dialog } from '../modal/dialog';

const activityEvents = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** Activity is written for other tabs at most this often: enough for a timeout of minutes. */
const shareEveryMs = 5_000;
const tickMs = 1_000;

/**
 * Logs a signed-in customer out after idleLogoutMinutes with no activity in any tab of the portal,
 * warning idleWarningSeconds before with a way to stay signed in (WCAG 2.2.1). Tabs share the
 * time of the last activity through local storage, so reading in one tab keeps the others open.
 */
export function IdleLogout() {
  const { t } = useTranslation();
  const { session } = useApi();
  const runEffects = useRunEffects();
  const idleMs = limit('idleLogoutMinutes') * 60_000;
  const warnMs = limit('idleWarningSeconds') * 1_000;
  const lastHere = useRef(Date.now());
  const lastShared = useRef(0);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  const touch = useCallback(() => {
    const now = Date.now();
    lastHere.current = now;
    if (now - lastShared.current >= shareEveryMs) {
      lastShared.current = now;
      localStorage.setItem(storageKeys.lastActivity, String(now));
    }
  }, []);

  useEffect(() => {
    touch();
    for (const name of activityEvents) window.addEventListener(name, touch, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      const shared = Number(localStorage.getItem(storageKeys.lastActivity) ?? 0);
      const idle = Date.now() - Math.max(lastHere.current, Number.isFinite(shared) ? shared : 0);
      if (idle >= idleMs) {
        setSecondsLeft(null);
        if (session.hasSession()) runEffects([{ type: 'logout' }, { type: 'toast', kind: 'info', messageKey: 'idle.loggedOut', durationMs: limit('noticeMs') }], {});
      } else if (idle >= idleMs - warnMs) setSecondsLeft(Math.ceil((idleMs - idle) / 1_000));
      else setSecondsLeft(null);
    }, tickMs);
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, touch, { capture: true });
      window.clearInterval(timer);
    };
  }, [idleMs, warnMs, runEffects, session, touch]);

  const stay = () => {
    lastShared.current = 0;
    touch();
    setSecondsLeft(null);
  };

  if (secondsLeft === null) return null;
  return (
    <Dialog labelledBy="idle-title" describedBy="idle-text" role="alertdialog" onClose={stay}>
      <h2 id="idle-title">{t('idle.title')}</h2>
      <p id="idle-text">{t('idle.text', { count: limit('idleLogoutMinutes') })}</p>
      <p className="idle__countdown" aria-hidden="true">
        {t('idle.countdown', { seconds: secondsLeft })}
      </p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={stay}>
          {t('idle.stay')}
        </button>
        <button type="button" className="button" onClick={() => runEffects([{ type: 'logout' }], {})}>
          {t('app.logout')}
        </button>
      </div>
    </Dialog>
  );
}
