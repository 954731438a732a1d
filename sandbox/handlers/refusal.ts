import { textOf } from '../http/envelope';
import type { Refusal } from '../policy';
import type { Answer } from '../services/idempotency';

/** A refusal of a rules file as an answer: its message in the spec's English words. */
export function refusalAnswer(refusal: Refusal, status = 403): Answer {
  const key = refusal.type === 'deny' ? refusal.messageKey : (Object.values(refusal.fields)[0] ?? '');
  return { status, body: { code: String(status), message: textOf(key) ?? key } };
}
