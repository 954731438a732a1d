// The prototypes' own setters, called on the field itself: they change the value past React's tracking.
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call on a field
const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call on a field
const textAreaValueSetter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;

export type Field = HTMLInputElement | HTMLTextAreaElement;

export function isBox(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Whether the customer (or the browser's autofill) changed a field from what the build prerendered. */
export function changed(field: Field): boolean {
  return isBox(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
}

/**
 * Puts a value into a field as an input event React hears. React tracks the value it last saw,
 * so the value goes in through the prototype's setter, past that tracking, or React would see no change.
 */
export function tellTyped(field: Field, typed: string): void {
  const setter = field instanceof HTMLInputElement ? valueSetter : textAreaValueSetter;
  setter?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The prerendered fields of a page, read before React draws it anew (see carryOverTyped). */
export function prerenderedFields(root: HTMLElement): readonly Field[] {
  return [...root.querySelectorAll<Field>('input, textarea')];
}

/**
 * Puts focus back where the customer was typing (the field of this id) when React drew the page
 * anew and took their field away, so the next keystroke lands there and not on the page; unless
 * focus is somewhere already. False while the page has no such field yet (its first drawing is "loading").
 */
export function carryFocus(id: string): boolean {
  const now = id ? document.getElementById(id) : null;
  if (now && document.activeElement === document.body) now.focus();
  return !id || now !== null;
}

/**
 * What a customer typed, or the browser autofilled, into a prerendered form before React took it
 * over. React 19 keeps such text on screen but does not tell the form's state, so the first
 * render after would wipe it. Each field whose value differs from what was prerendered is told
 * again, as an input event React hears.
 */
export function takeOverTyped(root: HTMLElement): void {
  for (const field of prerenderedFields(root)) {
    if (!changed(field)) continue;
    if (isBox(field)) {
      // A click is what React hears from a checkbox; it sets the box back as the customer left it.
      field.checked = field.defaultChecked;
      field.click();
      continue;
    }
    const typed = field.value;
    // Through the field's own setter: React's tracking now holds what was prerendered.
    field.value = field.defaultValue;
    tellTyped(field, typed);
  }
}
