import { useRef, type ReactNode } from 'react';
import { useBackCloses, useShownDialog } from './dialog';
import { holdFocus } from './hold-focus';

export interface SheetProps {
  readonly labelledBy: string;
  readonly onClose: () => void;
  readonly open: boolean;
  readonly children: ReactNode;
}

/**
 * A modal dialog kept in the page, opened and closed with `open` (the list's filter sheet, issue 35
 * item 11): not built and taken down at each opening, which cost most of the frame that closed it.
 * It is modal by its own means (aria-modal, a veil over the page, focus held by hold-focus.ts), not
 * the browser's: closing a browser's modal makes the whole page work out its style and layout again
 * (inert no more), the largest part of the frame in which applied filters show their rows (issue
 * 17's 50 ms). Back and Escape close it, as they close a Dialog. Its own chunk's, not the entry's.
 */
export function Sheet({ labelledBy, onClose, open, children }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useBackCloses(open, onClose);
  useShownDialog(ref, open, 'plain');
  return (
    <>
      {/* The page behind is out of reach of a finger or a mouse while the sheet is open. */}
      {open ? <div className="dialog-veil" /> : null}
      <dialog ref={ref} className="dialog" aria-labelledby={labelledBy} aria-modal="true" onKeyDown={(event) => holdFocus(event, onClose)}>
        {children}
      </dialog>
    </>
  );
}
