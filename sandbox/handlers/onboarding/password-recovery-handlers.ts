import type { FastifyReply } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import { newPasswordProblem } from '../../auth/password-problem';
import { coded, envelope, refusalBody, requestLanguage, successCode, type DocumentLanguage } from '../../http/envelope';
import { notFound } from '../own-wallet';
import { heldBack, refuseOtp } from '../refusal';
import { bodyOf } from '../types';
import { sent, type Handler, type OnboardingContext } from './services';

/** The forgotten password, and the first password of sign-up (spec §4, §8: 18, 152, 11). */
export function createPasswordRecoveryHandlers({ db, customers, otps, sessions, alerts, grants }: OnboardingContext): Record<string, Handler> {
  const byProfile = db.prepare('SELECT id, password_hash AS passwordHash, mobile_number AS mobileNumber, email FROM customers WHERE profile_id = ?');

  /** Set (first time) or reset a password, with a grant a verified OTP gave this customer. */
  async function savePassword(reply: FastifyReply, profileId: string, token: string, password: string, isReset: boolean, language: DocumentLanguage) {
    const customer = byProfile.get(profileId) as { id: number; passwordHash: string | null; mobileNumber: string; email: string | null } | undefined;
    if (!customer || !grants.holds(token, customer.id)) return reply.code(400).send(envelope('104'));
    // Spec §8: code 11 on reset means no password was ever set; the portal sets one instead.
    if (isReset && customer.passwordHash === null) return reply.code(400).send(refusalBody('api:noPasswordYet'));
    // Setting is for a first password only: an existing one is changed by reset, never overwritten by set.
    if (!isReset && customer.passwordHash !== null) return reply.code(400).send(refusalBody('api:passwordAlreadySet'));
    const problem = await newPasswordProblem(password, customers.recentPasswordHashes(customer.id));
    if (problem) return reply.code(400).send(problem);
    customers.setPasswordHash(customer.id, hashPassword(password));
    // A reset replaces a password someone may have known: its owner hears of it (issue 32 item 5). A first one is no change.
    if (isReset) alerts.announce('passwordChanged', customer, language);
    grants.spend(token);
    // Whoever knew the old password (or holds a session opened with it) is out.
    sessions.revokeCustomer(customer.id, 'passwordChanged');
    return envelope('18');
  }

  return {
    async sendForgotPasswordOtp(request, reply) {
      const { mobileNumber } = bodyOf(request, 'sendForgotPasswordOtp');
      if (!customers.byMobile(mobileNumber)) return reply.code(404).send(notFound);
      return heldBack(reply, otps.send(mobileNumber, 'forgot')) ?? sent;
    },

    async validateForgotPasswordOtp(request, reply) {
      const { mobileNumber, otp } = bodyOf(request, 'validateForgotPasswordOtp');
      const check = otps.check(mobileNumber, ['forgot'], otp);
      const customer = customers.byMobile(mobileNumber);
      if (check.result !== 'ok') return refuseOtp(reply, check);
      if (!customer) return refuseOtp(reply, { result: 'none' });
      return { ...coded(successCode, 'api:otpVerified'), profileId: customer.profileId, passwordGrant: grants.issue(customer.id) };
    },

    async setPassword(request, reply) {
      const { password, profileid, passwordGrant } = bodyOf(request, 'setPassword');
      return savePassword(reply, profileid, passwordGrant, password, false, requestLanguage(request));
    },

    async resetPassword(request, reply) {
      const { password, profileid, passwordGrant } = bodyOf(request, 'resetPassword');
      return savePassword(reply, profileid, passwordGrant, password, true, requestLanguage(request));
    },
  };
}
