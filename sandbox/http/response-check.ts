import { coded } from './envelope';
import type { FastifyInstance } from 'fastify';
import type { Contract } from './contract';

/**
 * Checks every JSON answer of an operation against openapi/wallet.yaml before it leaves, so the
 * sandbox cannot tell integrators something the contract does not say: a refusal's code included,
 * which the operation's x-codes must list (Contract.checkResponse). A mismatch is logged and
 * answered as a 500 that names it. Register before the payload envelope, which seals afterwards.
 */
export function registerResponseCheck(app: FastifyInstance, contract: Contract): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = (request.routeOptions.schema as Record<string, unknown> | undefined)?.['operationId'];
    // 501 marks an operation the sandbox does not implement yet; the contract rightly has no such answer.
    if (typeof operationId !== 'string' || typeof payload !== 'string' || reply.statusCode === 501) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const problems = contract.checkResponse(operationId, reply.statusCode, JSON.parse(payload) as unknown);
    // The contract promises every 429 says when to come back (issue 36 item 3).
    if (reply.statusCode === 429 && reply.getHeader('retry-after') === undefined) problems.push('a 429 without Retry-After');
    if (problems.length === 0) return payload;
    request.log.error({ operationId, status: reply.statusCode, problems }, 'answer does not match openapi/wallet.yaml');
    void reply.code(500);
    return JSON.stringify(coded('1500', 'api:contractMismatch', { operationId, problems: problems.join('; ') }));
  });
}
