import { cookieValue, xsrfCookie, xsrfHeader } from '../../src/core/http/protocol';
import { refusalBody } from './envelope';
import { urlPath } from './url-path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const cookieOf = (request: FastifyRequest, name: string) => cookieValue(request.headers.cookie ?? '', name);

/** Gives a browser the XSRF cookie with the portal's page, if it has none yet. */
export function setXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (cookieOf(request, xsrfCookie)) return;
  void reply.header('set-cookie', `${xsrfCookie}=${randomBytes(24).toString('base64url')}; Path=/; SameSite=Strict`);
}

/**
 * The path a request is answered by: the route it matched (the router decodes "/%61pi/…" to
 * "/api/…"), else its own path decoded and with repeated slashes folded; never a raw prefix.
 */
function pathOf(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched) return matched;
  const raw = urlPath(request.url);
  try {
    return decodeURIComponent(raw).replace(/\/{2,}/g, '/');
  } catch {
    // Undecodable: treat it as an API call, which the check then refuses without the header.
    return '/api/';
  }
}

/**
 * Double-submit check (spec §7): a call that changes something and carries the XSRF cookie must
 * send the same value in X-XSRF-TOKEN. Clients without cookies (integrators) are not affected.
 */
export function registerXsrfCheck(app: FastifyInstance, exempt: ReadonlySet<string> = new Set()): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const path = pathOf(request);
    if (!path.startsWith('/api/') || exempt.has(path)) return;
    const cookie = cookieOf(request, xsrfCookie);
    if (cookie !== undefined && request.headers[xsrfHeader.toLowerCase()] !== cookie) {
      return reply.code(403).send(refusalBody('api:xsrf'));
    }
  });
}
