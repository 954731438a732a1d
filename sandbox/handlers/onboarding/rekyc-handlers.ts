import { coded, envelope, successCode, textOf } from '../../http/envelope';
import { notFound } from '../own-wallet';
import { heldBack, unproven } from '../refusal';
import { bodyOf, type AnswerOf } from '../types';
import { sent, type Handler, type OnboardingContext } from './services';

/** Re-KYC and the re-activation of a dormant wallet (spec §4, §8). */
export function createRekycHandlers({ customers, otps, mobileGrants, known, registrations }: OnboardingContext): Record<string, Handler> {
  return {
    async getRekycStatus(request) {
      const { mobile } = bodyOf(request, 'getRekycStatus');
      const asked = registrations.reactivation({ mobileNumber: mobile });
      return { ...coded(successCode, 'api:success'), rekycRequired: asked?.rekycRequired === true, dormantAccount: asked?.dormant === true };
    },

    async getRekycProfile(request, reply) {
      const { mobileNumber, mobileGrant } = bodyOf(request, 'getRekycProfile');
      if (!mobileGrants.holds(mobileGrant, mobileNumber)) return reply.code(403).send(unproven);
      const customer = customers.byMobile(mobileNumber);
      if (!customer) return reply.code(404).send(notFound);
      // A wallet opened without on-boarding (a migration) has a full name only: its first and last words.
      const words = customer.fullName.trim().split(/\s+/);
      const named = words.length > 1 ? { first_name: words[0], middle_name: words.slice(1, -1).join(' ') || undefined, last_name: words.at(-1) } : {};
      const answer: AnswerOf<'getRekycProfile', 200> = { ...coded(successCode, 'api:success'), details: { ...named, emailId: customer.email ?? undefined, ...known.of(mobileNumber) } };
      return answer;
    },

    async updateRekycProfile(request, reply) {
      const { mobileNumber, updateVectors, mobileGrant } = bodyOf(request, 'updateRekycProfile');
      if (!mobileGrants.holds(mobileGrant, mobileNumber)) return reply.code(403).send(unproven);
      if (!customers.byMobile(mobileNumber)) return reply.code(400).send(envelope('1030'));
      registrations.reactivate(mobileNumber, updateVectors === 'rekyc' ? 'rekyc' : 'dormancy');
      return { code: successCode, message: textOf('onboarding.success'), onboardingCode: '11' };
    },

    async sendRekycOtp(request, reply) {
      const { mobileNumber } = bodyOf(request, 'sendRekycOtp');
      if (!customers.byMobile(mobileNumber)) return reply.code(404).send(notFound);
      return heldBack(reply, otps.send(mobileNumber, 'rekyc')) ?? sent;
    },
  };
}
