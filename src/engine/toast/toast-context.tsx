import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/engine/i18n/use-translation';
import { limit } from '@/core/config/limits';
import type { MessageRef, ToastKind } from '@/core/effects/effect';

export interface ToastRequest extends MessageRef {
  readonly kind: ToastKind;
  readonly durationMs?: number;
  /** Said for the page the customer is being sent to ("OTP sent", then the OTP page), not this one. */
  readonly forNextPage?: boolean;
}

interface ShownToast extends ToastRequest {
  readonly id: number;
  /** The page the notice belongs to; null until the page it was said for opens. */
  readonly page: string | null;
}

type ShowToast = (toast: ToastRequest) => void;

interface ToastContextValue {
  readonly show: ShowToast;
  /** Where the page wants its notices: the layout's slot at the top of the content. */
  readonly setSlot: (slot: HTMLElement | null) => void;
  /** A page opened: notices of the page left go, notices said for the next page stay on this one. */
  readonly arrive: (page: string) => void;
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
 * the same message is never shown twice. A notice belongs to one page (issue 13: the re-KYC notice
 * showed on three): leaving the page takes it away, whatever time it had left.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<readonly ShownToast[]>([]);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const nextId = useRef(1);
  const pageRef = useRef<string | null>(null);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>(
    (toast) => {
      const id = nextId.current++;
      // The same message again replaces the one shown (its time starts over) rather than doubling it.
      const page = toast.forNextPage === true ? null : pageRef.current;
      setToasts((all) => [{ ...toast, id, page }, ...all.filter((shown) => !sameMessage(shown, toast))].slice(0, limit('noticesShownAtOnce')));
      setTimeout(() => dismiss(id), toast.durationMs ?? limit('defaultNoticeMs'));
    },
    [dismiss],
  );

  const arrive = useCallback((page: string) => {
    if (pageRef.current === page) return;
    pageRef.current = page;
    setToasts((all) => all.flatMap((toast) => (toast.page === null ? [{ ...toast, page }] : toast.page === page ? [toast] : [])));
  }, []);

  const value = useMemo(() => ({ show, setSlot, arrive }), [show, arrive]);
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

export interface ToastSlotProps {
  /** The page on screen (its path): notices belong to one. */
  readonly page: string;
}

/** The place in the page where notices stand: the layout puts it at the top of the content. */
export function ToastSlot({ page }: ToastSlotProps) {
  const { setSlot, arrive } = useToastContext();
  useEffect(() => arrive(page), [arrive, page]);
  return <div className="toast-slot" ref={setSlot} />;
}
