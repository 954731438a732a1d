import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header the sandbox's operator proves itself with (the back office's checker, the simulators' controls): the key printed when the sandbox starts. */
export const operatorKeyHeader = 'x-sandbox-operator-key';

/** Whether a request carries the operator key, compared in constant time. */
export function isOperator(request: FastifyRequest, operatorKey: string): boolean {
  const offered = request.headers[operatorKeyHeader];
  if (typeof offered !== 'string') return false;
  const a = Buffer.from(offered);
  const b = Buffer.from(operatorKey);
  return a.length === b.length && timingSafeEqual(a, b);
}
