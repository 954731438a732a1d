import { randomBytes } from 'node:crypto';
import type { LoginThrottle } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RefreshRefusal, Sessions } from '../auth/sessions';
import { bearerTokenOf } from '../http/bearer-token';
import { coded, envelope, refusalBody, requestLanguage, successCode } from '../http/envelope';
import type { Customers } from './customers';
import { closedAnswer } from './own-wallet';
import { retryLater } from './refusal';
import { newPasswordProblem } from '../auth/password-problem';
import type { AnswerOf, OperationHandler } from './types';
import type { Alerts } from '../services/alerts';

export interface AuthHandlers {
  loginByPassword: OperationHandler<'loginByPassword'>;
  refreshSession: OperationHandler<'refreshSession'>;
  logout: OperationHandler<'logout'>;
  changePassword: OperationHandler<'changePassword'>;
}

/**
 * The codes of a refused refresh that says why (issue 32 item 7; response-codes catalogue 176-179):
 * the password or the number changed, the session ended (a logout, a closed wallet), the login's
 * absolute lifetime over, a spent refresh token used again, one this server never issued (issue 58
 * item 7: log in again, never refresh). A refresh token merely expired is 401.
 */
const refreshRefusalCodes: Readonly<Partial<Record<RefreshRefusal, string>>> = {
  passwordChanged: '176',
  mobileChanged: '176',
  loggedOut: '177',
  closed: '177',
  ended: '177',
  lifetime: '178',
  reused: '179',
  unknown: '248',
};

/** A password no one has: an unknown number's password is checked against it, so it takes as long as a known one's. */
const nobodysHash = hashPassword(randomBytes(16).toString('hex'));

/** Spec §4 Login and Session. */
export function createAuthHandlers(customers: Customers, sessions: Sessions, throttle: LoginThrottle, alerts: Alerts): AuthHandlers {
  return {
    async loginByPassword(request, reply) {
      const { mobileNumber, password } = request.body;
      if (mobileNumber.trim() === '') return reply.code(400).send(envelope('1030'));
      if (password === '') return reply.code(400).send(envelope('104'));
      // The caller's own address (the sandbox serves the customer directly; behind a proxy, its trustProxy sets it).
      const address = request.ip;
      const flood = throttle.floodFrom(address);
      if (flood !== null) return retryLater(reply, '175', flood);
      const locked = throttle.lockedFor(mobileNumber, address);
      if (locked !== null) return retryLater(reply, '148', locked);
      const customer = customers.byMobile(mobileNumber);
      // One answer, in the same time, for an unknown number and a wrong password: neither tells who is a customer.
      const matches = await verifyPassword(password, customer?.passwordHash ?? nobodysHash);
      if (!customer || !matches) {
        throttle.fail(mobileNumber, address);
        return reply.code(400).send(envelope('138'));
      }
      throttle.succeed(mobileNumber, address);
      const closed = closedAnswer(customers.wallet(customer.id));
      if (closed) return reply.code(closed.status).send(closed.body);
      const session = sessions.issue(customer.id);
      const answer: AnswerOf<'loginByPassword', 200> = { ...coded(successCode, 'api:loginSuccessful'), ...session, profileId: customer.profileId };
      return answer;
    },

    async logout(request, reply) {
      if (!sessions.revokeChain(bearerTokenOf(request), request.body.refreshToken)) return reply.code(401).send(refusalBody('api:sessionExpired'));
      const answer: AnswerOf<'logout', 200> = coded(successCode, 'api:loggedOut');
      return answer;
    },

    async changePassword(request, reply) {
      const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
      if (!customer) return reply.code(401).send(refusalBody('api:sessionExpired'));
      const { currentPassword, password } = request.body;
      if (!(await verifyPassword(currentPassword, customer.passwordHash))) return reply.code(400).send(envelope('165'));
      const problem = await newPasswordProblem(password, customers.recentPasswordHashes(customer.id));
      if (problem) return reply.code(400).send(problem);
      customers.setPasswordHash(customer.id, hashPassword(password));
      alerts.announce('passwordChanged', customer, requestLanguage(request));
      // Whoever signed in elsewhere with the old password is out; this session goes on.
      sessions.revokeOthers(customer.id, bearerTokenOf(request), 'passwordChanged');
      const answer: AnswerOf<'changePassword', 200> = envelope('18');
      return answer;
    },

    async refreshSession(request, reply) {
      const session = sessions.refresh(request.body.refreshToken, request.ip);
      // Why, when it is more than time (issue 32 item 7): the portal's /login says so.
      if ('refused' in session) {
        const code = refreshRefusalCodes[session.refused];
        return reply.code(401).send(code === undefined ? refusalBody('api:sessionExpired') : envelope(code));
      }
      const answer: AnswerOf<'refreshSession', 200> = session;
      return answer;
    },
  };
}
