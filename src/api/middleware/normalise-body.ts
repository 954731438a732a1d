import type { Middleware } from 'openapi-fetch';
import { normaliseRequestBody } from '../../core/http/normalise-request-body';
import { operationAt } from '../generated/operations';

/** Trims text and prefixes mobile numbers in JSON bodies, by the fields the contract declares. */
export function normaliseBody(): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const operation = operationAt(request.method, schemaPath);
      if (!operation || !request.body || !(request.headers.get('Content-Type') ?? '').includes('json')) return request;
      const body = normaliseRequestBody(JSON.parse(await request.text()) as unknown, operation);
      return new Request(request, { body: JSON.stringify(body) });
    },
  };
}
