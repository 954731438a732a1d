import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { limit } from '../../../src/core/config/limits';
import { kycAgentHours } from '../../../src/core/kyc/kyc-agent-hours';
import { coded, refusalBody, successCode, textOf } from '../../http/envelope';
import { timestampAt } from '../../http/timestamp';
import identities from '../../simulators/identities.json';
import { aadhaarMatch } from '../../services/kyc-checks';
import { otpValidityMs } from '../../services/otps';
import { minKycExpired } from '../customers';
import { notFound } from '../own-wallet';
import { heldBack, refuseOtp, retryLater } from '../refusal';
import { bodyOf, type AnswerOf } from '../types';
import type { Handler, OnboardingContext } from './services';

/** The KYC journeys: sign-up's Aadhaar check, the upgrade to full KYC (PAN, Aadhaar by OTP or DigiLocker, video KYC) and its status (spec §4, §5, §8, §9). */
export function createKycHandlers({ customers, otps, agentsAt, kyc }: OnboardingContext): Record<string, Handler> {
  /** Spec §8: a number of the wrong length or one the simulator refuses is answered 400 with a plain-text body. */
  function refuseAadhaar(reply: FastifyReply, digits: string) {
    if (digits.length !== limit('aadhaarDigits')) return reply.code(400).type('text/plain').send(textOf('api:aadhaarLength'));
    const refused = (identities.aadhaarRefused as Record<string, string>)[digits];
    return refused ? reply.code(400).type('text/plain').send(refused) : null;
  }
  /** The answer of an Aadhaar check (OTP or DigiLocker): the name match, for a customer's check the attempts left, and the simulator's address. */
  function aadhaarResult(percentageOfMatch: number, customerId: number | null, now: number) {
    // A customer's check (the upgrade) says how many name matches are left; sign-up's belongs to no one yet.
    const attempts = customerId === null ? {} : { attemptsLeft: kyc.matchAttempts(customerId, now).left };
    return { consentValidation: { percentageOfMatch }, ...attempts, dataFromAadhaar: { address: '12 MG Road, Bengaluru 560001' } };
  }
  /** The upgrade's Aadhaar checks, refused once the customer has no match attempt left (429, code 149, the time to wait). */
  function noAttemptsLeft(reply: FastifyReply, customerId: number | null) {
    if (customerId === null) return null;
    const attempts = kyc.matchAttempts(customerId, Date.now());
    return attempts.left > 0 ? null : retryLater(reply, '149', attempts.retryAfterSeconds);
  }

  return {
    async getKycEvent(request, reply) {
      const { mobile } = bodyOf(request, 'getKycEvent');
      const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
      if (!customer || customer.mobileNumber !== mobile) return reply.code(404).send(notFound);
      const events = { MIN_KYC: [8100, 5], MIN_KYC_VERIFIED: [8100, 7], FULL_KYC: [8200, 5], FULL_KYC_VERIFIED: [8200, 7] } as const;
      // An expired minimum KYC is reported as not yet verified, which opens the upgrade (spec §4 KYC event check).
      const [eventId, eventStatus] = minKycExpired(customer) ? events.MIN_KYC : events[customer.kycType];
      return { ...coded(successCode, 'api:success'), eventData: { eventId, eventStatus } };
    },

    async sendAadhaarOtp(request, reply) {
      const { aadhaarNumber, userName } = bodyOf(request, 'sendAadhaarOtp');
      const digits = String(aadhaarNumber);
      const refused = refuseAadhaar(reply, digits) ?? noAttemptsLeft(reply, request.customerId);
      if (refused) return refused;
      const refusedOtp = heldBack(reply, otps.send(`aadhaar:${digits}`, 'aadhaar'));
      if (refusedOtp) return refusedOtp;
      // With a session (the KYC upgrade), the check is that customer's; in sign-up it belongs to no one yet.
      const traceId = kyc.newAadhaarCheck(digits, userName, request.customerId, null);
      return { ...coded(successCode, 'api:aadhaarOtpSent'), traceId };
    },

    async checkDigilockerAadhaar(request, reply) {
      const { aadhaarNumber, userName } = bodyOf(request, 'checkDigilockerAadhaar');
      const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
      if (!customer) return reply.code(404).send(notFound);
      const digits = String(aadhaarNumber);
      const refused = refuseAadhaar(reply, digits) ?? noAttemptsLeft(reply, customer.id);
      if (refused) return refused;
      // DigiLocker gives the Aadhaar XML once the customer consents (the contract asks consent Y): no OTP, verified at once.
      const now = Date.now();
      const traceId = kyc.newAadhaarCheck(digits, userName, customer.id, now);
      return { ...coded(successCode, 'api:success'), traceId, result: aadhaarResult(aadhaarMatch(digits), customer.id, now) };
    },

    async verifyAadhaarOtp(request, reply) {
      const { traceId, otp } = bodyOf(request, 'verifyAadhaarOtp');
      const check = kyc.aadhaarCheck(traceId);
      if (!check) return reply.code(400).type('text/plain').send('INVALID_OTP');
      const otpCheck = otps.check(`aadhaar:${check.aadhaarNumber}`, ['aadhaar'], otp);
      if (otpCheck.result === 'exhausted' || otpCheck.result === 'locked') return refuseOtp(reply, otpCheck);
      if (otpCheck.result !== 'ok') return reply.code(400).type('text/plain').send('INVALID_OTP');
      const now = Date.now();
      kyc.verifyAadhaarCheck(traceId, now);
      return { ...coded(successCode, 'api:success'), result: aadhaarResult(check.matchPercent, check.customerId, now) };
    },

    async verifyPan(request) {
      const { pan, name } = bodyOf(request, 'verifyPan');
      const match = (identities.pan as Record<string, { nameMatch: boolean; dobMatch: boolean }>)[pan] ?? { nameMatch: true, dobMatch: true };
      const verified = match.nameMatch && match.dobMatch;
      // Spec §4: the upgrade needs PAN verification first, by this customer, in this session.
      if (verified && request.customerId !== null) kyc.recordPan(request.customerId, pan, name);
      return { code: successCode, message: textOf(verified ? 'pan.verified' : 'pan.detailsIncorrect'), ...match, score: verified ? 92 : 60 };
    },

    async upgradeMinKyc(request, reply) {
      const { mobileNumber, traceId, pan } = bodyOf(request, 'upgradeMinKyc');
      const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
      if (!customer || customer.mobileNumber !== mobileNumber) return reply.code(404).send(notFound);
      const now = Date.now();
      if (!kyc.panVerifiedLately(customer.id, now, pan)) return reply.code(400).send(refusalBody('pan.detailsIncorrect'));
      // This customer's own check, verified by its OTP lately, never used for an upgrade before.
      const check = kyc.usableCheck(traceId, customer.id, now - otpValidityMs());
      if (!check || check.m < limit('aadhaarNameMatchPercent')) {
        return reply.code(400).send(refusalBody('aadhaar.nameMismatch'));
      }
      kyc.upgrade(customer.id, traceId, { PAN: pan, AADHAAR: check.aadhaar }, now);
      const wallet = customers.wallet(customer.id);
      return {
        ...coded(successCode, 'api:kycUpgraded'),
        wallet: { balance: wallet?.balancePaise ?? 0, status: wallet?.status ?? 'ACTIVE', kycType: 'FULL_KYC', cardBlocked: wallet?.cardBlocked === 1 },
      };
    },

    async initiateVideoKyc(request, reply) {
      const { mobileNumber } = bodyOf(request, 'initiateVideoKyc');
      const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
      if (!customer || customer.mobileNumber !== mobileNumber) return reply.code(404).send(notFound);
      const now = Date.now();
      // Spec §4: PAN verification first, then the Aadhaar check (DigiLocker's XML), then video KYC.
      if (!kyc.panVerifiedLately(customer.id, now)) return reply.code(400).send(refusalBody('pan.detailsIncorrect'));
      if (!kyc.aadhaarCheckWaiting(customer.id, now)) return reply.code(400).send(refusalBody('api:aadhaarCheckFirst'));
      // Spec §9: the KYC agents take calls in their hours only.
      if (!agentsAt(now)) return reply.code(409).send(refusalBody('api:videoKycClosed', { opensAt: new Date(kycAgentHours(now).opensAt).toISOString() }));
      // A session id no one can guess, for this customer only, once, for a short while: never the profileId.
      const session = randomBytes(24).toString('base64url');
      kyc.openVideoSession(session, customer.id);
      return { ...coded(successCode, 'api:success'), redirectUrl: `/sandbox/video-kyc?session=${session}` };
    },

    async getKycUpgradeStatus(request, reply) {
      const { mobileNumber } = bodyOf(request, 'getKycUpgradeStatus');
      const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
      if (!customer || customer.mobileNumber !== mobileNumber) return reply.code(404).send(notFound);
      const now = Date.now();
      const attempts = kyc.matchAttempts(customer.id, now);
      // The PAN verified last, with its name: the Aadhaar check and the upgrade send both again.
      const pan = kyc.panChecked(customer.id, now);
      const answer: AnswerOf<'getKycUpgradeStatus', 200> = {
        ...coded(successCode, 'api:success'),
        upgrade: {
          attemptsLeft: attempts.left,
          ...(attempts.left === 0 ? { retryAt: timestampAt(now + attempts.retryAfterSeconds * 1000) } : {}),
          ...(pan?.name ? { pan: { number: pan.number, name: pan.name } } : {}),
          aadhaarChecked: kyc.aadhaarCheckWaiting(customer.id, now),
        },
      };
      return answer;
    },
  };
}
