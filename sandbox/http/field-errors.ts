import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { valueAtPointer } from '../../src/core/config/json-pointer';
import { projectRoot } from '../project-root';
import { textIn, type DocumentLanguage } from './envelope';
import type { OpenApiDocument } from './contract';

type Json = Record<string, unknown>;

/** One complaint of the request validator (ajv's shape, as fastify hands it over). */
export interface FieldIssue {
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
}

/** The field an issue is about: a missing or unknown property is named under its parent. */
export function fieldOf(issue: FieldIssue): string {
  const named = issue.params['missingProperty'] ?? issue.params['additionalProperty'];
  return typeof named === 'string' ? `${issue.instancePath}/${named}` : issue.instancePath;
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** A schema with its `$ref` into the contract's components followed. */
function resolved(document: OpenApiDocument, schema: unknown): Json | undefined {
  if (!isJson(schema)) return undefined;
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  return resolved(document, valueAtPointer(document, ref.replace(/^#/, '')));
}

/** The schema of one step down a body: a property (of the schema or any part of its allOf), or an item. */
function stepInto(document: OpenApiDocument, schema: Json, segment: string): Json | undefined {
  const property = resolved(document, isJson(schema['properties']) ? schema['properties'][segment] : undefined);
  if (property) return property;
  for (const part of Array.isArray(schema['allOf']) ? schema['allOf'] : []) {
    const inPart = resolved(document, part);
    const found = inPart ? stepInto(document, inPart, segment) : undefined;
    if (found) return found;
  }
  return /^\d+$/.test(segment) ? resolved(document, schema['items']) : undefined;
}

/** The schema of the field at a JSON pointer of a request body, or undefined when the contract has none there. */
function schemaOfField(document: OpenApiDocument, body: Json | undefined, field: string): Json | undefined {
  let schema = resolved(document, body);
  for (const segment of field.split('/').slice(1).map(unescape)) schema = schema ? stepInto(document, schema, segment) : undefined;
  return schema;
}

interface FormWords {
  readonly messages: Readonly<Record<string, string>>;
  readonly label: string | undefined;
}

const formFiles = new Map<string, unknown>();
const formFile = (file: string) => {
  if (!formFiles.has(file)) formFiles.set(file, JSON.parse(readFileSync(join(projectRoot, 'openapi', file), 'utf8')));
  return formFiles.get(file);
};

/**
 * The messages and label the portal's form shows for the field an `x-field` names: a fragment's
 * field (`#/fields/<name>/schema`) or a form's property (`#/schema/properties/<name>`).
 */
function formWords(reference: string): FormWords | undefined {
  const [file = '', pointer = ''] = reference.split('#');
  const definition = formFile(file);
  const fragment = /^\/fields\/([^/]+)\/schema$/.exec(pointer);
  const property = /^\/schema\/properties\/([^/]+)$/.exec(pointer);
  const name = fragment?.[1] ?? property?.[1];
  if (name === undefined) return undefined;
  const messages = valueAtPointer(definition, fragment ? `/fields/${name}/messages` : `/messages/${name}`);
  const label = valueAtPointer(definition, fragment ? `/fields/${name}/ui/ui:title` : `/uiSchema/${name}/ui:title`);
  return isJson(messages) ? { messages: messages as Record<string, string>, label: typeof label === 'string' ? label : undefined } : undefined;
}

/** The generic words of a rule no form names (locales/…/api.json `fieldError`), by ajv's keyword. */
const genericKeys: Readonly<Record<string, string>> = {
  required: 'api:fieldError.required',
  additionalProperties: 'api:fieldError.unknown',
  type: 'api:fieldError.type',
  maxLength: 'api:fieldError.tooLong',
  maxItems: 'api:fieldError.tooLong',
  maximum: 'api:fieldError.tooLarge',
  minimum: 'api:fieldError.tooSmall',
  minLength: 'api:fieldError.tooShort',
};

/**
 * A request's field errors in the caller's language (issue 58 item 6): the message the portal's
 * form shows for that field and rule when the contract ties the field to a form (`x-field`), else
 * the API's own words for the rule, naming the field.
 */
export function fieldErrors(document: OpenApiDocument, body: Json | undefined, issues: readonly FieldIssue[], language: DocumentLanguage): { field: string; message: string }[] {
  const seen = new Set<string>();
  return issues.flatMap((issue) => {
    const field = fieldOf(issue);
    const reference = schemaOfField(document, body, field)?.['x-field'];
    const words = typeof reference === 'string' ? formWords(reference) : undefined;
    const formKey = words?.messages[issue.keyword];
    const name = field.split('/').at(-1) ?? field;
    const message = formKey
      ? textIn(language, formKey, { label: words.label ? textIn(language, words.label) : name })
      : textIn(language, genericKeys[issue.keyword] ?? 'api:fieldError.invalid', { field: name });
    // One line a field and message: allErrors may report a oneOf's branches alike.
    const key = `${field}\n${message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ field, message }];
  });
}
