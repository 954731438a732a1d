import type { FormCheck } from '../validation/form-check';
import { pointerSegment, valueAtPointer } from './json-pointer';

type Json = Readonly<Record<string, unknown>>;

/** One field of a fragment: its JSON Schema, and what a form otherwise writes beside it in three places. */
export interface FragmentField {
  readonly description?: string;
  readonly schema: Json;
  /** The field's uiSchema entry (title key, widget, autocomplete). */
  readonly ui?: Json;
  /** Validation keyword -> translation key. */
  readonly messages?: Readonly<Record<string, string>>;
  /** Checks a schema cannot state, without `field`: the field is the one the form names. */
  readonly checks?: readonly Omit<FormCheck, 'field'>[];
}

/** A file of schemas/fragments/: fields several forms ask for in the same way (a name, an address, a PAN). */
export interface FragmentFile {
  readonly fragment: string;
  readonly version: number;
  readonly description?: string;
  readonly fields: Readonly<Record<string, FragmentField>>;
}

/** A `$ref` that cannot be followed, at its place in the form (a JSON pointer). */
export class FragmentRefError extends Error {
  constructor(
    readonly pointer: string,
    message: string,
  ) {
    super(message);
    this.name = 'FragmentRefError';
  }
}

/** Where a form's field reference points: a fragment file (relative to schemas/forms/) and the field's pointer in it. */
export interface FragmentRef {
  /** The field's name in the form. */
  readonly name: string;
  /** The form's JSON pointer of the reference, for the checker's findings. */
  readonly pointer: string;
  readonly file: string;
  readonly fieldPointer: string;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const objectOr = (value: unknown): Json => (isObject(value) ? value : {});
/** A copy the form owns: configuration is JSON, and the same fragment is laid into many forms. */
const copyOf = <Value>(value: Value): Value => JSON.parse(JSON.stringify(value)) as Value;

/** The fields of a form written as `{"$ref": "../fragments/<file>.json#/fields/<name>"}` in its schema's properties. */
export function fragmentRefs(form: unknown): FragmentRef[] {
  const schema = isObject(form) ? form['schema'] : undefined;
  const properties = isObject(schema) ? schema['properties'] : undefined;
  if (!isObject(properties)) return [];
  return Object.entries(properties).flatMap(([name, property]) => {
    if (!isObject(property) || typeof property['$ref'] !== 'string') return [];
    const pointer = `/schema/properties/${pointerSegment(name)}`;
    const [file = '', fieldPointer = ''] = property['$ref'].split('#');
    return [{ name, pointer, file, fieldPointer }];
  });
}

/**
 * A form with its fragment references resolved, as the validators are precompiled from and the
 * portal, the checker and the tests read it. A property `{"$ref": "../fragments/address.v1.json#/fields/Pincode"}`
 * becomes that field's schema (keys beside the `$ref` replace the fragment's: a form's own default);
 * its uiSchema entry and messages come first and the form's own entries for the field are laid over
 * them; its checks are added, for the field as the form names it, before the form's own. A form
 * without references is returned as it is. `fragmentAt` gives a fragment file's JSON by the path
 * the reference names; a reference that leads nowhere throws a FragmentRefError at its pointer.
 */
export function resolveFormFragments<Form>(form: Form, fragmentAt: (file: string) => unknown): Form {
  const refs = fragmentRefs(form);
  if (refs.length === 0 || !isObject(form)) return form;
  const schema = form['schema'] as Json;
  const properties: Record<string, unknown> = { ...(schema['properties'] as Json) };
  const uiSchema: Record<string, unknown> = { ...objectOr(form['uiSchema']) };
  const messages: Record<string, unknown> = { ...objectOr(form['messages']) };
  const fragmentChecks: unknown[] = [];
  for (const ref of refs) {
    if (!ref.file.startsWith('../fragments/') || !ref.fieldPointer.startsWith('/fields/')) {
      throw new FragmentRefError(ref.pointer, `"$ref" must name a field of a fragment, as "../fragments/<file>.json#/fields/<field>"`);
    }
    let fragment: unknown;
    try {
      fragment = fragmentAt(ref.file);
    } catch (error) {
      throw new FragmentRefError(ref.pointer, `"$ref" names ${ref.file}, which cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    const field = valueAtPointer(fragment, ref.fieldPointer);
    if (!isObject(field) || !isObject(field['schema'])) {
      throw new FragmentRefError(ref.pointer, `"$ref" names ${ref.file}#${ref.fieldPointer}, which is not a field of that fragment`);
    }
    const overrides = Object.entries(properties[ref.name] as Json).filter(([key]) => key !== '$ref');
    properties[ref.name] = { ...copyOf(field['schema']), ...Object.fromEntries(overrides) };
    if (isObject(field['ui'])) uiSchema[ref.name] = { ...copyOf(field['ui']), ...objectOr(uiSchema[ref.name]) };
    if (isObject(field['messages'])) messages[ref.name] = { ...field['messages'], ...objectOr(messages[ref.name]) };
    if (Array.isArray(field['checks'])) fragmentChecks.push(...field['checks'].map((check: unknown) => ({ field: ref.name, ...(isObject(check) ? copyOf(check) : {}) })));
  }
  const ownChecks = Array.isArray(form['checks']) ? (form['checks'] as unknown[]) : [];
  const checks = [...fragmentChecks, ...ownChecks];
  return {
    ...form,
    schema: { ...schema, properties },
    uiSchema,
    messages,
    ...(checks.length > 0 ? { checks } : {}),
  };
}
