import { catalogueEntry } from './catalogue';
import { catalogueNamed } from './catalogues';

/**
 * A field a form fills from another by a catalogue (a bankName field's ui:options.fromCode): the
 * other field's value, once it has the shape its schema's pattern asks, begins with a code the
 * catalogue names ("HDFC" of an IFSC names HDFC Bank).
 */
export interface FromCode {
  readonly field: string;
  readonly catalogue: string;
  /** How many characters of the other field are the code. */
  readonly length: number;
}

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function fromCodeOf(ui: unknown): FromCode | undefined {
  const options = isObject(ui) ? ui['ui:options'] : undefined;
  const from = isObject(options) ? options['fromCode'] : undefined;
  return isObject(from) && typeof from['field'] === 'string' && typeof from['catalogue'] === 'string' && typeof from['length'] === 'number' ? (from as unknown as FromCode) : undefined;
}

/** The field a form fills a field from (the IFSC a bank name comes from), if it fills it from one. */
export function sourceFieldOf(uiSchema: Json, field: string): string | undefined {
  return fromCodeOf(uiSchema[field])?.field;
}

/**
 * The values a form derives from what was typed: field -> value, for each field whose source
 * resolves (issue 31 item 6: a valid IFSC of a known bank names the bank; the customer is not asked
 * to type it). A source that does not yet have its pattern's shape derives nothing, so a bank is
 * never shown beside an IFSC the form refuses.
 */
export function derivedValues(uiSchema: Json, schema: Json, values: Json): Record<string, string> {
  const properties = isObject(schema['properties']) ? schema['properties'] : {};
  const derived: Record<string, string> = {};
  for (const [target, ui] of Object.entries(uiSchema)) {
    const from = fromCodeOf(ui);
    const source = from ? values[from.field] : undefined;
    if (!from || typeof source !== 'string') continue;
    const sourceSchema = properties[from.field];
    const pattern = isObject(sourceSchema) && typeof sourceSchema['pattern'] === 'string' ? sourceSchema['pattern'] : undefined;
    if (pattern !== undefined && !new RegExp(pattern).test(source)) continue;
    const file = catalogueNamed(from.catalogue);
    const value = file ? catalogueEntry(file, source.slice(0, from.length))?.value : undefined;
    if (value !== undefined) derived[target] = value;
  }
  return derived;
}

/**
 * The values with what the form derives from them put in, and a value derived before (`last`,
 * updated here) taken back when its source no longer names it; the same object when nothing changes.
 */
export function withDerivedValues<T extends Json>(uiSchema: Json, schema: Json, typed: T, last: { current: Readonly<Record<string, string>> }): T {
  const derived = derivedValues(uiSchema, schema, typed);
  const stale = new Set(Object.entries(last.current).filter(([field, value]) => !(field in derived) && typed[field] === value).map(([field]) => field));
  last.current = derived;
  const changed = Object.entries(derived).filter(([field, value]) => typed[field] !== value);
  if (changed.length === 0 && stale.size === 0) return typed;
  return { ...Object.fromEntries(Object.entries(typed).filter(([field]) => !stale.has(field))), ...Object.fromEntries(changed) } as T;
}
