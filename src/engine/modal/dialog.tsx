import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useNavigating } from '../routing/page-context';
import { replaceWaiting, writeWaitingAddress } from '../routing/url-after-frame';

export interface DialogProps {
  readonly labelledBy: string;
  readonly describedBy?: string;
  /** alertdialog for a dialog that interrupts to warn (the idle logout). */
  readonly role?: 'alertdialog';
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>, open while it is in the page: showModal() makes the page
 * behind it inert, traps focus and closes on Escape, with no script of ours to get wrong. Escape
 * asks the owner to close it. A dialog kept in the page and opened again and again is a Sheet.
 */
export function Dialog({ labelledBy, describedBy, role, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useBackCloses(role !== 'alertdialog', onClose);
  useShownDialog(ref, true, 'modal');
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      role={role}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/**
 * Shows the <dialog> while `shown`, as the browser's modal or as a plain one (a Sheet is modal by
 * its own means), and gives focus back to the control that opened it when it closes (WCAG 2.4.3).
 */
export function useShownDialog(ref: RefObject<HTMLDialogElement | null>, shown: boolean, how: 'modal' | 'plain'): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !shown) return undefined;
    // A dialog that leaves the page as React removes it gets no return of focus from the browser's close().
    const opener = document.activeElement as HTMLElement | null;
    // jsdom has no showModal; the open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) {
        if (how === 'modal') dialog.showModal();
        else dialog.show();
      }
    } else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      // Unless it has gone (the dialog led to another page) or something else took focus meanwhile.
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body || dialog.contains(now))) opener.focus();
    };
  }, [ref, shown, how]);
}

/** The router keeps the state it was given under "usr" in the browser's history entry. */
function markerOf(historyState: unknown): unknown {
  if (typeof historyState !== 'object' || historyState === null) return undefined;
  const user = (historyState as Record<string, unknown>)['usr'];
  return typeof user === 'object' && user !== null ? (user as Record<string, unknown>)['dialog'] : undefined;
}

/** A history entry for the same address as the current one, marked as this dialog's; the router's own state is kept. */
function pushMarker(marker: string): void {
  // A list's page shown a moment ago is written first: the dialog's entry goes above it.
  writeWaitingAddress();
  const current: unknown = window.history.state;
  const base = typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {};
  const user = typeof base['usr'] === 'object' && base['usr'] !== null ? base['usr'] : {};
  window.history.pushState({ ...base, usr: { ...user, dialog: marker } }, '');
}

/** The back under way that takes a dialog's entry out, so a second caller waits for it rather than going back twice. */
let pendingBack: Promise<void> | null = null;

/**
 * Takes the current dialog's history entry out before the page moves on (a button that leads
 * elsewhere, a journey's next route): resolves once the browser is back on the entry under it, at
 * once when there is none. Navigating first would let the back that follows undo that navigation.
 */
export function leaveDialogEntry(): Promise<void> {
  if (pendingBack) return pendingBack;
  writeWaitingAddress();
  if (markerOf(window.history.state) === undefined) return Promise.resolve();
  pendingBack = new Promise((resolve) => {
    window.addEventListener(
      'popstate',
      () => {
        // The entry under it is the same page, and the browser puts back the scroll it had when the
        // dialog opened: where the page is now (an error just brought into view) wins.
        const top = window.scrollY;
        window.requestAnimationFrame(() => {
          if (window.scrollY !== top) window.scrollTo({ top, behavior: 'instant' });
        });
        pendingBack = null;
        resolve();
      },
      { once: true },
    );
    window.history.back();
  });
  return pendingBack;
}

/**
 * The browser's back button closes an open dialog and stays on the page (issue 13), as customers
 * expect on a phone. Opening pushes a history entry for the same address, marked as this dialog's,
 * straight into the browser's history, so no navigation under way (a login that ends on the home)
 * is cancelled; once the page has settled elsewhere, the mark moves with it. Going back leaves the
 * marked entry, which closes the dialog. Closed another way, the dialog takes its entry back out,
 * so the next back leaves the page as before. A warning that interrupts (the idle logout) has no
 * entry: back must not dismiss it.
 */
export function useBackCloses(enabled: boolean, onClose: () => void): void {
  const location = useLocation();
  const settled = !useNavigating();
  const marker = useId();
  const pushedOn = useRef<string | null>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const settledRef = useRef(settled);
  settledRef.current = settled;

  useEffect(() => {
    if (!enabled || !settled || pushedOn.current === location.key) return;
    pushMarker(marker);
    pushedOn.current = location.key;
  }, [enabled, settled, location.key, marker]);

  useEffect(() => {
    if (!enabled) return undefined;
    const onPop = () => {
      if (pushedOn.current === null || markerOf(window.history.state) === marker) return;
      pushedOn.current = null;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed by a button or Escape while still on its entry: take the entry out, unless the page is
      // moving on (a login that ends on the home): going back then would cancel that.
      // Nor when a change waiting for its frame replaces the entry (a sheet's Apply: src/engine/routing/url-after-frame.ts).
      if (settledRef.current && markerOf(window.history.state) === marker && !replaceWaiting()) void leaveDialogEntry();
    };
  }, [enabled, marker]);
}
