import { carryFocus, changed, isBox, tellTyped, type Field } from './take-over-typed';

/**
 * What was typed into a prerendered page that React could not take over but drew anew (another
 * language, a journey this device stored): the new page's fields replace the typed ones, so each
 * typed value is told to the field that now has its id (or name), as the customer left it. A field
 * the new page does not have yet (its first drawing was "loading": a journey under way opens its
 * step first) is told when it comes: what was typed is never lost to a slow opening. So is the
 * focus of a field the customer was in, when the new page had no such field at first.
 */
export function carryOverTyped(before: readonly Field[], root: HTMLElement, focusedId = ''): void {
  let waiting = before.filter(changed);
  let unfocused = focusedId;
  const carry = () => {
    waiting = waiting.filter((old) => !carriedTo(old, root));
    if (carryFocus(unfocused)) unfocused = '';
    return waiting.length === 0 && unfocused === '';
  };
  if (carry()) return;
  const observer = new MutationObserver(() => {
    if (carry()) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  // The page a customer typed into opens within this long, or never will: stop looking then.
  window.setTimeout(() => observer.disconnect(), carryOverWindowMs);
}

/** How long a value typed before the script ran waits for its field on the page drawn anew. */
const carryOverWindowMs = 30_000;

/** Tells a typed value to the field that now has its id (or name); false when the page has no such field yet. */
function carriedTo(old: Field, root: HTMLElement): boolean {
  const key = old.id ? `#${CSS.escape(old.id)}` : old.name ? `[name="${CSS.escape(old.name)}"]` : undefined;
  if (key === undefined) return true;
  const now = root.querySelector<Field>(`input${key}, textarea${key}`);
  if (!now || now === old) return false;
  if (now.type !== old.type) return true;
  // A new field the customer has typed into already keeps what they typed there.
  if (changed(now)) return true;
  if (isBox(now) && isBox(old)) {
    if (now.checked !== old.checked) now.click();
  } else if (now.value !== old.value) {
    tellTyped(now, old.value);
  }
  return true;
}
