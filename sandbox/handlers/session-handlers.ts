import { deviceOf } from '../auth/device-of';
import type { Sessions } from '../auth/sessions';
import type { Customers } from './customers';
import { notFound, ownWallet } from './own-wallet';
import { bearerTokenOf } from '../http/bearer-token';
import { coded, refusalBody, successCode } from '../http/envelope';
import { timestampAt } from '../http/timestamp';
import { bodyOf, type AnswerOf, type Handler } from './types';

/**
 * The customer's signed-in devices (issue 32 item 6): listed with what their browser said of itself,
 * where and when they were last used, and ended one by one or all but this one, as banks' apps do.
 */
export function createSessionHandlers(customers: Customers, sessions: Sessions): Record<string, Handler> {
  return {
    async listSessions(request, reply) {
      const own = ownWallet(customers, request, (request.query as { urn: string }).urn);
      if (!own) return reply.code(404).send(notFound);
      const answer: AnswerOf<'listSessions', 200> = {
        ...coded(successCode, 'api:success'),
        sessions: sessions.list(own.customer.id, bearerTokenOf(request)).map((login) => ({
          sessionId: login.sessionId,
          state: login.current ? 'current' : 'other',
          ...deviceOf(login.userAgent),
          clientAddress: login.clientAddress,
          signedInAt: timestampAt(login.startedAt),
          lastSeenAt: timestampAt(login.lastSeenAt),
        })),
      };
      return answer;
    },

    async endSession(request, reply) {
      const { urn, sessionId } = bodyOf(request, 'endSession');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      if (!sessions.endLogin(own.customer.id, sessionId)) return reply.code(404).send(refusalBody('api:noSuchSession'));
      return coded(successCode, 'api:sessionEnded');
    },

    async endOtherSessions(request, reply) {
      const own = ownWallet(customers, request, bodyOf(request, 'endOtherSessions').urn);
      if (!own) return reply.code(404).send(notFound);
      sessions.revokeOthers(own.customer.id, bearerTokenOf(request), 'ended');
      return coded(successCode, 'api:otherSessionsEnded');
    },
  };
}
