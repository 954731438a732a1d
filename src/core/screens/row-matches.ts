import { resolveTemplate } from '../flow/resolve-template';
import { asText } from '../text/as-text';
import type { FilterField } from './screen-definition';

/** The filter fields that choose among the rows loaded rather than what is asked of the server. */
export function localFilters(fields: readonly FilterField[]): readonly FilterField[] {
  return fields.filter((field) => field.match !== undefined);
}

/**
 * Whether a row passes the local filters that have a value: a choice equals one of the row's
 * values it names; a search is found, whatever its case, in any of them (description, reference).
 */
export function rowMatches(row: unknown, fields: readonly FilterField[], values: Readonly<Record<string, string>>): boolean {
  return localFilters(fields).every((field) => {
    const wanted = values[field.name];
    if (wanted === undefined || wanted === '') return true;
    const seen = (field.match ?? []).map((template) => asText(resolveTemplate(template, { row })));
    if (field.type === 'search') {
      const needle = wanted.toLocaleLowerCase();
      return seen.some((text) => text.toLocaleLowerCase().includes(needle));
    }
    return seen.includes(wanted);
  });
}
