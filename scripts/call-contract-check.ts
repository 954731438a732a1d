import { Contract, type OpenApiDocument } from '../sandbox/http/contract';
import { MadeOnce } from '../sandbox/http/made-once';
import type { ConfigSources } from './config-sources';
import type { Problem } from './config-problem';

type Json = Record<string, unknown>;

/** A request body's shape, one a oneOf branch: the fields it takes, those it needs, and whether it takes others. */
interface BodyShape {
  readonly properties: Readonly<Record<string, Json>>;
  readonly required: ReadonlySet<string>;
  readonly closed: boolean;
}

/** A template's value is worked out when the call is made: an expression ("=…") or an operator ({"$join": …}). */
const isExpression = (value: unknown): boolean =>
  (typeof value === 'string' && value.startsWith('=')) || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).some((key) => key.startsWith('$')));

/** A contract's validators, compiled once for each parsed contract (config-checker.ts parses each text once). */
const contracts = new MadeOnce<Contract, OpenApiDocument>();

/**
 * Issue 33 item 1: every call a definition of schemas/ makes is held to the operation's request in
 * the contract, before a customer meets the 400: a field the request does not take, one it needs
 * and the call leaves out, and a fixed value it refuses (a messageCode of another operation, an
 * implType outside its enum). A value an expression works out is checked by the server alone.
 */
