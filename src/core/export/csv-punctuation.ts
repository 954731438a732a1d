/** How a CSV separates its cells and writes a decimal, as a spreadsheet set to a language reads it. */
export interface CsvPunctuation {
  readonly separator: ',' | ';';
  readonly decimal: string;
}

/**
 * The language's decimal mark, from Intl; where it is a comma (French), cells are separated by
 * semicolons, as spreadsheets in that language open them.
 */
export function csvPunctuation(language: string): CsvPunctuation {
  const decimal = new Intl.NumberFormat(language || undefined).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return { separator: decimal === ',' ? ';' : ',', decimal };
}
