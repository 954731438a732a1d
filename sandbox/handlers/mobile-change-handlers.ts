import { createHash, randomBytes } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import type { LoginThrottle } from '../auth/login-throttle';
import { verifyPassword } from '../auth/passwords';
import type { Sessions } from '../auth/sessions';
import type { SandboxDatabase } from '../db/open-database';
import { coded, envelope, refusalBody, requestLanguage, successCode } from '../http/envelope';
import type { Otps } from '../services/otps';
import type { Customers, CustomerRow } from './customers';
import { notFound, ownWallet } from './own-wallet';
import { heldBack, refuseOtp, retryLater } from './refusal';
import type { AnswerOf, OperationHandler } from './types';
import { lastDigits, type Alerts } from '../services/alerts';

export interface MobileChangeHandlers {
  startMobileChange: OperationHandler<'startMobileChange'>;
  sendMobileChangeOtp: OperationHandler<'sendMobileChangeOtp'>;
  verifyMobileChangeOtp: OperationHandler<'verifyMobileChangeOtp'>;
  completeMobileChange: OperationHandler<'completeMobileChange'>;
}

interface MobileChangeRow {
  readonly idHash: string;
  readonly currentVerifiedAt: number | null;
  readonly newMobile: string | null;
}

/** The OTP kind of a change of number, to either number: its own throttle and inbox entry. */
const otpKind = 'mobile-change';
const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');
const mappedElsewhere = envelope('1237');
/** A change that is not the session's, has ended or was finished. */
const noChange = refusalBody('api:noMobileChange');

/**
 * Change of mobile number (spec §2; issue 18 item 3): the password again, the OTP to the current
 * number, the OTP to the new one, which no other account may have; then the account answers to the
 * new number, every session of the customer ends, and the one asking goes on with a new session.
 * Each step is held on the server (mobile_changes), so none can be skipped by a client.
 */
export function createMobileChangeHandlers(db: SandboxDatabase, customers: Customers, otps: Otps, sessions: Sessions, throttle: LoginThrottle, alerts: Alerts): MobileChangeHandlers {
  /** The session's live, unfinished change of this id, with its customer; null otherwise (answered 404). */
  function changeOf(customerId: number | null, changeId: string): { change: MobileChangeRow; customer: CustomerRow } | null {
    const customer = customerId === null ? undefined : customers.byId(customerId);
    if (!customer) return null;
    const change = db
      .prepare(
        'SELECT id_hash AS idHash, current_verified_at AS currentVerifiedAt, new_mobile AS newMobile FROM mobile_changes WHERE id_hash = ? AND customer_id = ? AND completed_at IS NULL AND expires_at > ?',
      )
      .get(hashOf(changeId), customer.id, Date.now()) as MobileChangeRow | undefined;
    return change ? { change, customer } : null;
  }

  return {
    async startMobileChange(request, reply) {
      const { urn, password } = request.body;
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      const number = own.customer.mobileNumber;
      // Guessed passwords count against the number as at login: a session left open is not a way to find the password.
      const locked = throttle.lockedFor(number, request.ip);
      if (locked !== null) return retryLater(reply, '148', locked);
      if (!(await verifyPassword(password, own.customer.passwordHash))) {
        throttle.fail(number, request.ip);
        return reply.code(400).send(envelope('165'));
      }
      throttle.succeed(number, request.ip);
      const held = heldBack(reply, otps.send(number, otpKind));
      if (held) return held;
      const changeId = `mc-${randomBytes(24).toString('base64url')}`;
      db.prepare('INSERT INTO mobile_changes (id_hash, customer_id, expires_at) VALUES (?, ?, ?)').run(hashOf(changeId), own.customer.id, Date.now() + limit('mobileChangeMinutes') * 60_000);
      const answer: AnswerOf<'startMobileChange', 200> = { ...coded(successCode, 'api:otpSent'), changeId };
      return answer;
    },

    async sendMobileChangeOtp(request, reply) {
      const { changeId, newMobileNumber } = request.body;
      const found = changeOf(request.customerId, changeId);
      if (!found) return reply.code(404).send(noChange);
      const { change, customer } = found;
      if (newMobileNumber === undefined) {
        // Again to the current number, only while it is not verified yet.
        if (change.currentVerifiedAt !== null) return reply.code(400).send(refusalBody('api:verifyOtpFirst'));
        return heldBack(reply, otps.send(customer.mobileNumber, otpKind)) ?? coded(successCode, 'api:otpSent');
      }
      if (change.currentVerifiedAt === null) return reply.code(400).send(refusalBody('api:verifyOtpFirst'));
      if (newMobileNumber === customer.mobileNumber) return reply.code(400).send(envelope('166'));
      if (customers.byMobile(newMobileNumber)) return reply.code(409).send(mappedElsewhere);
      const held = heldBack(reply, otps.send(newMobileNumber, otpKind));
      if (held) return held;
      db.prepare('UPDATE mobile_changes SET new_mobile = ? WHERE id_hash = ?').run(newMobileNumber, change.idHash);
      return coded(successCode, 'api:otpSent');
    },

    async verifyMobileChangeOtp(request, reply) {
      const { changeId, otp } = request.body;
      const found = changeOf(request.customerId, changeId);
      if (!found) return reply.code(404).send(noChange);
      const check = otps.check(found.customer.mobileNumber, [otpKind], otp);
      if (check.result !== 'ok') return refuseOtp(reply, check);
      db.prepare('UPDATE mobile_changes SET current_verified_at = ? WHERE id_hash = ?').run(Date.now(), found.change.idHash);
      return coded(successCode, 'api:otpVerified');
    },

    async completeMobileChange(request, reply) {
      const { changeId, mobileNumber, otp } = request.body;
      const found = changeOf(request.customerId, changeId);
      if (!found || found.change.currentVerifiedAt === null || found.change.newMobile !== mobileNumber) {
        return reply.code(404).send(noChange);
      }
      const check = otps.check(mobileNumber, [otpKind], otp);
      if (check.result !== 'ok') return refuseOtp(reply, check);
      const { customer, change } = found;
      const moved = db.transaction(() => {
        // Taken meanwhile: the unique number refuses it here, and the customer is told as before.
        if (customers.byMobile(mobileNumber)) return false;
        db.prepare('UPDATE customers SET mobile_number = ? WHERE id = ?').run(mobileNumber, customer.id);
        db.prepare('UPDATE customer_details SET mobile_number = ? WHERE mobile_number = ?').run(mobileNumber, customer.mobileNumber);
        db.prepare('UPDATE mobile_changes SET completed_at = ? WHERE id_hash = ?').run(Date.now(), change.idHash);
        // Whoever was signed in on the old number is out, this device too; it goes on with the session answered here.
        sessions.revokeCustomer(customer.id, 'mobileChanged');
        // To the old number, which a thief who changed it no longer lets hear of anything else (issue 32 item 5).
        alerts.announce('mobileChanged', customer, requestLanguage(request), { number: lastDigits(mobileNumber) });
        return true;
      })();
      if (!moved) return reply.code(409).send(mappedElsewhere);
      const answer: AnswerOf<'completeMobileChange', 200> = { ...coded(successCode, 'api:mobileChanged'), ...sessions.issue(customer.id), profileId: customer.profileId };
      return answer;
    },
  };
}
