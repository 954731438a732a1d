import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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

interface ToastContextValue {
  readonly show: ShowToast;
  /** Where the page wants its notices: the layout's slot at the top of the content. */
  readonly setSlot: (slot: HTMLElement | null) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

const sameMessage = (a: MessageRef, b: MessageRef) => a.messageKey === b.messageKey && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});

export interface ToastProviderProps {
  readonly children: ReactNode;
}

/**
 * Notices of spec §9: each stays for its duration (3 s by default) and can be dismissed. They stand
 * in the page's flow, in the slot the layout gives at the top of the content, newest first, at most
 * noticesShownAtOnce (rules/limits.json), so they never cover the form the customer is filling in;
 * the same message is never shown twice.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<readonly ShownToast[]>([]);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>(
    (toast) => {
      const id = nextId.current++;
      // The same message again replaces the one shown (its time starts over) rather than doubling it.
      setToasts((all) => [{ ...toast, id }, ...all.filter((shown) => !sameMessage(shown, toast))].slice(0, limit('noticesShownAtOnce')));
      setTimeout(() => dismiss(id), toast.durationMs ?? limit('defaultNoticeMs'));
    },
    [dismiss],
  );

  const value = useMemo(() => ({ show, setSlot }), [show]);
  const list = (
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
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      {slot ? createPortal(list, slot) : list}
    </ToastContext.Provider>
  );
}

function useToastContext(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('toasts need a ToastProvider above them');
  return context;
}

export function useToast(): ShowToast {
  return useToastContext().show;
}

/** The place in the page where notices stand: the layout puts it at the top of the content. */
export function ToastSlot() {
  const { setSlot } = useToastContext();
  return <div className="toast-slot" ref={setSlot} />;
}
