import { amountMarks } from '../../src/core/money/amount-marks';
import { readTypedAmount } from '../../src/core/money/read-typed-amount';
import { rupeesToPaise } from '../../src/core/money/rupees-to-paise';
import { EditError } from './draft-edits';

/** Units whose values are whole numbers (limits.schema.json). */
const wholeUnits = new Set(['milliseconds', 'seconds', 'minutes', 'count', 'digits', 'percent', 'months', 'days', 'hours', 'years', 'rows', 'characters', 'id']);

/**
 * A limit's value as a staff member typed it, in the limit's unit: money as rupees the way India
 * writes them ("1,20,000", "₹1,20,000.50"), stored as paise; a whole number; or the text itself
 * (times, weekly hours, formats), which the meta-schema and the checker then read.
 */
export function typedLimitValue(unit: string, typed: unknown, was: unknown): number | string {
  const text = typeof typed === 'number' ? String(typed) : typeof typed === 'string' ? typed.trim() : '';
  if (unit === 'paise') {
    const rupees = readTypedAmount(text, amountMarks('en-IN'));
    const paise = rupees === null ? null : rupeesToPaise(rupees);
    if (paise === null) throw new EditError(`"${text}" is not an amount of rupees (such as 1,20,000 or 1,20,000.50)`);
    return paise;
  }
  if (wholeUnits.has(unit) && typeof was === 'number') {
    if (!/^\d+$/.test(text)) throw new EditError(`"${text}" is not a whole number of ${unit}`);
    return Number(text);
  }
  return text;
}
