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

/**
 * The rows that pass the local filters with a value: a choice equals one of the row's values it
 * names; a search is found, whatever its case, accents or nukta, in the words of each of them
 * (a description's words in the customer's language, by searchKeyOf, a reference). Made once
 * for the rows loaded, which it reads once per field, when that field is first used: every change
 * of a filter reads the same thousand rows again, and only the comparisons are made anew.
 */
export function rowFilter(fields: readonly FilterField[], rows: readonly unknown[], searchKeyOf: (text: string) => string = searchKey): (values: Readonly<Record<string, string>>) => readonly unknown[] {
  const locals = localFilters(fields);
  const read = new Map<string, readonly (readonly RowText[])[]>();
  const textsOf = (field: FilterField) => {
    let texts = read.get(field.name);
    if (!texts) {
      texts = rows.map((row) =>
        (field.match ?? []).map((template) => {
          // What a search is compared with is what the customer reads: a code's words in their language.
          const text = asText(resolveTemplate(template, { row }));
          return { text, lower: searchKeyOf(text) };
        }),
      );
      read.set(field.name, texts);
    }
    return texts;
  };
  return (values) => {
    const active = locals.flatMap((field) => {
      const wanted = values[field.name];
      if (wanted === undefined || wanted === '') return [];
      const search = field.type === 'search';
      return [{ search, wanted: search ? searchKey(wanted) : wanted, texts: textsOf(field) }];
    });
    if (active.length === 0) return rows;
    return rows.filter((_, index) =>
      active.every(({ search, wanted, texts }) => {
        const seen = texts[index] ?? [];
        return search ? seen.some((text) => text.lower.includes(wanted)) : seen.some((text) => text.text === wanted);
      }),
    );
  };
}
