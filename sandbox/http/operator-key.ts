import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header the sandbox's operator proves itself with (the back office's checker, the simulators' controls): the key printed when the sandbox starts. */
export const operatorKeyHeader = 'x-sandbox-operator-key';

/** Whether a key offered is the one expected, compared in constant time. */
export function sameKey(offered: unknown, expected: string): boolean {
  if (typeof offered !== 'string') return false;
  const a = Buffer.from(offered);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a request carries the operator key. */
export function isOperator(request: FastifyRequest, operatorKey: string): boolean {
  return sameKey(request.headers[operatorKeyHeader], operatorKey);
}
