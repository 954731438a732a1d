import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { limit } from '../../core/config/limits';
import type { MessageRef, ToastKind } from '../../core/effects/effect';

export interface ToastRequest extends MessageRef {
  readonly kind: ToastKind;
  readonly durationMs?: number;
}

interface ShownToast extends ToastRequest {
  readonly id: number;
}

type ShowToast = (toast: ToastRequest) => void;

const ToastContext = createContext<ShowToast | null>(null);

export interface ToastProviderProps {
  readonly children: ReactNode;
}

/** Notices of spec §9: each stays for its duration (3 s by default) and can be dismissed. */
export function ToastProvider({ children }: ToastProviderProps) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<readonly ShownToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>(
    (toast) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { ...toast, id }]);
      setTimeout(() => dismiss(id), toast.durationMs ?? limit('defaultNoticeMs'));
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
            <span>{t(toast.messageKey, toast.values)}</span>
            <button type="button" className="toast__dismiss" onClick={() => dismiss(toast.id)}>
              {t('app.dismiss')}
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
