/**
 * Issue 32 item 3: the server refuses what the form refuses. Each request field a customer types
 * names its form field in the contract (`x-field`), and `npm run gen` lays that field's schema in,
 * so the form and the server hold one definition. These tests find the request fields that hold
 * text a customer types, and hold each to it.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { valueAtPointer } from '../../src/core/config/json-pointer';

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '../..');
const document = parse(readFileSync(join(root, 'openapi/wallet.yaml'), 'utf8')) as { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };

/** A request property: where it is, its schema with $refs followed, and the x-field it names, if any. */
interface RequestField {
  readonly where: string;
  readonly schema: Json;
  readonly field: string | undefined;
}

const resolved = (schema: Json): Json => (typeof schema['$ref'] === 'string' ? resolved(document.components.schemas[schema['$ref'].split('/').at(-1) ?? ''] ?? {}) : schema);

/** Every property of every request body, through $ref, allOf, oneOf and nested objects; each component once. */
function requestFields(): RequestField[] {
  const found = new Map<string, RequestField>();
  const walk = (schema: Json, where: string) => {
    const named = typeof schema['$ref'] === 'string' ? schema['$ref'].split('/').at(-1) : undefined;
    const at = named ?? where;
    const own = resolved(schema);
    for (const part of [...((own['allOf'] ?? []) as Json[]), ...((own['oneOf'] ?? []) as Json[])]) walk(part, at);
    for (const [name, property] of Object.entries((own['properties'] ?? {}) as Record<string, Json>)) {
      const key = `${at}.${name}`;
      if (found.has(key)) continue;
      const target = resolved(property);
      const field = (property['x-field'] ?? target['x-field']) as string | undefined;
      found.set(key, { where: key, schema: target, field });
      if (target['type'] === 'object') walk(property, key);
    }
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const content = ((operation['requestBody'] as Json | undefined)?.['content'] ?? {}) as Record<string, { schema?: Json }>;
      for (const media of Object.values(content)) if (media.schema) walk(media.schema, `${method.toUpperCase()} ${path}`);
    }
  }
  return [...found.values()];
}

const fields = requestFields();
/** Text a customer types and the wallet keeps and shows: names, addresses, notes, comments. */
const typedText = /name|remarks|comment|address|line|city|state|district|country|receiver/i;
/** Text a customer does not type into the portal: the card provider's callback echoes what it was sent, and its hash refuses any change. */
const notTyped = new Set(['CardPaymentCallback.firstname']);

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

describe('the server refuses what the form refuses (issue 32 item 3)', () => {
  it('names a form field for every request field holding text a customer types', () => {
    const unnamed = fields.filter(({ where, schema, field }) => {
      const name = where.split('.').at(-1) ?? '';
      return schema['type'] === 'string' && typedText.test(name) && !notTyped.has(where) && field === undefined;
    });
    expect(unnamed.map(({ where }) => where)).toEqual([]);
  });

  it.each(fields.filter(({ field }) => field !== undefined).map(({ where, schema, field }) => [where, schema, field ?? ''] as const))(
    '%s has the schema of its form field, which refuses direction overrides and hidden characters',
    (_where, schema, field) => {
      const [file = '', pointer = ''] = field.split('#');
      const definition = valueAtPointer(JSON.parse(readFileSync(join(root, 'openapi', file), 'utf8')), pointer) as Json;
      const rule = Object.fromEntries(Object.entries(definition).filter(([key]) => key !== 'default'));
      const laidIn = Object.fromEntries(Object.entries(schema).filter(([key]) => !['x-field', 'description', 'examples', 'example'].includes(key)));
      expect(laidIn).toEqual(rule);
      const accepts = ajv.compile(rule);
      // The right-to-left override makes "Transfer to Asha Verma.exe" read backwards in a history.
      for (const hostile of ['Asha\u202EVerma', 'Asha\u2066Verma', 'Asha\u200BVerma', 'Asha\u0000Verma']) expect(accepts(hostile), JSON.stringify(hostile)).toBe(false);
    },
  );
});
