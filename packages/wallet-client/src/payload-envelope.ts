import type { Middleware } from 'openapi-fetch';
import { operationAt } from './generated/operations.js';
import { payloadAlgorithm, payloadEncryptionHeader } from './protocol.js';
import type { PayloadCipher } from './payload-cipher.js';

/** An answer that claims the envelope but cannot be opened: altered, or sealed with another key. */
export class PayloadIntegrityError extends Error {
  override readonly name = 'PayloadIntegrityError';
}

/**
 * Seals the JSON body of operations marked x-encrypted-payload and opens answers that come back
 * sealed. The answer's header, not the operation, says whether to open it, so a plain error
 * from a proxy is still read.
 */
export function payloadEnvelope(cipher: PayloadCipher): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (!operationAt(request.method, schemaPath)?.encrypted) return request;
      const plain = request.body ? await request.text() : '';
      const headers = new Headers(request.headers);
      headers.set(payloadEncryptionHeader, payloadAlgorithm);
      if (!plain) return new Request(request, { headers });
      headers.set('Content-Type', 'application/json');
      return new Request(request, { headers, body: await cipher.seal(plain) });
    },
    async onResponse({ response }) {
      if (response.headers.get(payloadEncryptionHeader) !== payloadAlgorithm) return response;
      let plain: string;
      try {
        plain = await cipher.open(await response.text());
      } catch (cause) {
        throw new PayloadIntegrityError('the answer could not be opened', { cause });
      }
      const headers = new Headers(response.headers);
      headers.delete(payloadEncryptionHeader);
      headers.delete('Content-Length');
      return new Response(plain, { status: response.status, statusText: response.statusText, headers });
    },
  };
}
