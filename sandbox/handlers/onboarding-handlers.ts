import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogueEntry, catalogueEntryOrDefault } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';
import { limit } from '../../src/core/config/limits';
import { kycAgentHours } from '../../src/core/kyc/kyc-agent-hours';
import { hashPassword } from '../auth/passwords';
import { newPasswordProblem } from '../auth/password-problem';
import type { Sessions } from '../auth/sessions';
import type { SandboxDatabase } from '../db/open-database';
import { coded, type DocumentLanguage, envelope, requestLanguage, successCode, textOf } from '../http/envelope';
import { timestampAt } from '../http/timestamp';
import identities from '../simulators/identities.json';
import { newReference, type Ledger } from '../services/ledger';
import { migratedHistory, type OldTransaction } from '../services/migrated-history';
import type { CustomerDetails } from '../services/customer-details';
import type { MobileGrants } from '../services/mobile-grants';
import { otpValidityMs, type Otps } from '../services/otps';
import { minKycExpired, type Customers } from './customers';
import { closedAnswer, notFound } from './own-wallet';
import { heldBack, refuseOtp, retryLater } from './refusal';
import { bodyOf, type AnswerOf } from './types';
import type { Alerts } from '../services/alerts';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const sent = coded(successCode, 'api:otpSent');

/** Sign-up, login by OTP, password recovery, identity checks and re-KYC (spec §4, §5, §8). */
export function createOnboardingHandlers(
  db: SandboxDatabase,
  customers: Customers,
  sessions: Sessions,
  otps: Otps,
  mobileGrants: MobileGrants,
  ledger: Ledger,
  known: CustomerDetails,
  agentsAt: (nowMs: number) => boolean,
  alerts: Alerts,
): Record<string, Handler> {
  /** A call before a session without the proof of the number it writes for (issue 32 item 1, x-proof: mobileGrant). */
  const unproven = coded('403', 'api:verifyOtpFirst');
  const grantHash = (token: string) => createHash('sha256').update(token).digest('hex');
  /** A new password grant for a customer whose number an OTP proved: a random token, of which only the hash is kept. */
  const grant = (customerId: number): string => {
    const token = randomBytes(32).toString('base64url');
    db.prepare('INSERT INTO password_grants (token_hash, customer_id, expires_at) VALUES (?, ?, ?)').run(grantHash(token), customerId, Date.now() + limit('passwordGrantMinutes') * 60_000);
    return token;
  };
  const byProfile = (profileId: string) =>
    db.prepare('SELECT id, password_hash AS passwordHash, mobile_number AS mobileNumber, email FROM customers WHERE profile_id = ?').get(profileId) as
      | { id: number; passwordHash: string | null; mobileNumber: string; email: string | null }
      | undefined;
  /** Whether a grant is live, unused and this customer's: a sequential profileId alone opens nothing. */
  const granted = (token: string, customerId: number) =>
    db.prepare('SELECT 1 FROM password_grants WHERE token_hash = ? AND customer_id = ? AND used_at IS NULL AND expires_at > ?').get(grantHash(token), customerId, Date.now()) !== undefined;

  /** Spec §8: a number of the wrong length or one the simulator refuses is answered 400 with a plain-text body. */
  function refuseAadhaar(reply: FastifyReply, digits: string) {
    if (digits.length !== limit('aadhaarDigits')) return reply.code(400).type('text/plain').send(textOf('api:aadhaarLength'));
    const refused = (identities.aadhaarRefused as Record<string, string>)[digits];
    return refused ? reply.code(400).type('text/plain').send(refused) : null;
  }
  /** The simulator's name match: the last two digits when 50 or more (…84 is refused), else 92. */
  const aadhaarMatch = (digits: string) => {
    const last = Number(digits.slice(-2));
    return last >= 50 ? last : 92;
  };
  /** A new Aadhaar check of a number, verified at once (DigiLocker) or later by its OTP; its traceId. */
  function newAadhaarCheck(digits: string, userName: string, customerId: number | null, verifiedAt: number | null): string {
    const traceId = newReference('TRC');
    db.prepare('INSERT INTO aadhaar_checks (trace_id, aadhaar_number, user_name, match_percent, created_at, customer_id, verified_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      traceId, digits, userName, aadhaarMatch(digits), new Date().toISOString(), customerId, verifiedAt,
    );
    return traceId;
  }
  /**
   * Spec §5 (maxRetries): how many more names below the Aadhaar match a customer may meet in the
   * upgrade within kycMatchWindowHours, and when the oldest of those counted leaves the window.
   */
  function matchAttempts(customerId: number, now: number): { readonly left: number; readonly retryAfterSeconds: number } {
    const windowMs = limit('kycMatchWindowHours') * 3_600_000;
    const misses = db
      .prepare('SELECT verified_at AS at FROM aadhaar_checks WHERE customer_id = ? AND verified_at > ? AND match_percent < ? ORDER BY verified_at')
      .all(customerId, now - windowMs, limit('aadhaarNameMatchPercent')) as { at: number }[];
    const oldest = misses[0]?.at ?? now;
    return { left: Math.max(0, limit('maxRetries') - misses.length), retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }
  /** The answer of an Aadhaar check (OTP or DigiLocker): the name match, for a customer's check the attempts left, and the simulator's address. */
  function aadhaarResult(percentageOfMatch: number, customerId: number | null, now: number) {
    // A customer's check (the upgrade) says how many name matches are left; sign-up's belongs to no one yet.
    const attempts = customerId === null ? {} : { attemptsLeft: matchAttempts(customerId, now).left };
    return { consentValidation: { percentageOfMatch }, ...attempts, dataFromAadhaar: { address: '12 MG Road, Bengaluru 560001' } };
  }
  /** Since when an upgrade's checks (the PAN, the Aadhaar) still count: kycCheckMinutes before now. */
  const checksSince = (now: number) => now - limit('kycCheckMinutes') * 60_000;
  /** The PAN the customer verified last within kycCheckMinutes (that PAN, when given), and the name it was verified with. */
  function panChecked(customerId: number, now: number, pan?: string): { readonly number: string; readonly name: string | null } | undefined {
    const latest = 'ORDER BY verified_at DESC LIMIT 1';
    return (
      pan === undefined
        ? db.prepare(`SELECT pan AS number, name FROM pan_checks WHERE customer_id = ? AND verified_at > ? ${latest}`).get(customerId, checksSince(now))
        : db.prepare(`SELECT pan AS number, name FROM pan_checks WHERE customer_id = ? AND pan = ? AND verified_at > ? ${latest}`).get(customerId, pan, checksSince(now))
    ) as { number: string; name: string | null } | undefined;
  }
  /** Whether the customer verified a PAN (that PAN, when given) within kycCheckMinutes: the upgrade's first step (spec §4). */
  const panVerifiedLately = (customerId: number, now: number, pan?: string) => panChecked(customerId, now, pan) !== undefined;
  /** Whether an Aadhaar check of the customer passed the name match within kycCheckMinutes and is not yet used: the video call may follow. */
  function aadhaarCheckWaiting(customerId: number, now: number): boolean {
    return db.prepare('SELECT 1 FROM aadhaar_checks WHERE customer_id = ? AND verified_at > ? AND used_at IS NULL AND match_percent >= ?').get(customerId, checksSince(now), limit('aadhaarNameMatchPercent')) !== undefined;
  }
  /** The upgrade's Aadhaar checks, refused once the customer has no match attempt left (429, code 149, the time to wait). */
  function noAttemptsLeft(reply: FastifyReply, customerId: number | null) {
    if (customerId === null) return null;
    const attempts = matchAttempts(customerId, Date.now());
    return attempts.left > 0 ? null : retryLater(reply, '149', attempts.retryAfterSeconds);
  }

  /** Set (first time) or reset a password, with a grant a verified OTP gave this customer (spec §4, §8: 18, 152, 11). */
  async function savePassword(reply: FastifyReply, profileId: string, token: string, password: string, isReset: boolean, language: DocumentLanguage) {
    const customer = byProfile(profileId);
    if (!customer || !granted(token, customer.id)) return reply.code(400).send(envelope('104'));
    // Spec §8: code 11 on reset means no password was ever set; the portal sets one instead.
    if (isReset && customer.passwordHash === null) return reply.code(400).send(coded('11', 'api:noPasswordYet'));
    // Setting is for a first password only: an existing one is changed by reset, never overwritten by set.
    if (!isReset && customer.passwordHash !== null) return reply.code(400).send(coded('400', 'api:passwordAlreadySet'));
    const problem = await newPasswordProblem(password, customers.recentPasswordHashes(customer.id));
    if (problem) return reply.code(400).send(problem);
    customers.setPasswordHash(customer.id, hashPassword(password));
    // A reset replaces a password someone may have known: its owner hears of it (issue 32 item 5). A first one is no change.
    if (isReset) alerts.announce('passwordChanged', customer, language);
    db.prepare('UPDATE password_grants SET used_at = ? WHERE token_hash = ?').run(Date.now(), grantHash(token));
    // Whoever knew the old password (or holds a session opened with it) is out.
    sessions.revokeCustomer(customer.id, 'passwordChanged');
    return envelope('18');
  }

  /**
   * A new customer and wallet, with the grant to set a first password (the registration's OTP proved
   * the number); `opening` writes, in the same transaction, what the wallet opens with (a migration).
   */
  function createCustomer(mobileNumber: string, fullName: string, email: string | null, dateOfBirth: string | null, opening?: (customerId: number) => void): { customerId: string; profileId: string; passwordGrant: string } {
    const customerRef = newReference('CUST');
    const profileId = newReference('PRF');
    db.transaction(() => {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO customers (mobile_number, full_name, email, date_of_birth, profile_id, customer_ref, kyc_type, card_profile_id, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 'MIN_KYC', ?, ?)`,
        )
        .run(mobileNumber, fullName, email, dateOfBirth, profileId, customerRef, limit('minKycCardProfileId'), new Date().toISOString());
      const account = `5010${String(Date.now()).slice(-6)}${String(lastInsertRowid).padStart(4, '0')}`;
      db.prepare("INSERT INTO wallets (customer_id, account_number, urn, last4_digits, balance_paise, status) VALUES (?, ?, ?, ?, 0, 'ACTIVE')").run(
        lastInsertRowid, account, `7${account.slice(1)}`, account.slice(-4),
      );
      db.prepare("INSERT INTO registrations (mobile_number, email, status, created_at) VALUES (?, ?, 'REGISTERED', ?) ON CONFLICT(mobile_number) DO UPDATE SET status = 'REGISTERED'").run(
        mobileNumber, email, new Date().toISOString(),
      );
      opening?.(Number(lastInsertRowid));
    })();
    const created = customers.byMobile(mobileNumber);
    if (!created) throw new Error(`the customer ${mobileNumber} was not created`);
    return { customerId: customerRef, profileId, passwordGrant: grant(created.id) };
  }

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
      return { ...coded(successCode, 'api:otpVerified'), profileId: customer.profileId, passwordGrant: grant(customer.id) };
    },

    async setPassword(request, reply) {
      const { password, profileid, passwordGrant } = bodyOf(request, 'setPassword');
      return savePassword(reply, profileid, passwordGrant, password, false, requestLanguage(request));
    },

    async resetPassword(request, reply) {
      const { password, profileid, passwordGrant } = bodyOf(request, 'resetPassword');
      return savePassword(reply, profileid, passwordGrant, password, true, requestLanguage(request));
    },

    async registerMobile(request, reply) {
      const { mobileNumber } = bodyOf(request, 'registerMobile');
      if (customers.byMobile(mobileNumber)) return reply.code(400).send(envelope('102'));
      const refused = heldBack(reply, otps.send(mobileNumber, 'registration'));
      if (refused) return refused;
      db.prepare("INSERT INTO registrations (mobile_number, status, created_at) VALUES (?, 'STARTED', ?) ON CONFLICT(mobile_number) DO NOTHING").run(mobileNumber, new Date().toISOString());
      return sent;
    },

    async sendRegistrationOtp(request, reply) {
      const { channel, mobileNumber, emailId } = bodyOf(request, 'sendRegistrationOtp');
      if (channel === 'EMAIL' && !emailId) return reply.code(400).send(coded('400', 'api:emailNeeded'));
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
      const registration = db.prepare('SELECT status FROM registrations WHERE mobile_number = ?').get(mobileNumber) as { status: string } | undefined;
      const flags = customer ? (db.prepare('SELECT rekyc_required AS r, dormant AS d FROM customers WHERE id = ?').get(customer.id) as { r: number; d: number }) : undefined;
      // 1 new, 3 existing: both start the OTP flow; 2 re-KYC or re-activation under way; 4 on-boarding under way.
      const status = flags && (flags.r || flags.d) && registration?.status === 'REKYC' ? 2 : customer ? 3 : registration?.status === 'ONBOARDING' ? 4 : 1;
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
      if (status) {
        db.prepare('INSERT INTO registrations (mobile_number, email, status, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(mobile_number) DO UPDATE SET status = excluded.status, email = excluded.email').run(
          details.mobileNumber, details.emailId, status, new Date().toISOString(),
        );
      }
      const answer: AnswerOf<'submitOnboardingDetails', 200> = { code: successCode, message: textOf(key), onboardingCode };
      return answer;
    },

    async registerCustomer(request, reply) {
      const { mobileNumber, mobileGrant } = bodyOf(request, 'registerCustomer');
      if (customers.byMobile(mobileNumber)) return reply.code(400).send(envelope('10'));
      if (!mobileGrants.holds(mobileGrant, mobileNumber)) return reply.code(403).send(unproven);
      return { ...coded(successCode, 'api:walletCreated'), ...createCustomer(mobileNumber, 'Wallet customer', null, null) };
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
      if (details.entityId !== limit('migrationEntityId')) return { ...coded(successCode, 'api:cardRegistered'), ...createCustomer(mobileNumber, details.cardHolder.full_name, details.cardHolder.email, details.cardHolder.dob) };
      // Migration (spec §4): the wallet opens with what the previous provider holds, never with what the request says.
      const old = db.prepare("SELECT balance_paise AS balance, transactions FROM migration_accounts WHERE mobile_number = ? AND status = 'PENDING'").get(mobileNumber) as
        | { balance: number; transactions: string }
        | undefined;
      if (!old) return reply.code(404).send(notFound);
      if (details.loadAmount !== old.balance) return reply.code(400).send(coded('400', 'api:migrationAmount'));
      const history = migratedHistory(JSON.parse(old.transactions) as OldTransaction[], old.balance, new Date().toISOString());
      const created = createCustomer(mobileNumber, details.cardHolder.full_name, details.cardHolder.email, details.cardHolder.dob, (customerId) => ledger.open(customerId, history));
      return { ...coded(successCode, 'api:cardRegistered'), ...created };
    },

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
      const traceId = newAadhaarCheck(digits, userName, request.customerId, null);
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
      const traceId = newAadhaarCheck(digits, userName, customer.id, now);
      return {
        ...coded(successCode, 'api:success'),
        traceId,
        result: aadhaarResult(aadhaarMatch(digits), customer.id, now),
      };
    },

    async verifyAadhaarOtp(request, reply) {
      const { traceId, otp } = bodyOf(request, 'verifyAadhaarOtp');
      const check = db.prepare('SELECT aadhaar_number AS aadhaarNumber, match_percent AS matchPercent, customer_id AS customerId FROM aadhaar_checks WHERE trace_id = ?').get(traceId) as
        | { aadhaarNumber: string; matchPercent: number; customerId: number | null }
        | undefined;
      if (!check) return reply.code(400).type('text/plain').send('INVALID_OTP');
      const otpCheck = otps.check(`aadhaar:${check.aadhaarNumber}`, ['aadhaar'], otp);
      if (otpCheck.result === 'exhausted' || otpCheck.result === 'locked') return refuseOtp(reply, otpCheck);
      if (otpCheck.result !== 'ok') return reply.code(400).type('text/plain').send('INVALID_OTP');
      const now = Date.now();
      db.prepare('UPDATE aadhaar_checks SET verified_at = ? WHERE trace_id = ?').run(now, traceId);
      return { ...coded(successCode, 'api:success'), result: aadhaarResult(check.matchPercent, check.customerId, now) };
    },

    async verifyPan(request) {
      const { pan, name } = bodyOf(request, 'verifyPan');
      const match = (identities.pan as Record<string, { nameMatch: boolean; dobMatch: boolean }>)[pan] ?? { nameMatch: true, dobMatch: true };
      const verified = match.nameMatch && match.dobMatch;
      // Spec §4: the upgrade needs PAN verification first, by this customer, in this session.
      if (verified && request.customerId !== null) db.prepare('INSERT INTO pan_checks (customer_id, pan, verified_at, name) VALUES (?, ?, ?, ?)').run(request.customerId, pan, Date.now(), name);
      return { code: successCode, message: textOf(verified ? 'pan.verified' : 'pan.detailsIncorrect'), ...match, score: verified ? 92 : 60 };
    },

    async upgradeMinKyc(request, reply) {
      const { mobileNumber, traceId, pan } = bodyOf(request, 'upgradeMinKyc');
      const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
      if (!customer || customer.mobileNumber !== mobileNumber) return reply.code(404).send(notFound);
      const now = Date.now();
      if (!panVerifiedLately(customer.id, now, pan)) return reply.code(400).send(coded('400', 'pan.detailsIncorrect'));
      // This customer's own check, verified by its OTP lately, never used for an upgrade before.
      const check = db
        .prepare('SELECT match_percent AS m, aadhaar_number AS aadhaar FROM aadhaar_checks WHERE trace_id = ? AND customer_id = ? AND verified_at > ? AND used_at IS NULL')
        .get(traceId, customer.id, now - otpValidityMs()) as { m: number; aadhaar: string } | undefined;
      if (!check || check.m < limit('aadhaarNameMatchPercent')) {
        return reply.code(400).send({ code: '400', message: textOf('aadhaar.nameMismatch') });
      }
      db.transaction(() => {
        db.prepare('UPDATE aadhaar_checks SET used_at = ? WHERE trace_id = ?').run(now, traceId);
        db.prepare("UPDATE customers SET kyc_type = 'FULL_KYC', card_profile_id = ?, pan_verified = 1 WHERE id = ?").run(limit('fullKycCardProfileId'), customer.id);
        customers.recordVerifiedDocuments(customer.id, { PAN: pan, AADHAAR: check.aadhaar }, now);
      })();
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
      if (!panVerifiedLately(customer.id, now)) return reply.code(400).send(coded('400', 'pan.detailsIncorrect'));
      if (!aadhaarCheckWaiting(customer.id, now)) return reply.code(400).send(coded('400', 'api:aadhaarCheckFirst'));
      // Spec §9: the KYC agents take calls in their hours only.
      if (!agentsAt(now)) return reply.code(409).send(coded('409', 'api:videoKycClosed', { opensAt: new Date(kycAgentHours(now).opensAt).toISOString() }));
      // A session id no one can guess, for this customer only, once, for a short while: never the profileId.
      const session = randomBytes(24).toString('base64url');
      db.prepare('INSERT INTO video_kyc_sessions (id, customer_id, expires_at) VALUES (?, ?, ?)').run(session, customer.id, Date.now() + limit('videoKycSessionMinutes') * 60_000);
      return { ...coded(successCode, 'api:success'), redirectUrl: `/sandbox/video-kyc?session=${session}` };
    },

    async getKycUpgradeStatus(request, reply) {
      const { mobileNumber } = bodyOf(request, 'getKycUpgradeStatus');
      const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
      if (!customer || customer.mobileNumber !== mobileNumber) return reply.code(404).send(notFound);
      const now = Date.now();
      const attempts = matchAttempts(customer.id, now);
      // The PAN verified last, with its name: the Aadhaar check and the upgrade send both again.
      const pan = panChecked(customer.id, now);
      const answer: AnswerOf<'getKycUpgradeStatus', 200> = {
        ...coded(successCode, 'api:success'),
        upgrade: {
          attemptsLeft: attempts.left,
          ...(attempts.left === 0 ? { retryAt: timestampAt(now + attempts.retryAfterSeconds * 1000) } : {}),
          ...(pan?.name ? { pan: { number: pan.number, name: pan.name } } : {}),
          aadhaarChecked: aadhaarCheckWaiting(customer.id, now),
        },
      };
      return answer;
    },

    async getRekycStatus(request) {
      const { mobile } = bodyOf(request, 'getRekycStatus');
      const row = db.prepare('SELECT rekyc_required AS r, dormant AS d FROM customers WHERE mobile_number = ?').get(mobile) as { r: number; d: number } | undefined;
      return { ...coded(successCode, 'api:success'), rekycRequired: row?.r === 1, dormantAccount: row?.d === 1 };
    },

    async getRekycProfile(request, reply) {
      const { mobileNumber, mobileGrant } = bodyOf(request, 'getRekycProfile');
      if (!mobileGrants.holds(mobileGrant, mobileNumber)) return reply.code(403).send(coded('403', 'api:verifyOtpFirst'));
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
      db.prepare(`UPDATE customers SET ${updateVectors === 'rekyc' ? 'rekyc_required' : 'dormant'} = 0 WHERE mobile_number = ?`).run(mobileNumber);
      return { code: successCode, message: textOf('onboarding.success'), onboardingCode: '11' };
    },

    async sendRekycOtp(request, reply) {
      const { mobileNumber } = bodyOf(request, 'sendRekycOtp');
      if (!customers.byMobile(mobileNumber)) return reply.code(404).send(notFound);
      return heldBack(reply, otps.send(mobileNumber, 'rekyc')) ?? sent;
    },
  };
}
