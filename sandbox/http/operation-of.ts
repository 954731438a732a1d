import type { FastifyRequest } from 'fastify';

/** An operation's id from the contract (fastify-openapi-glue keeps it on the route's schema). */
export const operationOf = (request: FastifyRequest): string | undefined => {
  const id = (request.routeOptions.schema as Record<string, unknown> | undefined)?.['operationId'];
  return typeof id === 'string' ? id : undefined;
};
