import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useNavigating } from '../routing/page-context';
import { holdFocus } from './hold-focus';

export interface DialogProps {
  readonly labelledBy: string;
  readonly describedBy?: string;
  /** alertdialog for a dialog that interrupts to warn (the idle logout). */
  readonly role?: 'alertdialog';
  readonly onClose: () => void;
  /**
   * Given, the dialog stays in the page and opens and closes with it: one opened again and again
   * (the list's filter sheet) is not built and taken down each time, which cost most of the frame
   * that closes it. It is then modal by its own means (aria-modal, a veil over the page, focus held
   * by hold-focus.ts), not the browser's: closing a browser's modal makes the whole page work out
   * its style and layout again (inert no more), which was the largest part of the frame in which
   * the filters applied show their rows. Left out, the dialog is open while it is in the page.
   */
  readonly open?: boolean;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind it inert, traps focus
 * and closes on Escape, with no script of ours to get wrong. Escape asks the owner to close it.
 */
export function Dialog({ labelledBy, describedBy, role, onClose, open, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const kept = open !== undefined;
  const shown = open ?? true;
  useBackCloses(role !== 'alertdialog' && shown, onClose);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !shown) return undefined;
    // The control that opened it gets focus back when it closes (WCAG 2.4.3): the dialog leaves the
    // page as React removes it, so the browser's own return of focus on close() does not happen.
    const opener = document.activeElement as HTMLElement | null;
    // jsdom has no showModal; the open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) {
        if (kept) dialog.show();
        else dialog.showModal();
      }
    } else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      // Unless it has gone (the dialog led to another page) or something else took focus meanwhile.
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body || dialog.contains(now))) opener.focus();
    };
  }, [shown, kept]);
  const dialog = (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal={kept ? true : undefined}
      role={role}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={kept ? (event) => holdFocus(event, onClose) : undefined}
    >
      {children}
    </dialog>
  );
  if (!kept) return dialog;
  return (
    <>
      {/* The page behind is out of reach of a finger or a mouse while the dialog is open. */}
      {shown ? <div className="dialog-veil" /> : null}
      {dialog}
    </>
  );
}

/** The router keeps the state it was given under "usr" in the browser's history entry. */
function markerOf(historyState: unknown): unknown {
  if (typeof historyState !== 'object' || historyState === null) return undefined;
  const user = (historyState as Record<string, unknown>)['usr'];
  return typeof user === 'object' && user !== null ? (user as Record<string, unknown>)['dialog'] : undefined;
}

/** A history entry for the same address as the current one, marked as this dialog's; the router's own state is kept. */
function pushMarker(marker: string): void {
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
function useBackCloses(enabled: boolean, onClose: () => void): void {
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
      if (settledRef.current && markerOf(window.history.state) === marker) void leaveDialogEntry();
    };
  }, [enabled, marker]);
}
