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

/** The fromCode of a field's ui schema, if it names one. */
export function fromCodeOf(ui: unknown): FromCode | undefined {
  const options = isObject(ui) ? ui['ui:options'] : undefined;
  const from = isObject(options) ? options['fromCode'] : undefined;
  return isObject(from) && typeof from['field'] === 'string' && typeof from['catalogue'] === 'string' && typeof from['length'] === 'number' ? (from as unknown as FromCode) : undefined;
}
