import type { FastifyInstance } from 'fastify';
import { limit } from '../../src/core/config/limits';
import { cookieOf, sessionCookie, type StaffContext } from './staff-app';
import { staffText } from './staff-text';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Signing in (password and authenticator code), who is signed in, signing out. */
export function registerAuthRoutes(app: FastifyInstance, { accounts, sessions, audit, secureCookie, memberOf }: StaffContext): void {
  const cookie = (value: string, maxAgeSeconds: number) => `${sessionCookie}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${String(maxAgeSeconds)}${secureCookie ? '; Secure' : ''}`;

  app.post('/staff-api/sign-in', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const now = Date.now();
    const result = await accounts.signIn(text(body['email']), text(body['password']), text(body['code']).replace(/\s/g, ''), now);
    if ('refused' in result) {
      audit.record(null, 'sign-in refused', `${text(body['email']).slice(0, 100)}: ${result.refused}`);
      const message = result.refused === 'locked' ? staffText('refusal.signInLocked', { until: new Date(result.until ?? now).toISOString() }) : staffText('refusal.signInWrong');
      return reply.code(result.refused === 'locked' ? 423 : 401).send({ message });
    }
    audit.record(result.member, 'signed in', request.ip);
    const token = sessions.start(result.member.id, now);
    return reply.header('set-cookie', cookie(token, limit('staffSessionMaxHours') * 3600)).send({ member: result.member });
  });

  app.get('/staff-api/me', async (request, reply) => {
    const member = memberOf(request, reply);
    return member ? { member } : reply;
  });

  app.post('/staff-api/sign-out', async (request, reply) => {
    const token = cookieOf(request, sessionCookie);
    const member = memberOf(request, reply);
    if (!member || token === undefined) return reply;
    sessions.end(token);
    audit.record(member, 'signed out', '');
    return reply.header('set-cookie', cookie('', 0)).send({});
  });
}
