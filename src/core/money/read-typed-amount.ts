import { latinDigits } from '../text/latin-digits';
import type { AmountMarks } from './amount-marks';

/** A whole number grouped by thousands (1,234,567) or as India groups (12,34,567), with one mark. */
function groupedDigits(whole: string, mark: string): string | null {
  const groups = whole.split(mark);
  const [first = '', ...rest] = groups;
  const last = rest[rest.length - 1];
  const thousands = /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
  const lakhs = /^\d{1,2}$/.test(first) && last !== undefined && /^\d{3}$/.test(last) && rest.slice(0, -1).every((group) => /^\d{2}$/.test(group));
  return thousands || lakhs ? groups.join('') : null;
}

/**
 * Reads an amount of rupees as the customer's language writes it, into the one form every schema,
 * check and transform reads: digits, then "." and one or two decimals ("1234.5"). Null when it
 * cannot be read without guessing; the field then keeps what was typed and names the problem,
 * so no character is ever dropped and no amount changed behind the customer's back (issue 31 item 1:
 * "250,50" in French was read as 25050).
 *
 * - The language's decimal mark before one or two digits is the decimal point: "250,50" in French,
 *   "250.50" in English and Hindi.
 * - The other mark before one or two digits is a decimal point too where the language does not group
 *   with it ("250.50" in French); where it does ("12,34" in English) it is ambiguous, and refused.
 * - Before three digits, the language's group mark groups ("1,234" in English, "1 234" in French);
 *   the decimal mark would give three decimals, and the other mark is ambiguous ("1.234" in
 *   French: a thousand and more, or one and a bit): both refused.
 * - Spaces of every width group (a French amount is grouped with narrow no-break spaces), as does
 *   one other mark that is not the language's decimal ("1.234,50" in French); groups sit where
 *   thousands or lakhs put them ("1,00,000.50"), never elsewhere.
 * - The ₹ sign before or after, the digits of an Indian script (Devanagari, Bengali…) and spaces
 *   around are what a pasted or typed amount carries.
 */
export function readTypedAmount(typed: string, marks: AmountMarks): string | null {
  const digitsOnly = latinDigits(typed);
  const text = digitsOnly.trim().replace(/^₹\s*/, '').replace(/\s*₹$/, '').replace(/\s+/g, ' ');
  if (!/^\d[\d., ]*$/.test(text)) return null;
  const groupMark = /\s/.test(marks.group) ? ' ' : marks.group;
  const last = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
  let whole = text;
  let fraction = '';
  if (last >= 0) {
    const mark = text.charAt(last);
    const tail = text.slice(last + 1);
    if (/^\d{1,2}$/.test(tail) && mark !== groupMark) {
      whole = text.slice(0, last);
      fraction = tail;
    } else if (!(/^\d{3}$/.test(tail) && mark === groupMark)) {
      return null;
    }
  }
  const groupMarks = new Set(whole.replace(/\d/g, ''));
  if (groupMarks.size > 1) return null;
  const [mark] = groupMarks;
  if (mark === undefined) return `${whole}${fraction === '' ? '' : `.${fraction}`}`;
  // The language's own decimal mark never groups, nor does the mark just read as the decimal point.
  if (mark === marks.decimal || (fraction !== '' && mark === text.charAt(last))) return null;
  const digits = groupedDigits(whole, mark);
  return digits === null ? null : `${digits}${fraction === '' ? '' : `.${fraction}`}`;
}

/**
 * An amount kept as read ("1234.5") written back as the language writes it, without groups
 * ("1234,5" in French), for a field shown again (Back, a draft restored).
 */
export function writeTypedAmount(rupees: string, marks: AmountMarks): string {
  return /^\d+\.\d*$/.test(rupees) ? rupees.replace('.', marks.decimal) : rupees;
}
