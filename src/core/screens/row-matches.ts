import { resolveTemplate } from '../flow/resolve-template';
import { asText } from '../text/as-text';
import { searchKey } from '../text/search-key';
import type { FilterField } from './screen-definition';

/** The filter fields that choose among the rows loaded rather than what is asked of the server. */
export function localFilters(fields: readonly FilterField[]): readonly FilterField[] {
  return fields.filter((field) => field.match !== undefined);
}

interface RowText {
  readonly text: string;
  readonly lower: string;
}

/** What a filter field finds in a row: each text it names, as shown and as a search compares it. */
export type RowTextsOf = (field: FilterField, row: unknown) => readonly RowText[];

/**
 * Reads what each filter field finds in a row (a description's words in the customer's language,
 * by searchKeyOf, a reference) once per row: a thousand rows come back as the same objects from
 * the visit's cache when a filter is set again after the filters were cleared, and a search then
 * compares what was read before rather than reading every row again.
 */
export function rowTextReader(searchKeyOf: (text: string) => string = searchKey): RowTextsOf {
  const byField = new Map<string, WeakMap<object, readonly RowText[]>>();
  return (field, row) => {
    const read = () =>
      (field.match ?? []).map((template) => {
        // What a search is compared with is what the customer reads: a code's words in their language.
        const text = asText(resolveTemplate(template, { row }));
        return { text, lower: searchKeyOf(text) };
      });
    if (typeof row !== 'object' || row === null) return read();
    let rows = byField.get(field.name);
    if (!rows) byField.set(field.name, (rows = new WeakMap()));
    let texts = rows.get(row);
    if (!texts) rows.set(row, (texts = read()));
    return texts;
  };
}

/**
 * The rows that pass the local filters with a value: a choice equals one of the row's values it
 * names; a search is found, whatever its case, accents or nukta, in the words of each of them.
 */
export function rowFilter(fields: readonly FilterField[], rows: readonly unknown[], textsOf: RowTextsOf = rowTextReader()): (values: Readonly<Record<string, string>>) => readonly unknown[] {
  const locals = localFilters(fields);
  // Each field's texts of every row, in the rows' order, read at its first use: a filter applied
  // again then walks arrays rather than asking the reader about each row.
  const columns = new Map<string, readonly (readonly RowText[])[]>();
  const columnOf = (field: FilterField) => {
    let column = columns.get(field.name);
    if (!column) columns.set(field.name, (column = rows.map((row) => textsOf(field, row))));
    return column;
  };
  return (values) => {
    const active = locals.flatMap((field) => {
      const wanted = values[field.name];
      if (wanted === undefined || wanted === '') return [];
      const search = field.type === 'search';
      return [{ column: columnOf(field), search, wanted: search ? searchKey(wanted) : wanted }];
    });
    if (active.length === 0) return rows;
    return rows.filter((_, index) =>
      active.every(({ column, search, wanted }) => {
        const seen = column[index] ?? [];
        return search ? seen.some((text) => text.lower.includes(wanted)) : seen.some((text) => text.text === wanted);
      }),
    );
  };
}
