import type { Client } from 'openapi-fetch';
import { onceUntilFailure } from '@/core/load/once-until-failure';
import type { paths } from './generated/wallet';

/** What the portal asks of the wallet API's client: openapi-fetch's request, which callOperation uses. */
export type ApiClient = Pick<Client<paths>, 'request'>;

/** A client made on first need, with `warm()` to make it ahead of that need (when the browser is idle). */
export interface LazyApiClient extends ApiClient {
  readonly warm: () => void;
}

/**
 * The API client as the page needs it: its code (openapi-fetch, the middleware, the payload cipher)
 * and the runtime configuration it reads load with the first request, not with the first paint.
 */
export function lazyApiClient(make: () => Promise<ApiClient>): LazyApiClient {
  // One that could not be made (no configuration came) is asked for again by the next request.
  const client = onceUntilFailure(make);
  // The arguments go through untouched, so the wrapper has the generic signature of what it wraps.
  const request = (async (...args: Parameters<ApiClient['request']>) => (await client()).request(...args)) as unknown as ApiClient['request'];
  return { request, warm: () => void client().catch(() => undefined) };
}
