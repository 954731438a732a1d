import { coded, envelope, successCode } from '../../http/envelope';
import { closedAnswer } from '../own-wallet';
import { heldBack, refuseOtp } from '../refusal';
import { bodyOf } from '../types';
import { sent, type Handler, type OnboardingContext } from './services';

/** Login by OTP, and the OTP that proves a number in sign-up, re-KYC and migration (spec §4, §8). */
export function createLoginOtpHandlers({ customers, otps, sessions, mobileGrants }: OnboardingContext): Record<string, Handler> {
  return {
    async sendLoginOtp(request, reply) {
      const { mobileNumber } = bodyOf(request, 'sendLoginOtp');
      // Sent only to customers, throttled and answered the same for everyone, so the answer tells no one who is a customer.
      return heldBack(reply, otps.send(mobileNumber, 'login', customers.byMobile(mobileNumber) !== undefined)) ?? sent;
    },

    async validateLoginOtp(request, reply) {
      const { mobileNumber, otp, isTokenRequired } = bodyOf(request, 'validateLoginOtp');
      const purposes = isTokenRequired === 'Y' ? ['login'] : ['registration', 'rekyc', 'migration'];
      const check = otps.check(mobileNumber, purposes, otp);
      if (check.result !== 'ok') return refuseOtp(reply, check);
      const customer = customers.byMobile(mobileNumber);
      if (isTokenRequired === 'N') {
        return { ...coded(successCode, 'api:otpVerified'), token: '', refreshToken: '', profileId: customer?.profileId ?? '', mobileGrant: mobileGrants.issue(mobileNumber) };
      }
      if (!customer) return reply.code(400).send(envelope('138'));
      const closed = closedAnswer(customers.wallet(customer.id));
      if (closed) return reply.code(closed.status).send(closed.body);
      // Opened by the phone alone: its transactions are confirmed with the password beside their OTP (issue 32 item 2).
      return { ...coded(successCode, 'api:loginSuccessful'), ...sessions.issue(customer.id, undefined, 'otp'), profileId: customer.profileId };
    },
  };
}
