/** Failures below HTTP: no answer came (network, aborted, timeout), or it could not be trusted (integrity). */
export type NetworkFailure = 'network' | 'aborted' | 'timeout' | 'integrity';

/**
 * One normalised answer of the wallet API for the outcome layer: the HTTP status (0 when there
 * was none), the business code and message of the envelope (spec §8), and the decoded body.
 */
export interface ApiResult<Body = unknown> {
  readonly httpStatus: number;
  readonly code: string;
  readonly message: string;
  readonly body: Body | undefined;
  readonly failure?: NetworkFailure;
  /** The X-Request-Id the call was sent with: the reference a customer quotes to support (issue 38 item 4). */
  readonly requestId?: string;
}
