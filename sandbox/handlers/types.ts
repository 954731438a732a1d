import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../src/api/generated/wallet';

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The request body of an operation of openapi/wallet.yaml. */
export type BodyOf<Op extends keyof operations> = JsonOf<operations[Op]['requestBody']>;

/** A JSON answer of an operation for one of its documented statuses. */
export type AnswerOf<Op extends keyof operations, Status extends keyof operations[Op]['responses']> = JsonOf<
  operations[Op]['responses'][Status]
>;

/** The body of a request for an operation; the contract has validated it before any handler runs. */
export function bodyOf<Op extends keyof operations>(request: FastifyRequest, _operation: Op): BodyOf<Op> {
  return request.body as BodyOf<Op>;
}

/** A handler as the operation resolver takes it, for every operation: its body read with bodyOf. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** A handler of one operation, typed by the contract. */
export type OperationHandler<Op extends keyof operations> = (
  request: FastifyRequest<{ Body: BodyOf<Op> }>,
  reply: FastifyReply,
) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer security handler for operations that need a session. */
    customerId: number | null;
  }
}
