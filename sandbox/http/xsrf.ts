import { coded } from './envelope';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const xsrfCookie = 'XSRF-TOKEN';
const xsrfHeader = 'x-xsrf-token';

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Gives a browser the XSRF cookie with the portal's page, if it has none yet. */
export function setXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (cookieOf(request, xsrfCookie)) return;
  void reply.header('set-cookie', `${xsrfCookie}=${randomBytes(24).toString('base64url')}; Path=/; SameSite=Strict`);
}

/**
 * Double-submit check (spec §7): a call that changes something and carries the XSRF cookie must
 * send the same value in X-XSRF-TOKEN. Clients without cookies (integrators) are not affected.
 */
export function registerXsrfCheck(app: FastifyInstance, exempt: ReadonlySet<string> = new Set()): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.url.startsWith('/api/')) return;
    if (exempt.has(request.url.split('?')[0] ?? '')) return;
    const cookie = cookieOf(request, xsrfCookie);
    if (cookie !== undefined && request.headers[xsrfHeader] !== cookie) {
      return reply.code(403).send(coded('403', 'api.xsrf'));
    }
  });
}
