import type { CsvPunctuation } from './csv-punctuation';

/** A cell of a CSV file: text, or a number as its decimal text ("-1234.50": rupees with two decimals), written with the file's decimal mark. */
export type CsvCell = string | { readonly number: string };

const decimal = /^-?[0-9]+(\.[0-9]+)?$/;

/** What a spreadsheet would read as a formula at the start of a text cell (OWASP CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** RFC 4180: a cell with the separator, a quote or a line break is quoted, its quotes doubled; a formula-like text is defused with a leading '. */
function cell(value: CsvCell, { separator, decimal: mark }: CsvPunctuation): string {
  if (typeof value !== 'string') {
    if (!decimal.test(value.number)) throw new RangeError(`"${value.number}" is not a number`);
    const number = value.number.replace('.', mark);
    return number.includes(separator) ? `"${number}"` : number;
  }
  const text = formulaStart.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file as RFC 4180 writes it (CRLF between records), in UTF-8 with a byte-order mark so a
 * spreadsheet reads ₹ and Devanagari right: the header, then a record a row; its separator and
 * decimal mark as the customer's language has them (src/core/export/csv-punctuation.ts).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], punctuation: CsvPunctuation = { separator: ',', decimal: '.' }): string {
  return `\uFEFF${[header, ...rows].map((record) => record.map((value) => cell(value, punctuation)).join(punctuation.separator)).join('\r\n')}\r\n`;
}
