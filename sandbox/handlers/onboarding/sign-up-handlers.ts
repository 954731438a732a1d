import { catalogueEntry, catalogueEntryOrDefault } from '../../../src/core/config/catalogue';
import { catalogues } from '../../../src/core/config/catalogues';
import { limit } from '../../../src/core/config/limits';
import { coded, envelope, refusalBody, successCode, textOf } from '../../http/envelope';
import identities from '../../simulators/identities.json';
import { migratedHistory, type OldTransaction } from '../../services/migrated-history';
import { notFound } from '../own-wallet';
import { heldBack, refuseOtp, unproven } from '../refusal';
import { bodyOf, type AnswerOf } from '../types';
import { sent, type Handler, type OnboardingContext } from './services';

/** Sign-up and migration: the number and e-mail proved, the on-boarding details, the wallet opened (spec §3, §4, §8). */
export function createSignUpHandlers({ customers, otps, mobileGrants, ledger, known, registrations }: OnboardingContext): Record<string, Handler> {
  return {
    async registerMobile(request, reply) {
      const { mobileNumber } = bodyOf(request, 'registerMobile');
      if (customers.byMobile(mobileNumber)) return reply.code(400).send(envelope('102'));
      const refused = heldBack(reply, otps.send(mobileNumber, 'registration'));
      if (refused) return refused;
      registrations.start(mobileNumber);
      return sent;
    },

    async sendRegistrationOtp(request, reply) {
      const { channel, mobileNumber, emailId } = bodyOf(request, 'sendRegistrationOtp');
      if (channel === 'EMAIL' && !emailId) return reply.code(400).send(refusalBody('api:emailNeeded'));
      return heldBack(reply, otps.send(channel === 'EMAIL' ? (emailId ?? '') : mobileNumber, 'registration')) ?? sent;
    },

    async verifyRegistrationOtp(request, reply) {
      const { channel, mobileNumber, emailId, otp } = bodyOf(request, 'verifyRegistrationOtp');
      const check = otps.check(channel === 'EMAIL' ? (emailId ?? '') : mobileNumber, ['registration'], otp);
      if (check.result !== 'ok') return refuseOtp(reply, check);
      return { ...coded(successCode, 'api:otpVerified') };
    },

    async emailOtp(request, reply) {
      const { messageCode, emailId, otp } = bodyOf(request, 'emailOtp');
      if (messageCode === 2080) return heldBack(reply, otps.send(emailId, 'email')) ?? sent;
      const check = otps.check(emailId, ['email'], otp ?? '');
      if (check.result !== 'ok') return refuseOtp(reply, check);
      return { ...coded(successCode, 'api:otpVerified') };
    },

    async getCustomerStatus(request) {
      const { mobileNumber } = bodyOf(request, 'getCustomerStatus');
      const customer = customers.byMobile(mobileNumber);
      const registration = registrations.status(mobileNumber);
      const asked = customer ? registrations.reactivation({ customerId: customer.id }) : undefined;
      // 1 new, 3 existing: both start the OTP flow; 2 re-KYC or re-activation under way; 4 on-boarding under way.
      const status = asked && (asked.rekycRequired || asked.dormant) && registration === 'REKYC' ? 2 : customer ? 3 : registration === 'ONBOARDING' ? 4 : 1;
      const answer: AnswerOf<'getCustomerStatus', 200> = { ...envelope(successCode), status };
      return answer;
    },

    async submitOnboardingDetails(request, reply) {
      const details = bodyOf(request, 'submitOnboardingDetails');
      // Issue 32 item 1: only whoever proved the number by its OTP puts its on-boarding under way.
      if (!mobileGrants.holds(details.mobileGrant, details.mobileNumber)) return reply.code(403).send(unproven);
      const onboardingCode = (identities.onboardingByPan as Record<string, string>)[details.pan_number] ?? '11';
      const key = catalogueEntryOrDefault(catalogues.onboardingCodes, onboardingCode)?.messageKey ?? 'onboarding.inProgress';
      // Spec §4 customer status: details of a new customer put on-boarding under way (4); re-KYC or
      // re-activation details answered "in progress" put that under way (2) until it completes.
      const reactivating = details.updateVectors === 'rekyc' || details.updateVectors === 'dormancy';
      const status = reactivating ? (key === 'onboarding.inProgress' ? 'REKYC' : null) : 'ONBOARDING';
      known.remember(details.mobileNumber, details);
      if (status) registrations.set(details.mobileNumber, details.emailId, status);
      const answer: AnswerOf<'submitOnboardingDetails', 200> = { code: successCode, message: textOf(key), onboardingCode };
      return answer;
    },

    async registerCustomer(request, reply) {
      const { mobileNumber, mobileGrant } = bodyOf(request, 'registerCustomer');
      if (customers.byMobile(mobileNumber)) return reply.code(400).send(envelope('10'));
      if (!mobileGrants.holds(mobileGrant, mobileNumber)) return reply.code(403).send(unproven);
      return { ...coded(successCode, 'api:walletCreated'), ...registrations.openWallet(mobileNumber, 'Wallet customer', null, null) };
    },

    async registerDetails(request, reply) {
      const details = bodyOf(request, 'registerDetails');
      // Test identities: the PAN AAAPRnnnnR gets registration code nnnn, leading zeros dropped (spec §8).
      const digits = /^AAAPR(\d{4})R$/.exec(details.identityProfile.panCard)?.[1];
      const forced = digits === undefined ? undefined : String(Number(digits));
      if (forced) return reply.code(400).send(coded(forced, catalogueEntry(catalogues.registrationErrors, forced)?.messageKey ?? 'registration.failed'));
      const { mobileNumber } = details.cardHolder;
      if (customers.byMobile(mobileNumber)) return reply.code(400).send(envelope('10'));
      if (!mobileGrants.holds(details.mobileGrant, mobileNumber)) return reply.code(403).send(unproven);
      known.remember(mobileNumber, { emailId: details.cardHolder.email, state_name: details.cardHolder.state, Pincode: details.cardHolder.Pincode });
      const { full_name: fullName, email, dob } = details.cardHolder;
      if (details.entityId !== limit('migrationEntityId')) return { ...coded(successCode, 'api:cardRegistered'), ...registrations.openWallet(mobileNumber, fullName, email, dob) };
      // Migration (spec §4): the wallet opens with what the previous provider holds, never with what the request says.
      const old = registrations.pendingMigration(mobileNumber);
      if (!old) return reply.code(404).send(notFound);
      if (details.loadAmount !== old.balance) return reply.code(400).send(refusalBody('api:migrationAmount'));
      const history = migratedHistory(JSON.parse(old.transactions) as OldTransaction[], old.balance, new Date().toISOString());
      const opened = registrations.openWallet(mobileNumber, fullName, email, dob, (customerId) => ledger.open(customerId, history));
      return { ...coded(successCode, 'api:cardRegistered'), ...opened };
    },
  };
}
