/**
 * The TypeScript types of the definitions (schemas/screens/, schemas/flows/, schemas/modals/, schemas/shell.json),
 * generated from their meta-schemas of schemas/config/ (issue 33 item 3): the meta-schemas are the
 * one source, so a property the checker accepts is one the code can read, and no type repeats a
 * schema by hand. `npm run gen` writes src/core/definitions/generated/definition-types.ts; its
 * --check fails when the file is stale.
 *
 * The meta-schemas refer to each other; here they are laid into one document, each $def under the
 * name the code reads it by (`typeNames`: flow.schema.json's "call" is CallSpec), and the $defs
 * that stand for a type of the code become that type (`codeTypes`: a template is Template, any
 * JSON resolved at run time; a format is ValueFormat, the closed table of format-value.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

type Json = Record<string, unknown>;

/** The meta-schemas of definitions, and the name of each file's root type. */
const roots: Readonly<Record<string, string>> = {
  'list.schema.json': 'ListDefinition',
  'detail.schema.json': 'DetailDefinition',
  'home.schema.json': 'HomeDefinition',
  'content.schema.json': 'ContentDefinition',
  'result.schema.json': 'ResultDefinition',
  'flow.schema.json': 'FlowDefinition',
  'shell.schema.json': 'ShellDefinition',
  'modal.schema.json': 'ModalDefinition',
};
/** Files whose $defs are shared parts only. */
const partFiles = ['screen-parts.schema.json'];

/** The type name of a $def: the names the code has always read them by. */
const typeNames: Readonly<Record<string, string>> = {
  'screen-parts.schema.json#load': 'LoadSpec',
  'screen-parts.schema.json#value': 'ValueSpec',
  'screen-parts.schema.json#action': 'ActionSpec',
  'screen-parts.schema.json#comparison': 'ComparisonSpec',
  'screen-parts.schema.json#note': 'NoteSpec',
  'screen-parts.schema.json#column': 'ColumnSpec',
  'screen-parts.schema.json#key': 'TranslationKey',
  'screen-parts.schema.json#name': 'DefinitionName',
  'flow.schema.json#effect': 'EffectSpec',
  'flow.schema.json#call': 'CallSpec',
  'flow.schema.json#action': 'RunSpec',
  'flow.schema.json#step': 'FlowStep',
  'flow.schema.json#unavailable': 'StepUnavailable',
  'result.schema.json#outcome': 'ResultOutcome',
};

/** $defs that are a type of the code, not a shape: any template is the type Template, a format one of the closed table. */
const codeTypes: Readonly<Record<string, string>> = {
  'screen-parts.schema.json#template': 'Template',
  'flow.schema.json#template': 'Template',
  'screen-parts.schema.json#format': 'ValueFormat',
};
const codeType = (file: string, def: string): string | undefined => codeTypes[`${file}#${def}`];
const defName = (file: string, def: string) => typeNames[`${file}#${def}`] ?? `${file.replace('.schema.json', '')}-${def}`;

/** A schema with its refs pointed into the one document, and templates as the type Template. */
function relink(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((item) => relink(item, file));
  if (typeof node !== 'object' || node === null) return node;
  const object = node as Json;
  const ref = object['$ref'];
  if (typeof ref === 'string') {
    const [target = '', pointer = ''] = ref.split('#');
    const targetFile = target === '' ? file : target;
    // "#/$defs/note/properties/values": the $def, then a path inside it.
    const [, , def = '', ...inside] = pointer.split('/');
    // A $ref alone, its siblings (a description) dropped: a sibling would make each use a type of its own.
    const type = codeType(targetFile, def);
    if (type) return { tsType: type };
    return { $ref: ['#', '$defs', defName(targetFile, def), ...inside].join('/') };
  }
  // A union whose parent requires a key (every panel names its "type"): each variant requires it too,
  // so the key discriminates the union; a variant that is a $ref gets the key as required beside it.
  const required = object['required'];
  if (Array.isArray(object['oneOf']) && Array.isArray(required)) {
    const pushed = (object['oneOf'] as Json[]).map((variant) => {
      if (typeof variant['$ref'] !== 'string') return { ...variant, required: [...new Set([...((variant['required'] ?? []) as string[]), ...(required as string[])])] };
      const linked = relink(variant, file) as Json;
      const name = String(linked['$ref']).split('/').at(-1) ?? '';
      return { tsType: `${name} & Required<Pick<${name}, ${(required as string[]).map((key) => JSON.stringify(key)).join(' | ')}>>` };
    });
    const rest = Object.fromEntries(Object.entries(object).filter(([key]) => key !== 'required' && key !== 'oneOf'));
    return relink({ ...rest, oneOf: pushed }, file);
  }
  return Object.fromEntries(
    Object.entries(object).flatMap(([key, value]) => {
      if (key === '$id' || (key === '$schema' && typeof value === 'string')) return [];
      // "one of these must be there" ({"anyOf": [{"required": [...]}, ...]}) is the checker's to hold; as a type it would only widen.
      if (['anyOf', 'oneOf', 'allOf'].includes(key) && Array.isArray(value) && (value as unknown[]).every((part) => typeof part === 'object' && part !== null && Object.keys(part).every((name) => name === 'required' || name === 'not'))) return [];
      return [[key, relink(value, file)]];
    }),
  );
}

/** The generated module's text. */
export async function definitionTypes(root: string, banner: string): Promise<string> {
  const defs: Json = {};
  for (const file of [...partFiles, ...Object.keys(roots)]) {
    const schema = JSON.parse(readFileSync(join(root, 'schemas/config', file), 'utf8')) as Json;
    for (const [def, part] of Object.entries((schema['$defs'] ?? {}) as Json)) {
      if (!codeType(file, def)) defs[defName(file, def)] = relink(part, file);
    }
    const name = roots[file];
    if (name) {
      const title = schema['title'];
      const own = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$defs' && key !== 'title'));
      defs[name] = { ...(relink(own, file) as Json), title: name, description: typeof title === 'string' ? title : undefined };
    }
  }
  const document = { $defs: defs, type: 'object', additionalProperties: false, properties: Object.fromEntries(Object.keys(defs).map((name) => [name, { $ref: `#/$defs/${name}` }])) };
  const code = await compile(document as JSONSchema, 'Definitions', {
    bannerComment: '',
    // As JSON Schema reads it: an object that does not close itself (an effect and its parameters) takes any key.
    additionalProperties: true,
    strictIndexSignatures: false,
    unknownAny: true,
    unreachableDefinitions: true,
    format: true,
    ignoreMinAndMaxItems: true,
    customName: (_schema, key) => key,
  });
  return `${banner}import type { ValueFormat } from '../../format/format-value';\nimport type { Template } from '../template';\n\n${code}`;
}
