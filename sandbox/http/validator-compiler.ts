import { refusalBody } from './envelope';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { MadeOnce } from './made-once';

function ajv(coerceTypes: boolean | 'array'): Ajv2020 {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12 (unevaluatedProperties, type arrays), hence Ajv2020.
  const instance = new Ajv2020({ coerceTypes, removeAdditional: false, useDefaults: true, allErrors: false, strict: false, addUsedSchema: false });
  addFormats(instance);
  instance.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  instance.addFormat('password', true);
  return instance;
}

type HeaderSchema = { properties?: Record<string, unknown>; required?: string[] };

/** Node gives header names in lower case; the contract writes them as HTTP does (Idempotency-Key). */
function lowerCaseHeaders(schema: HeaderSchema): HeaderSchema {
  return {
    ...schema,
    ...(schema.properties ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value])) } : {}),
    ...(schema.required ? { required: schema.required.map((name) => name.toLowerCase()) } : {}),
  };
}

// One compiler per process: the tests build a sandbox for each test, and compiling every route's
// schemas again was most of a build (docs/decisions/0014). The schemas are the contract's, so the
// same text always compiles to the same function.
const bodyAjv = ajv(false);
const textAjv = ajv('array');
const compiled = new MadeOnce<ValidateFunction>();

function compiledFor(httpPart: string | undefined, schema: unknown): ValidateFunction {
  const isBody = httpPart === 'body';
  return compiled.get(`${isBody ? 'body' : 'text'} ${JSON.stringify(schema)}`, () => (isBody ? bodyAjv : textAjv).compile(schema as object));
}

/**
 * Validates every request against openapi/wallet.yaml before a handler runs. Bodies are taken
 * as sent (a string is not a number); query strings, paths and headers are text on the wire, so
 * there numbers and booleans are read from it.
 */
export function registerContractValidation(app: FastifyInstance): void {
  // Fastify validates a body only against the schema of its own media type: a body of a type the
  // operation does not take would reach the handler unchecked, so it is refused here.
  app.addHook('preValidation', async (request, reply) => {
    const content = ((request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body)?.content;
    if (!content || request.body === undefined) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    if (!(type in content)) return reply.code(415).send(refusalBody('api:unsupportedMediaType', { accepted: Object.keys(content).join(' or '), received: type || '-' }));
  });
  app.setValidatorCompiler(({ schema, httpPart }) => compiledFor(httpPart, httpPart === 'headers' ? lowerCaseHeaders(schema as HeaderSchema) : schema));
}
