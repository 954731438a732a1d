import type { Template } from '../flow/flow-definition';
import { resolveTemplate } from '../flow/resolve-template';
import { asText } from '../text/as-text';
import type { FilterField } from './screen-definition';

/** The filter fields that choose among the rows loaded rather than what is asked of the server. */
export function localFilters(fields: readonly FilterField[]): readonly FilterField[] {
  return fields.filter((field) => field.match !== undefined);
}

/** Reads what a match template names in a row: "=row.description" straight from the row, anything else through resolveTemplate. */
function rowReader(template: Template): (row: unknown) => unknown {
  const path = typeof template === 'string' && /^=row\.[\w.]+$/.test(template) ? template.slice('=row.'.length).split('.') : null;
  if (!path) return (row) => resolveTemplate(template, { row });
  return (row) => path.reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), row);
}

/**
 * Whether a row passes the local filters that have a value: a choice equals one of the row's
 * values it names; a search is found, whatever its case, in any of them (description, reference).
 * Made once per set of values and used on every row loaded (a thousand at a change of a filter).
 */
export function rowMatcher(fields: readonly FilterField[], values: Readonly<Record<string, string>>): (row: unknown) => boolean {
  const active = localFilters(fields).flatMap((field) => {
    const wanted = values[field.name];
    return wanted === undefined || wanted === '' ? [] : [{ search: field.type === 'search', wanted: field.type === 'search' ? wanted.toLocaleLowerCase() : wanted, readers: (field.match ?? []).map(rowReader) }];
  });
  return (row) =>
    active.every(({ search, wanted, readers }) => {
      const seen = readers.map((read) => asText(read(row)));
      return search ? seen.some((text) => text.toLocaleLowerCase().includes(wanted)) : seen.includes(wanted);
    });
}
