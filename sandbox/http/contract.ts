import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseContract } from './parse-contract';
import { MadeOnce } from './made-once';
import { projectRoot } from '../project-root';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Json>>;
  readonly components: Json;
  /** What every operation may refuse with, by HTTP status, then code, then the message's key. */
  readonly 'x-codes'?: Json;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const defaultFile = join(projectRoot, 'openapi/wallet.yaml');


/**
 * Validates bodies against openapi/wallet.yaml: the request body and each documented answer of
 * every operation, by operationId. Shared by the sandbox (its own answers) and the contract tests.
 */
export class Contract {
  readonly document: OpenApiDocument;
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction | null>();
  private readonly located = new Map<string, { path: string; method: string; operation: Json }>();

  private static readonly read = new MadeOnce<Contract>();

  /**
   * The contract of a file, read and parsed once per process: the tests build a sandbox for each
   * test, and its validators, once compiled, hold for every build.
   */
  static of(file: string = defaultFile): Contract {
    return Contract.read.get(file, () => new Contract(file));
  }

  /** The contract of a file, or of a document already read (the config checker's). */
  constructor(source: string | OpenApiDocument = defaultFile) {
    this.document = typeof source === 'string' ? (parseContract(readFileSync(source, 'utf8')) as OpenApiDocument) : source;
    this.ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(this.ajv);
    // OpenAPI formats that describe rather than constrain.
    this.ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
    this.ajv.addFormat('password', true);
    this.ajv.addSchema({ $id: 'wallet', components: this.document.components }, 'wallet');
    for (const [path, item] of Object.entries(this.document.paths)) {
      for (const method of methods) {
        const operation = item[method];
        if (typeof operation?.['operationId'] === 'string') this.located.set(operation['operationId'], { path, method, operation });
      }
    }
  }

  operationIds(): string[] {
    return [...this.located.keys()];
  }

  operation(operationId: string): { path: string; method: string; operation: Json } {
    const found = this.located.get(operationId);
    if (!found) throw new Error(`openapi/wallet.yaml has no operation ${operationId}`);
    return found;
  }

  /** The JSON schema of an operation's request body, or undefined for one without a JSON body (or no such operation). */
  requestBodySchema(operationId: string | undefined): Json | undefined {
    const operation = operationId === undefined ? undefined : this.located.get(operationId)?.operation;
    const body = operation?.['requestBody'] as { content?: Record<string, { schema?: Json }> } | undefined;
    return body?.content?.['application/json']?.schema;
  }

  /** Why a value does not fit a schema of the contract (its $refs into the components), named as `name`; null when it fits. */
  refusalOf(schema: Json, value: unknown, name: string): string | null {
    const validate = this.validator(`value ${JSON.stringify(schema)}`, schema);
    return !validate || validate(value) ? null : this.ajv.errorsText(validate.errors, { dataVar: name });
  }

  private validator(key: string, schema: unknown): ValidateFunction | null {
    if (!this.compiled.has(key)) {
      // Local $refs point into the components added above as the schema "wallet".
      const rebased = JSON.parse(JSON.stringify(schema ?? null).replace(/"#\/components\//g, '"wallet#/components/')) as Json | null;
      this.compiled.set(key, rebased ? this.ajv.compile(rebased) : null);
    }
    return this.compiled.get(key) ?? null;
  }

  private mediaSchema(holder: unknown): unknown {
    const content = (holder as Json | undefined)?.['content'] as Record<string, Json> | undefined;
    const media = content?.['application/json'] ?? content?.['application/x-www-form-urlencoded'];
    return media?.['schema'];
  }

  private resolveResponse(response: unknown): unknown {
    const ref = (response as Json | undefined)?.['$ref'];
    if (typeof ref !== 'string') return response;
    return (this.document.components['responses'] as Json)[ref.split('/').at(-1) ?? ''];
  }

  /** Problems of a request body, as "path message" lines; empty when it fits the contract. */
  checkRequest(operationId: string, body: unknown): string[] {
    const { operation } = this.operation(operationId);
    const validate = this.validator(`${operationId} request`, this.mediaSchema(operation['requestBody']));
    return this.run(validate, body);
  }

  /** The codes an operation documents for an error status: those its x-codes list, and those the contract's root x-codes list for every operation (a malformed body, a spent session). A refusal's code is never its status (issue 36 item 1). */
  refusalCodes(operationId: string, status: number): ReadonlySet<string> {
    const { operation } = this.operation(operationId);
    const listed = (codes: unknown) => Object.keys(((codes as Json | undefined)?.[String(status)] as Json | undefined) ?? {});
    return new Set([...listed(operation['x-codes']), ...listed(this.document['x-codes'])]);
  }

  /**
   * Problems of an answer for a status; a status the operation does not document is a problem, and
   * so is a refusal (4xx) whose code the operation does not list (refusalCodes).
   */
  checkResponse(operationId: string, status: number, body: unknown): string[] {
    const { operation } = this.operation(operationId);
    const responses = operation['responses'] as Json;
    const response = this.resolveResponse(responses[String(status)]);
    if (!response) return [`${operationId} documents no answer with status ${status}`];
    const schema = this.mediaSchema(response);
    if (!schema) return [];
    const problems = this.run(this.validator(`${operationId} ${status}`, schema), body);
    const code = (body as Json | null)?.['code'];
    if (status >= 400 && status < 500 && typeof code === 'string' && !this.refusalCodes(operationId, status).has(code)) {
      problems.push(`/code "${code}" is not a code ${operationId} lists for HTTP ${status} (x-codes)`);
    }
    return problems;
  }

  private run(validate: ValidateFunction | null, body: unknown): string[] {
    if (!validate) return body === undefined ? [] : ['no body is documented here'];
    return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
  }

  /** Every example of the file with what it claims to be, for the contract tests. */
  examples(): { where: string; check: () => string[] }[] {
    const out: { where: string; check: () => string[] }[] = [];
    for (const operationId of this.operationIds()) {
      const { operation } = this.operation(operationId);
      const requestMedia = ((operation['requestBody'] as Json | undefined)?.['content'] ?? {}) as Record<string, Json>;
      for (const [type, media] of Object.entries(requestMedia)) {
        if ('example' in media) out.push({ where: `${operationId} request (${type})`, check: () => this.checkRequest(operationId, media['example']) });
      }
      for (const [status, raw] of Object.entries(operation['responses'] as Json)) {
        const response = this.resolveResponse(raw) as Json;
        const media = (response['content'] as Record<string, Json> | undefined)?.['application/json'];
        if (media && 'example' in media) out.push({ where: `${operationId} ${status}`, check: () => this.checkResponse(operationId, Number(status), media['example']) });
      }
    }
    return out;
  }
}

