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
 * Made once per set of values and used on every row loaded (a thousand at a change of a filter).
 */
export function rowMatcher(fields: readonly FilterField[], values: Readonly<Record<string, string>>): (row: unknown) => boolean {
  const active = localFilters(fields).flatMap((field) => {
    const wanted = values[field.name];
    return wanted === undefined || wanted === '' ? [] : [{ search: field.type === 'search', wanted: field.type === 'search' ? wanted.toLocaleLowerCase() : wanted, match: field.match ?? [] }];
  });
  return (row) =>
    active.every(({ search, wanted, match }) => {
      const seen = match.map((template) => asText(resolveTemplate(template, { row })));
      return search ? seen.some((text) => text.toLocaleLowerCase().includes(wanted)) : seen.includes(wanted);
    });
}
