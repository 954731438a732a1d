import type { Decision } from '../rules/create-decision';
import type { ApiResult } from './api-result';
import type { Effect } from '../effects/effect';
import { messageForResult } from './message-for-result';

/**
 * Evaluates a screen's outcome decision for an answer. The facts every outcome rule may use are
 * the HTTP status, the business code, and the message the catalogues chose for the answer.
 */
export function decideOutcome(decision: Decision, result: ApiResult): Promise<Effect[]> {
  const message = messageForResult(result);
  return decision({
    httpStatus: result.httpStatus,
    code: result.code,
    failure: result.failure ?? '',
    messageKey: message.messageKey,
    messageValues: message.values ?? {},
  });
}