export function checkCallsAgainstContract(sources: ConfigSources): Problem[] {
  const components = (sources.spec.components ?? {}) as Json;
  const schemas = (components['schemas'] ?? {}) as Record<string, Json>;
  const document = sources.spec as OpenApiDocument;
  const contract = contracts.get(document, () => new Contract(document));
  const resolved = (schema: Json): Json => {
    const reference = schema['$ref'];
    return typeof reference === 'string' ? resolved(schemas[reference.split('/').at(-1) ?? ''] ?? {}) : schema;
  };
  /** The shapes a body may take: one, the parts of an allOf laid together, or one a oneOf branch. */
  const shapesOf = (given: Json): BodyShape[] => {
    const schema = resolved(given);
    const own: BodyShape = {
      properties: (schema['properties'] ?? {}) as Record<string, Json>,
      required: new Set((schema['required'] ?? []) as string[]),
      closed: schema['additionalProperties'] === false,
    };
    const merged = ((schema['allOf'] ?? []) as Json[]).flatMap(shapesOf).reduce<BodyShape>(
      (all, part) => ({ properties: { ...all.properties, ...part.properties }, required: new Set([...all.required, ...part.required]), closed: all.closed || part.closed }),
      own,
    );
    const branches = (schema['oneOf'] ?? []) as Json[];
    if (branches.length === 0) return [merged];
    return branches.flatMap(shapesOf).map((branch) => ({
      properties: { ...merged.properties, ...branch.properties },
      required: new Set([...merged.required, ...branch.required]),
      closed: merged.closed || branch.closed,
    }));
  };

  const operations = new Map(contract.operationIds().map((operationId) => [operationId, contract.operation(operationId).operation]));

  /** What is wrong with a template for one shape, as messages for pointers under `at`. */
  const bodyProblems = (operationId: string, template: Json, shape: BodyShape, at: string): { path: string; message: string }[] => {
    const found: { path: string; message: string }[] = [];
    const takes = Object.keys(shape.properties);
    for (const [key, value] of Object.entries(template)) {
      const property = shape.properties[key];
      if (!property) {
        if (shape.closed) found.push({ path: `${at}/${key}`, message: `sends "${key}", which the request of ${operationId} does not take; it takes ${takes.join(', ')}` });
        continue;
      }
      const given = knownValue(value);
      if (!given.known) continue;
      const target = resolved(property);
      if (typeof value === 'object' && value !== null && !Array.isArray(value) && (target['properties'] !== undefined || target['allOf'] !== undefined)) {
        const nested = shapesOf(property).map((inner) => bodyProblems(operationId, value as Json, inner, `${at}/${key}`));
        found.push(...(nested.find((problems) => problems.length === 0) ?? nested[0] ?? []));
        continue;
      }
      const refusal = contract.refusalOf(property, given.value, key);
      if (refusal !== null) found.push({ path: `${at}/${key}`, message: `sends ${JSON.stringify(given.value)}${given.value === value ? '' : ` (${String(value)})`} as "${key}", which the request of ${operationId} refuses (${refusal})` });
    }
    for (const key of shape.required) {
      if (!(key in template)) found.push({ path: at, message: `leaves out "${key}", which the request of ${operationId} needs` });
    }
    return found;
  };

  // A limit's value is known before any call: "=limit.beneficiaryTransferImplId" is checked as the value it is.
  const limits = (((sources.files.get('rules/limits.json') ?? {}) as Json)['limits'] ?? {}) as Record<string, { value?: unknown }>;
  const knownValue = (value: unknown): { known: boolean; value: unknown } => {
    const name = typeof value === 'string' ? /^=limit\.(\w+)$/.exec(value)?.[1] : undefined;
    if (name !== undefined && limits[name] !== undefined) return { known: true, value: limits[name].value };
    return { known: !isExpression(value), value };
  };

  const problems: Problem[] = [];
  const walk = (file: string, node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(file, item, `${pointer}/${String(index)}`));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const object = node as Json;
    const operation = typeof object['operation'] === 'string' ? operations.get(object['operation']) : undefined;
    if (operation) {
      const operationId = String(object['operation']);
      const bodySchema = ((((operation['requestBody'] as Json | undefined)?.['content'] ?? {}) as Record<string, Json>)['application/json'] ?? {})['schema'] as Json | undefined;
      const body = object['body'];
      if (body !== undefined && !isExpression(body) && typeof body === 'object' && body !== null) {
        if (!bodySchema) {
          if (Object.keys(body).length > 0) problems.push({ file, path: `${pointer}/body`, message: `sends a body, but ${operationId} takes none; put its values in "query"` });
        } else {
          const candidates = shapesOf(bodySchema).map((shape) => bodyProblems(operationId, body as Json, shape, `${pointer}/body`));
          for (const problem of candidates.find((found) => found.length === 0) ?? candidates.sort((a, b) => a.length - b.length)[0] ?? []) problems.push({ file, ...problem });
        }
      }
      const parameters = ((operation['parameters'] ?? []) as Json[]).map((parameter) => {
        const reference = parameter['$ref'];
        return typeof reference === 'string' ? (((components['parameters'] ?? {}) as Record<string, Json>)[reference.split('/').at(-1) ?? ''] ?? {}) : parameter;
      });
      const inQuery = parameters.filter((parameter) => parameter['in'] === 'query');
      const query = object['query'];
      if (typeof query === 'object' && query !== null && !isExpression(query)) {
        const names = inQuery.map((parameter) => String(parameter['name']));
        for (const [name, value] of Object.entries(query as Json)) {
          const parameter = inQuery.find((candidate) => candidate['name'] === name);
          if (!parameter) {
            problems.push({ file, path: `${pointer}/query/${name}`, message: `asks with "${name}", which ${operationId} does not take in its query; it takes ${names.join(', ') || 'nothing'}` });
            continue;
          }
          const given = knownValue(value);
          if (!given.known) continue;
          const refusal = contract.refusalOf((parameter['schema'] ?? {}) as Json, given.value, name);
          if (refusal !== null) problems.push({ file, path: `${pointer}/query/${name}`, message: `asks with ${JSON.stringify(given.value)} as "${name}", which ${operationId} refuses (${refusal})` });
        }
        for (const parameter of inQuery.filter((candidate) => candidate['required'] === true && !(String(candidate['name']) in (query as Json)))) {
          problems.push({ file, path: `${pointer}/query`, message: `leaves out "${String(parameter['name'])}", which the query of ${operationId} needs` });
        }
      } else if (query === undefined && object['body'] !== undefined) {
        for (const parameter of inQuery.filter((candidate) => candidate['required'] === true)) problems.push({ file, path: pointer, message: `leaves out the query "${String(parameter['name'])}", which ${operationId} needs` });
      }
    }
    for (const [key, value] of Object.entries(object)) walk(file, value, `${pointer}/${key}`);
  };
  for (const [file, document] of sources.files) if (file.startsWith('schemas/') && !file.startsWith('schemas/config/')) walk(file, document, '');
  return problems;
}
