import type { LoginThrottle } from '../auth/login-throttle';
import { verifyPassword } from '../auth/passwords';
import type { Sessions } from '../auth/sessions';
import { maskName } from '../../src/core/format/mask-name';
import { bearerTokenOf } from '../http/bearer-token';
import { coded, envelope, refusalBody, requestLanguage, successCode, textIn, type DocumentLanguage } from '../http/envelope';
import { accountText, limitsText } from '../services/payee-text';
import type { ConfirmationGrants } from '../services/confirmation-grants';
import { transactionBinding } from '../services/confirmed-transaction';
import type { Answer } from '../services/idempotency';
import type { Otps } from '../services/otps';
import type { Policy } from '../policy';
import type { CardPayments } from '../services/card-payments';
import type { Ledger } from '../services/ledger';
import { limitFacts, type Beneficiaries } from './beneficiary-handlers';
import type { CustomerRow, Customers } from './customers';
import { isAnswer, notFound, ownWallet, type OwnWallet } from './own-wallet';
import { heldBack, refusalAnswer, refuseOtp, retryLater } from './refusal';
import { bodyOf, type BodyOf, type Handler } from './types';
import { bankTransferRefusal, walletRecipient, walletTransferRefusal } from './transfer-checks';

/** The OTP kind of a confirmation: its own throttle and inbox entry per purpose. */
const otpPurpose = (purpose: string) => `confirm-${purpose}`;

/** The SMS of each purpose, naming what its OTP confirms. */
const smsKeys: Readonly<Record<BodyOf<'sendConfirmationOtp'>['purpose'], string>> = {
  transfer: 'api:confirmationSms.transfer',
  walletTransfer: 'api:confirmationSms.walletTransfer',
  addBeneficiary: 'api:confirmationSms.addBeneficiary',
  updateBeneficiary: 'api:confirmationSms.updateBeneficiary',
  addPasskey: 'api:confirmationSms.addPasskey',
};

/**
 * Whom the OTP's SMS names (issue 32 item 2): the beneficiary's or the typed account's holder with the
 * bank and the account's last digits, or the friend's wallet with its masked name; or why there is none.
 * A passkey to add has no payee (issue 39).
 */
export function payeeOf(customer: CustomerRow, body: BodyOf<'sendConfirmationOtp'>, customers: Customers, beneficiaries: Beneficiaries, language: DocumentLanguage): string | Answer {
  if ('recipientMobileNumber' in body) {
    const friend = walletRecipient(customers, customer, body.recipientMobileNumber);
    if (isAnswer(friend)) return friend;
    return textIn(language, 'api:payeeWallet', { name: maskName(friend.customer.fullName), last4: friend.customer.mobileNumber.slice(-4) });
  }
  if (body.purpose === 'addPasskey') return '';
  const account = 'beneficiaryId' in body ? beneficiaries.find(customer.id, body.beneficiaryId) : body.payee;
  if (!account) return { status: 404, body: refusalBody('account:refusal.noSuchBeneficiary') };
  return accountText(language, account);
}

/**
 * The OTP that confirms a beneficiary added or changed, or a transfer (spec §2): sent to the
 * customer's own number with an SMS naming what it confirms, checked, and answered with a grant
 * that only the call naming the same transaction may spend (issue 32 item 2).
 */
export function createConfirmationHandlers(
  customers: Customers,
  beneficiaries: Beneficiaries,
  otps: Otps,
  grants: ConfirmationGrants,
  sessions: Sessions,
  throttle: LoginThrottle,
  money: { readonly policy: Policy; readonly ledger: Ledger; readonly payments: CardPayments },
): Record<string, Handler> {
  /** What the call it confirms would refuse and can be known now: refused before its OTP is sent (issue 55 item 4). */
  const refusedBeforeOtp = async (own: OwnWallet, body: BodyOf<'sendConfirmationOtp'>): Promise<Answer | null> => {
    switch (body.purpose) {
      case 'walletTransfer': {
        const friend = await walletTransferRefusal(money.policy, customers, money.ledger, money.payments, own, body);
        return isAnswer(friend) ? friend : null;
      }
      case 'transfer': {
        const checked = await bankTransferRefusal(money.policy, beneficiaries, money.ledger, own, { amount: body.amount, beneficiaryId: 'beneficiaryId' in body ? body.beneficiaryId : undefined });
        return isAnswer(checked) ? checked : null;
      }
      case 'updateBeneficiary': {
        // New limits in the wrong order, as update-beneficiary refuses them.
        const order = await money.policy.refusalOf('beneficiary-limit-order', limitFacts(body));
        return order ? refusalAnswer(order, 400) : null;
      }
      default:
        return null;
    }
  };

  return {
    async sendConfirmationOtp(request, reply) {
      const body = bodyOf(request, 'sendConfirmationOtp');
      const own = ownWallet(customers, request, body.urn);
      if (!own) return reply.code(404).send(notFound);
      // In the language the customer reads the portal in, as the alerts are.
      const language = requestLanguage(request);
      const payee = payeeOf(own.customer, body, customers, beneficiaries, language);
      if (typeof payee !== 'string') return reply.code(payee.status).send(payee.body);
      const refused = await refusedBeforeOtp(own, body);
      if (refused) return reply.code(refused.status).send(refused.body);
      const transaction = {
        binding: transactionBinding(body.purpose, body),
        text: (otp: string) =>
          textIn(language, smsKeys[body.purpose], {
            otp,
            payee,
            amount: 'amount' in body ? body.amount : 0,
            // The new limits a change of limits confirms (issue 55 item 5).
            ...(body.purpose === 'updateBeneficiary' ? { limits: limitsText(language, limitFacts(body)) } : {}),
          }),
      };
      return heldBack(reply, otps.send(own.customer.mobileNumber, otpPurpose(body.purpose), true, transaction)) ?? coded(successCode, 'api:otpSent');
    },

    async verifyConfirmationOtp(request, reply) {
      const { urn, purpose, otp, password } = bodyOf(request, 'verifyConfirmationOtp');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      // A session the phone opened (a login OTP, or a passkey on it) confirms with the password too: the
      // confirmation OTP goes to the same phone, and one factor twice is not two (issue 32 item 2,
      // docs/decisions/0013 and 0020). Wrong passwords count as at the login, per number and address,
      // so this is no door for guessing one.
      const factor = sessions.factorOf(bearerTokenOf(request));
      if (factor === 'otp' || factor === 'passkey') {
        const locked = throttle.lockedFor(own.customer.mobileNumber, request.ip);
        if (locked !== null) return retryLater(reply, '148', locked);
        if (password === undefined) return reply.code(400).send(envelope('181'));
        if (!(await verifyPassword(password, own.customer.passwordHash))) {
          throttle.fail(own.customer.mobileNumber, request.ip);
          return reply.code(400).send(envelope('165'));
        }
      }
      const check = otps.check(own.customer.mobileNumber, [otpPurpose(purpose)], otp);
      if (check.result !== 'ok') return refuseOtp(reply, check);
      // An OTP sent before OTPs named their transaction confirms none (an empty binding matches no call).
      return { ...coded(successCode, 'api:otpVerified'), confirmationGrant: grants.issue(own.customer.id, purpose, check.binding ?? '') };
    },
  };
}
