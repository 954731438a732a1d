import { latinDigits } from '../text/latin-digits';
import { isIsoDate } from './ist-time';

/**
 * A date typed as DD/MM/YYYY, the way Indian customers write it, whatever the browser's locale
 * (a native date input follows the browser's: mm/dd/yyyy in a US-English one). A complete, real
 * date is kept as YYYY-MM-DD, what the schemas and the API read; anything else is kept as typed,
 * so "format: date" calls it invalid and nothing typed is lost: a letter, or a digit more than the
 * date holds ("15 Aug 1990" pasted, a sixth digit of the year), is kept for the form to name,
 * never dropped (issue 31: it read "1a1/0b2/19889" as 11/02/1988).
 */
export function readDateInput(typed: string): string {
  // The digits of an Indian script (१५/०८/१९९०, ১৫/০৮/১৯৯০) are the same date.
  const trimmed = latinDigits(typed).trim();
  // An ISO date pasted or autofilled is already what is kept.
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const parts = dateParts(trimmed);
  if (parts === null) return trimmed;
  const [day, month, year] = parts;
  if (day !== '' && month !== undefined && month !== '' && year !== undefined && year.length === 4) {
    const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    if (isIsoDate(iso)) return iso;
  }
  return [day, month, year].filter((part) => part !== undefined).join('/');
}

/** How a kept value shows in the field: YYYY-MM-DD as DD/MM/YYYY, a part typed as it was. */
export function showDateInput(kept: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(kept);
  return iso ? `${iso[3] ?? ''}/${iso[2] ?? ''}/${iso[1] ?? ''}` : kept;
}

/** The most digits of the day, the month and the year. */
const partLengths = [2, 2, 4] as const;

/**
 * Day, month and year as typed so far; a part not begun is undefined. A separator (/ . - or a
 * space) or a full part begins the next one, so "1/2/1990" is the first of February and
 * "11021990" the eleventh; a digit typed in the middle of "11/02" moves on into the year. Null
 * when a character would have to be dropped: a letter, a digit past the year, a separator too many.
 */
function dateParts(typed: string): [string, string | undefined, string | undefined] | null {
  const parts: string[] = [''];
  for (const char of typed) {
    const index = parts.length - 1;
    const current = parts[index] ?? '';
    const more = index < partLengths.length - 1;
    if (/\d/.test(char)) {
      if (current.length < (partLengths[index] ?? 0)) parts[index] = current + char;
      else if (more) parts.push(char);
      else return null;
    } else if (/[/.\- ]/.test(char) && current !== '' && more) parts.push('');
    else return null;
  }
  return [parts[0] ?? '', parts[1], parts[2]];
}
