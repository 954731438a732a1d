import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a request id may be: the portal's (a UUID), a proxy's, an integrator's; nothing that could forge a log line. */
export const requestIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The id a request is logged under and answered with (X-Request-Id, issue 38 item 4): the one the
 * caller sent, so the portal's notice, the proxy's log and ours name the same request; else a new one.
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && requestIdPattern.test(sent) ? sent : randomUUID();
}
