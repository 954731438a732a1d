import type { ApiResult } from './api-result';

/**
 * The request a customer quotes to support when a call failed without a business answer (issue 38
 * item 4): no answer came (the network, a time-out, an answer that could not be trusted) or the
 * server failed (5xx). A refusal the customer can act on, or a call they cancelled, has none.
 */
export function failureReference(result: Pick<ApiResult, 'httpStatus' | 'failure' | 'requestId'>): string | undefined {
  const failed = result.failure !== undefined ? result.failure !== 'aborted' : result.httpStatus >= 500;
  return failed ? result.requestId : undefined;
}
