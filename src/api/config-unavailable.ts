import type { NetworkFailure } from '@/core/outcome/api-result';

/**
 * The runtime configuration did not come (no network, or no answer within the request timeout):
 * the call that waited for it fails as that request did, under that request's id, the one the
 * server in front logged (issue 56 item 5), and the next call asks for the configuration again.
 */
export class ConfigUnavailable extends Error {
  constructor(
    readonly requestId: string,
    readonly failure: NetworkFailure,
  ) {
    super(`the runtime configuration did not come (${failure}, request ${requestId})`);
    this.name = 'ConfigUnavailable';
  }
}
