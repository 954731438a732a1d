import { useEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  readonly labelledBy: string;
  readonly describedBy?: string;
  /** alertdialog for a dialog that interrupts to warn (the idle logout). */
  readonly role?: 'alertdialog';
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind it inert, traps focus
 * and closes on Escape, with no script of ours to get wrong. Escape asks the owner to close it.
 */
export function Dialog({ labelledBy, describedBy, role, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // jsdom has no showModal; the open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);
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
