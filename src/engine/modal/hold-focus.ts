import type { KeyboardEvent } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The keys a modal dialog answers when the browser does not hold it (a dialog opened with show()):
 * Escape asks its owner to close it, and Tab and Shift+Tab go round its own controls, never to
 * the page behind it (WCAG 2.1.2 lets a customer leave by Escape or its Cancel).
 */
export function holdFocus(event: KeyboardEvent<HTMLDialogElement>, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    onClose();
    return;
  }
  if (event.key !== 'Tab') return;
  // A control not drawn (display: none) takes no focus; a browser without checkVisibility draws them all.
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter((control) => typeof control.checkVisibility !== 'function' || control.checkVisibility());
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const at = document.activeElement;
  if (event.shiftKey ? at === first || !event.currentTarget.contains(at) : at === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
