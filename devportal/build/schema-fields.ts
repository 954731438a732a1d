import { dereferenced, type ContractDocument } from './contract-document';
import { escape, markdown, text } from './html';

type Json = Record<string, unknown>;

/** One field of a body: its dotted name, type, whether required, and what it means. */
export interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly description: string;
  readonly constraints: string;
}

const refName = (ref: unknown) => String(ref).split('/').at(-1) ?? '';

/** A schema's type in words: its component's name, its enum or constant, array of what. */
export function typeWords(schema: Json | undefined): string {
  if (!schema) return '';
  if (schema['$ref']) return refName(schema['$ref']);
  if (schema['const'] !== undefined) return `const ${JSON.stringify(schema['const'])}`;
  if (Array.isArray(schema['enum'])) return `one of ${(schema['enum'] as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
  if (schema['type'] === 'array') return `array of ${typeWords(schema['items'] as Json | undefined)}`;
  if (Array.isArray(schema['oneOf'])) return (schema['oneOf'] as Json[]).map(typeWords).join(' or ');
  if (Array.isArray(schema['type'])) return (schema['type'] as string[]).join(' or ');
  return typeof schema['type'] === 'string' ? schema['type'] : 'object';
}

function constraintsOf(schema: Json): string {
  return ['pattern', 'format', 'minimum', 'maximum', 'minLength', 'maxLength', 'default']
    .filter((key) => schema[key] !== undefined)
    .map((key) => `${key} ${JSON.stringify(schema[key])}`)
    .join(', ');
}

/** The properties of an object schema and of every part of its allOf, with the required ones. */
function propertiesOf(doc: ContractDocument, schema: Json): { properties: [string, Json][]; required: Set<string> } {
  const own = dereferenced(doc, schema);
  const parts = Array.isArray(own['allOf']) ? (own['allOf'] as Json[]).map((part) => dereferenced(doc, part)) : [own];
  return {
    properties: parts.flatMap((part) => Object.entries((part['properties'] ?? {}) as Record<string, Json>)),
    required: new Set(parts.flatMap((part) => (part['required'] ?? []) as string[])),
  };
}

/** Every field of a body schema, nested objects as dotted names (arrays as name[]), down to `depth`. */
export function fieldRows(doc: ContractDocument, schema: Json, prefix = '', depth = 3): FieldRow[] {
  const { properties, required } = propertiesOf(doc, schema);
  return properties.flatMap(([name, raw]) => {
    const property = dereferenced(doc, raw);
    const full = `${prefix}${name}`;
    const row: FieldRow = { name: full, type: typeWords(raw), required: required.has(name), description: text(property['description']) || text(raw['description']), constraints: constraintsOf(property) };
    const items = property['type'] === 'array' && property['items'] ? dereferenced(doc, property['items'] as Json) : undefined;
    const nested = depth > 1 && (property['properties'] || property['allOf']) ? fieldRows(doc, property, `${full}.`, depth - 1) : depth > 1 && items && (items['properties'] || items['allOf']) ? fieldRows(doc, items, `${full}[].`, depth - 1) : [];
    return [row, ...nested];
  });
}

/** The variants of a body that is one of several shapes, each with its own fields; a plain body is its one variant. */
export function variantsOf(doc: ContractDocument, schema: Json): { readonly title: string; readonly description: string; readonly rows: FieldRow[] }[] {
  const own = dereferenced(doc, schema);
  if (Array.isArray(own['oneOf'])) return (own['oneOf'] as Json[]).map((variant) => ({ title: typeWords(variant), description: text(dereferenced(doc, variant)['description']), rows: fieldRows(doc, variant) }));
  return [{ title: '', description: '', rows: fieldRows(doc, own) }];
}

/** Rows of a field table as HTML cells, each field with an anchor of its own (the search links to it). */
export function fieldCells(rows: readonly FieldRow[], anchorPrefix: string): string[][] {
  return rows.map((row) => [
    `<code id="${escape(anchorPrefix)}${escape(row.name)}">${escape(row.name)}</code>${row.required ? ' <span class="req">required</span>' : ''}`,
    escape(row.type),
    `${markdown(row.description)}${row.constraints ? `<p class="muted">${escape(row.constraints)}</p>` : ''}`,
  ]);
}
