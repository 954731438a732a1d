import { payloadAlgorithm, payloadEncryptionHeader } from '../../src/core/http/protocol';
import { refusalBody } from './envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PayloadCipher } from './payload-cipher';

const header = payloadEncryptionHeader.toLowerCase();
const algorithm = payloadAlgorithm;
const sealedRequests = new WeakSet<FastifyRequest>();


/**
 * The payload envelope on the server (openapi/wallet.yaml, introduction): a request with
 * `X-Payload-Encryption: A256GCM` to an operation marked x-encrypted-payload is opened before the
 * contract validates it, and its answer is sealed the same way. Plain JSON stays plain.
 */
export function registerPayloadEnvelope(app: FastifyInstance, cipher: PayloadCipher): void {
  app.addHook('preValidation', async (request, reply) => {
    if (request.headers[header] !== algorithm) return;
    const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
    if (schema?.['x-encrypted-payload'] !== true) return reply.code(400).send(refusalBody('api:payloadNotTaken'));
    sealedRequests.add(request);
    if (request.body === undefined || request.body === null) return;
    const data = typeof request.body === 'object' ? (request.body as Record<string, unknown>)['data'] : undefined;
    if (typeof data !== 'string') return reply.code(400).send(refusalBody('api:payloadShape'));
    try {
      request.body = JSON.parse(cipher.open(data)) as unknown;
    } catch {
      return reply.code(400).send(refusalBody('api:payloadUnreadable'));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!sealedRequests.has(request) || typeof payload !== 'string') return payload;
    void reply.header(header, algorithm).header('content-type', 'application/json; charset=utf-8');
    return cipher.seal(payload);
  });
}
