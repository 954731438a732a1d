import type { ApiResult, NetworkFailure } from '@/core/outcome/api-result';
import { failureReference } from '@/core/outcome/failure-reference';

/**
 * The last request that got no answer or a server's failure (issue 38 item 4), for the pages that
 * say something went wrong without knowing which call it was (the server-error page): the customer
 * quotes its id to support, who find it in the logs. Held in memory only, for this page's life.
 */
let lastFailed: string | null = null;

export function noteFailedRequest(requestId: string): void {
  lastFailed = requestId;
}

export function lastFailedRequest(): string | null {
  return lastFailed;
}

/** A call's result, its request kept as the last that failed when it did. */
export function notedResult<R extends ApiResult>(result: R): R {
  const reference = failureReference(result);
  if (reference !== undefined) noteFailedRequest(reference);
  return result;
}

/** A call that got no answer (the network, a time-out, an answer that could not be trusted), with what it sent, kept as the last that failed. */
export function unanswered<S>(failure: NetworkFailure, sent: S, movesMoney: boolean, requestId: string) {
  return notedResult({ httpStatus: 0, code: '', message: '', body: undefined, failure, sent, movesMoney, requestId });
}
