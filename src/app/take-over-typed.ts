// The prototypes' own setters, called on the field itself: they change the value past React's tracking.
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call on a field
const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call on a field
const textAreaValueSetter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;

/**
 * What a customer typed, or the browser autofilled, into a prerendered form before React took it
 * over. React 19 keeps such text on screen but does not tell the form's state, so the first
 * render after would wipe it. Each field whose value differs from what was prerendered is told
 * again, as an input event React hears: the value is put back through React's own tracking first,
 * else React would see no change.
 */
export function takeOverTyped(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      // A click is what React hears from a checkbox; it sets the box back as the customer left it.
      field.checked = field.defaultChecked;
      field.click();
      continue;
    }
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const setter = field instanceof HTMLInputElement ? valueSetter : textAreaValueSetter;
    field.value = field.defaultValue;
    setter?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
