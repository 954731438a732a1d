import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseContract } from '../../sandbox/http/parse-contract';

type Json = Record<string, unknown>;

/** openapi/wallet.yaml as the developer portal reads it. */
export interface ContractDocument {
  readonly info: Json;
  readonly tags: readonly Json[];
  readonly paths: Record<string, Record<string, Json>>;
  readonly webhooks?: Record<string, Record<string, Json>>;
  readonly components: { readonly schemas: Record<string, Json>; readonly responses: Record<string, Json>; readonly parameters: Record<string, Json> };
  readonly 'x-codes'?: Json;
}

/** One operation with where it is. */
export interface LocatedOperation {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly operation: Json;
}

const root = join(import.meta.dirname, '../..');

export const readContract = (): ContractDocument => parseContract(readFileSync(join(root, 'openapi/wallet.yaml'), 'utf8')) as ContractDocument;

/** Every operation of the contract's paths, in its order. */
export function allOperations(doc: ContractDocument): LocatedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).filter(([, op]) => typeof op['operationId'] === 'string').map(([method, operation]) => ({ id: String(operation['operationId']), method, path, operation })));
}

export function operationById(doc: ContractDocument, id: string): LocatedOperation {
  const found = allOperations(doc).find((one) => one.id === id);
  if (!found) throw new Error(`openapi/wallet.yaml has no operation ${id}`);
  return found;
}

/** An operation's request body example, or undefined when it has no body. */
export function exampleBody(doc: ContractDocument, id: string): unknown {
  const content = (operationById(doc, id).operation['requestBody'] as Json | undefined)?.['content'] as Record<string, Json> | undefined;
  return content ? Object.values(content)[0]?.['example'] : undefined;
}

/** A `$ref` of the contract followed (a parameter, a response, a schema). */
export function dereferenced(doc: ContractDocument, value: Json): Json {
  const ref = value['$ref'];
  if (typeof ref !== 'string') return value;
  const [, kind = '', name = ''] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
  const found = (doc.components as unknown as Record<string, Record<string, Json>>)[kind]?.[name];
  if (!found) throw new Error(`openapi/wallet.yaml: ${ref} names nothing`);
  return dereferenced(doc, found);
}

/** The query parameters of an operation with their contract examples. */
export function queryExamples(doc: ContractDocument, id: string): Record<string, unknown> {
  const parameters = ((operationById(doc, id).operation['parameters'] ?? []) as Json[]).map((parameter) => dereferenced(doc, parameter));
  return Object.fromEntries(parameters.filter((parameter) => parameter['in'] === 'query').map((parameter) => [String(parameter['name']), parameter['example']]));
}
