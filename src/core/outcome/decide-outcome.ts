import type { CatalogueFile } from '../config/catalogue';
import type { Decision, Facts } from '../rules/create-decision';
import type { ApiResult } from './api-result';
import type { Effect } from '../effects/effect';
import { messageForResult } from './message-for-result';
import { bodyStatus } from './status-effect';

/**
 * The facts every outcome rule may use about an answer: the HTTP status, the business code, the
 * failure below HTTP, the status inside the body (0 when none), and the message the catalogues
 * chose for it, the preferred catalogues first.
 */
export function outcomeFacts(result: ApiResult, preferred: readonly CatalogueFile[] = []): Facts {
  const message = messageForResult(result, preferred);
  return {
    httpStatus: result.httpStatus,
    code: result.code,
    failure: result.failure ?? '',
    bodyStatus: bodyStatus(result.body) ?? 0,
    messageKey: message.messageKey,
    messageValues: message.values ?? {},
  };
}

/** Evaluates an outcome decision for an answer, with the facts of outcomeFacts. */
export function decideOutcome(decision: Decision, result: ApiResult): Promise<Effect[]> {
  return decision(outcomeFacts(result));
}
