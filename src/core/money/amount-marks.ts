/** The marks a language writes a number with: its thousands (or lakh) group and its decimal point. */
export interface AmountMarks {
  readonly group: string;
  readonly decimal: string;
}

const known = new Map<string, AmountMarks>();

/**
 * The group and decimal marks of a locale, as Intl writes its numbers: "," and "." in en-IN and
 * hi-IN, a narrow no-break space and "," in fr-FR. Read from Intl rather than listed, so a language
 * added to locales/ with its format.locale needs no code.
 */
export function amountMarks(locale: string): AmountMarks {
  const kept = known.get(locale);
  if (kept) return kept;
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const marks = { group: parts.find((part) => part.type === 'group')?.value ?? ',', decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.' };
  known.set(locale, marks);
  return marks;
}
