/**
 * Every configuration file against the meta-schema of schemas/config/ it names in "$schema", as it
 * is written: the first check, whose findings say what a file of its kind may hold.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import type { Problem } from './config-problem';
import { dirname, join, relative, resolve } from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { valueAtPointer } from '../src/core/config/json-pointer';
import { MadeOnce } from '../sandbox/http/made-once';

type Json = Record<string, unknown>;

/** An error of a meta-schema as a sentence: what is wrong and what to do. */
function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return `is missing "${String(error.params['missingProperty'])}"; add it`;
    case 'additionalProperties':
      return `has "${String(error.params['additionalProperty'])}", which this kind of file does not allow; remove it or check its spelling`;
    case 'enum':
      return `must be one of ${(error.params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'type':
      return error.params['type'] === 'integer' ? 'must be a whole number' : `must be of type ${String(error.params['type'])}`;
    case 'pattern': {
      const description: unknown = error.parentSchema?.['description'];
      return typeof description === 'string' ? `must be ${description}` : (error.message ?? 'is not valid');
    }
    default:
      return error.message ?? 'is not valid';
  }
}

/**
 * The meta-schemas, compiled once per process for each text they have: the unit tests check the
 * configuration again and again (issue 37 item 5, figures in docs/decisions/0014). A test that
 * changes a meta-schema has its own text, so its own compile.
 */
const compiledMetaSchemas = new MadeOnce<Ajv2020>();

function metaSchemasOf(texts: readonly string[]): Ajv2020 {
  return compiledMetaSchemas.get(texts.join('\0'), () => {
    // verbose: an error carries its schema, so a pattern is explained by its description, not shown as a regular expression.
    const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
    // Every meta-schema first, so one can refer to another's parts (screen-parts.schema.json).
    for (const text of texts) ajv.addSchema(JSON.parse(text) as Json);
    return ajv;
  });
}

/** What the meta-schemas find in the files, each where it is, in words a compliance reviewer reads. */
export function checkMetaSchemas(root: string, files: ReadonlyMap<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const ajv = metaSchemasOf(readdirSync(join(root, 'schemas/config')).filter((entry) => entry.endsWith('.json')).sort().map((name) => readFileSync(join(root, 'schemas/config', name), 'utf8')));
  const metaSchema = (file: string, declared: unknown): ReturnType<typeof ajv.compile> | null => {
    const target = typeof declared === 'string' ? relative(root, resolve(root, dirname(file), declared)) : null;
    if (!target?.startsWith('schemas/config/') || !existsSync(join(root, target))) return null;
    return ajv.getSchema(String((JSON.parse(readFileSync(join(root, target), 'utf8')) as Json)['$id'])) ?? null;
  };

  // Every file against its meta-schema, as it is written.
  for (const [file, document] of files) {
    const declared = (document as Json)['$schema'];
    const validate = metaSchema(file, declared);
    if (!validate) {
      problems.push({ file, path: '/$schema', message: `names no meta-schema of schemas/config/ (got ${JSON.stringify(declared)}); set "$schema" to the path of the meta-schema for this kind of file` });
      continue;
    }
    if (!validate(document)) {
      // The 'if' keyword only repeats what its 'then' already said.
      for (const error of (validate.errors ?? []).filter((e) => e.keyword !== 'if')) {
        const found = valueAtPointer(document, error.instancePath);
        const quoted = error.keyword === 'required' || error.keyword === 'additionalProperties' ? '' : ` (got ${JSON.stringify(found)})`;
        // A limit says what its whole numbers count, so the message can too ("a whole number of paise").
        const unit = error.keyword === 'type' && error.params['type'] === 'integer' ? valueAtPointer(document, error.instancePath.replace(/\/value$/, '/unit')) : undefined;
        const described = typeof unit === 'string' ? `must be a whole number of ${unit}` : describe(error);
        problems.push({ file, path: error.instancePath, message: `${described}${quoted}` });
      }
    }
  }
  return problems;
}
