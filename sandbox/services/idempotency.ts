import { refusalBody } from '../http/envelope';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDatabase } from '../db/open-database';

/** What a money-moving operation answers: its status and body, kept for replays. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Idempotency-Key on money-moving operations: the same key and body answer the first answer again
 * and move nothing more; the same key with another body answers 409. A duplicate that arrives
 * while the first is still running waits for it, then gets its answer.
 */
export class Idempotency {
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly db: SandboxDatabase) {}

  /**
   * `run` gets `remember`: a handler that moves money calls it inside the same database transaction
   * as the movement, so a crash can never leave money moved and the key forgotten. An answer that
   * moved nothing is remembered after the handler returns.
   */
  handler(operation: string, run: (request: FastifyRequest, remember: (answer: Answer) => void) => Promise<Answer>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const customerId = request.customerId ?? 0;
      const key = String(request.headers['idempotency-key'] ?? '');
      const hash = createHash('sha256').update(`${operation}\n${canonical(request.body)}`).digest('hex');
      const slot = `${customerId}:${key}`;
      for (let waiting = this.running.get(slot); waiting; waiting = this.running.get(slot)) await waiting;

      const stored = this.db
        .prepare('SELECT request_hash AS hash, status_code AS status, response_body AS body FROM idempotency_keys WHERE customer_id = ? AND idempotency_key = ?')
        .get(customerId, key) as { hash: string; status: number; body: string } | undefined;
      if (stored) {
        if (stored.hash !== hash) return reply.code(409).send(refusalBody('api:idempotencyConflict'));
        return reply.code(stored.status).header('idempotent-replayed', 'true').send(JSON.parse(stored.body) as unknown);
      }

      let finish: () => void = () => undefined;
      this.running.set(slot, new Promise<void>((resolve) => (finish = resolve)));
      const state = { remembered: false };
      const remember = (answer: Answer) => {
        this.db
          .prepare(
            `INSERT INTO idempotency_keys (customer_id, idempotency_key, operation, request_hash, status_code, response_body, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(customerId, key, operation, hash, answer.status, JSON.stringify(answer.body), new Date().toISOString());
        state.remembered = true;
      };
      try {
        const answer = await run(request, remember);
        if (!state.remembered) remember(answer);
        return await reply.code(answer.status).send(answer.body);
      } finally {
        this.running.delete(slot);
        finish();
      }
    };
  }
}

/** The route handler of a money-moving operation. */
export type MoneyHandler = ReturnType<Idempotency['handler']>;
