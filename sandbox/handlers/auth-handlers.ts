import { verifyPassword } from '../auth/passwords';
import type { Sessions } from '../auth/sessions';
import { coded, envelope, successCode } from '../http/envelope';
import type { Customers } from './customers';
import type { AnswerOf, OperationHandler } from './types';

export interface AuthHandlers {
  loginByPassword: OperationHandler<'loginByPassword'>;
  refreshSession: OperationHandler<'refreshSession'>;
  logout: OperationHandler<'logout'>;
}

/** Spec §4 Login and Session. */
export function createAuthHandlers(customers: Customers, sessions: Sessions): AuthHandlers {
  return {
    async loginByPassword(request, reply) {
      const { mobileNumber, password } = request.body;
      if (mobileNumber.trim() === '') return reply.code(400).send(envelope('1030'));
      if (password === '') return reply.code(400).send(envelope('104'));
      const customer = customers.byMobile(mobileNumber);
      // One answer for an unknown number and a wrong password, so the answer tells no one who is a customer.
      if (!customer || !(await verifyPassword(password, customer.passwordHash))) return reply.code(400).send(envelope('138'));
      const session = sessions.issue(customer.id);
      const answer: AnswerOf<'loginByPassword', 200> = { ...coded(successCode, 'api:loginSuccessful'), ...session, profileId: customer.profileId };
      return answer;
    },

    async logout(request, reply) {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sessions.revokeChain(token, request.body.refreshToken)) return reply.code(401).send(coded('401', 'api:sessionExpired'));
      const answer: AnswerOf<'logout', 200> = coded(successCode, 'api:loggedOut');
      return answer;
    },

    async refreshSession(request, reply) {
      const session = sessions.refresh(request.body.refreshToken);
      if (!session) return reply.code(401).send(coded('401', 'api:sessionExpired'));
      const answer: AnswerOf<'refreshSession', 200> = session;
      return answer;
    },
  };
}
