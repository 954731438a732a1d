/**
 * Failures below HTTP: no answer came (network, aborted, timeout), it could not be trusted
 * (integrity), or the request was never sent because the device gave no passkey (device, issue 39).
 */
export type NetworkFailure = 'network' | 'aborted' | 'timeout' | 'integrity' | 'device';

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
