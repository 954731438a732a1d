import type { FastifyReply, FastifyRequest } from 'fastify';
import { coded, successCode } from '../http/envelope';
import type { ConfirmationGrants } from '../services/confirmation-grants';
import type { Otps } from '../services/otps';
import type { Customers } from './customers';
import { notFound, ownWallet } from './own-wallet';
import { heldBack, refuseOtp } from './refusal';
import { bodyOf } from './types';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The OTP kind of a confirmation: its own throttle and inbox entry per purpose. */
const otpPurpose = (purpose: string) => `confirm-${purpose}`;

/**
 * The OTP that confirms a beneficiary added or changed, or a transfer (spec §2): sent to the
 * customer's own number, checked, and answered with a grant the confirmed call spends.
 */
export function createConfirmationHandlers(customers: Customers, otps: Otps, grants: ConfirmationGrants): Record<string, Handler> {
  return {
    async sendConfirmationOtp(request, reply) {
      const { urn, purpose } = bodyOf(request, 'sendConfirmationOtp');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      return heldBack(reply, otps.send(own.customer.mobileNumber, otpPurpose(purpose))) ?? coded(successCode, 'api:otpSent');
    },

    async verifyConfirmationOtp(request, reply) {
      const { urn, purpose, otp } = bodyOf(request, 'verifyConfirmationOtp');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      const check = otps.check(own.customer.mobileNumber, [otpPurpose(purpose)], otp);
      if (check.result !== 'ok') return refuseOtp(reply, check);
      return { ...coded(successCode, 'api:otpVerified'), confirmationGrant: grants.issue(own.customer.id, purpose) };
    },
  };
}
