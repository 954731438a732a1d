import type { FastifyReply } from 'fastify';
import { coded, envelope } from '../http/envelope';
import type { Refusal } from '../policy';
import type { Answer } from '../services/idempotency';

/** A refusal of a rules file as an answer: its message in the spec's English words. */
export function refusalAnswer(refusal: Refusal, status = 403): Answer {
  const key = refusal.type === 'deny' ? refusal.messageKey : (Object.values(refusal.fields)[0] ?? '');
  return { status, body: coded(String(status), key) };
}

/**
 * Spec §6 temporary block: wallet actions are refused until support unblocks, answered as HTTP 403
 * with body status 500 and code 1010, and the warning that names the help address.
 */
export function temporaryBlockAnswer(wallet: { readonly temporaryBlock: number }): Answer | null {
  if (wallet.temporaryBlock !== 1) return null;
  return { status: 403, body: { ...coded('1010', 'notice.temporaryBlock'), status: 500 } };
}

/** HTTP 429 with a spec §8 code, and how long until the request may be made again (header and body). */
export function retryLater(reply: FastifyReply, code: string, retryAfterSeconds: number): FastifyReply {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ ...envelope(code), retryAfterSeconds });
}
