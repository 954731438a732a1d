import { limitValues } from './limits';
import { limitsInMessagesOf } from './limits-in-messages-of';

// Made once per limits table (limitValues keeps one object a table): the sandbox words every answer
// with them and every seeded statement row (issue 37 item 5, figures in docs/decisions/0014).
const madeFor = new WeakMap<object, Readonly<Record<string, string | number>>>();

/**
 * Values every message may interpolate: every limit of rules/limits.json by its name, and an amount
 * in paise also by its name without "Paise" ("below {{coolingOffCap, money}}", shown by each
 * language's money format). Read from the file, so a new limit is in every message at once, with no
 * list to keep here (issue 33 item 2); a text follows its limit when compliance changes it.
 */
export function limitsInMessages(): Readonly<Record<string, string | number>> {
  const limits = limitValues();
  const known = madeFor.get(limits);
  if (known) return known;
  const made = Object.freeze(limitsInMessagesOf(limits));
  madeFor.set(limits, made);
  return made;
}
