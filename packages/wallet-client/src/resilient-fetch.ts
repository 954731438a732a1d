import { retryAfterMs } from './retry-after.js';
import { sessionExpired } from './session.js';

export interface ResilienceOptions {
  readonly fetch: (request: Request) => Promise<Response>;
  /** Tries after the first for a 429 or 503 that says when to come back. */
  readonly maxRetries: number;
  /** A wait longer than this is not waited for: the answer is handed back. */
  readonly maxWaitMs: number;
  /** A new access token from the refresh token, or null when there is none or it was refused. */
  readonly refresh: () => Promise<string | null>;
  readonly sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const retryable = (status: number) => status === 429 || status === 503;

/**
 * Sends a request again when the API asks: after the Retry-After of a 429 or 503 (the same
 * Idempotency-Key and body, so nothing moves twice), and once with a renewed access token after a
 * 401 that says the session expired. A 401 for a token never issued or revoked is handed back: log in again.
 */
export function resilientFetch({ fetch, maxRetries, maxWaitMs, refresh, sleep = wait }: ResilienceOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    let refreshed = false;
    let attempt = request.clone();
    for (let tries = 0; ; tries += 1) {
      const response = await fetch(attempt.clone());
      if (response.status === 401 && !refreshed && sessionExpired(response)) {
        refreshed = true;
        const token = await refresh();
        if (token === null) return response;
        const headers = new Headers(attempt.headers);
        headers.set('Authorization', `Bearer ${token}`);
        attempt = new Request(attempt, { headers });
        continue;
      }
      if (!retryable(response.status) || tries >= maxRetries) return response;
      const delay = retryAfterMs(response, await response.clone().json().catch(() => null));
      if (delay === null || delay > maxWaitMs) return response;
      await sleep(delay);
    }
  };
}
