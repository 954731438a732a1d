import type { FastifyInstance } from 'fastify';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import { coded, envelope, refusalBody, requestLanguage, successCode, textOf } from '../http/envelope';
import type { Mails } from '../services/mails';
import type { Otps } from '../services/otps';
import type { CardPayments } from '../services/card-payments';
import type { Customers } from './customers';
import { notFound, ownWallet } from './own-wallet';
import { singleValues } from '../http/single-values';
import { isOperator } from '../http/operator-key';
import { bodyOf, type Handler } from './types';
import { addServiceRequestUpdate } from './service-request-handlers';
import { maskedEmail, type Alerts } from '../services/alerts';

/** Profile, card and wallet state, closure, migration and service requests (spec §3, §4, §6). */
export function createAccountHandlers(db: SandboxDatabase, customers: Customers, otps: Otps, payments: CardPayments, alerts: Alerts): Record<string, Handler> {
  const walletAnswer = (customerId: number) => {
    const customer = customers.byId(customerId);
    const wallet = customers.wallet(customerId);
    return { balance: wallet?.balancePaise ?? 0, status: wallet?.status ?? 'CLOSED', kycType: customer?.kycType ?? 'MIN_KYC', cardBlocked: wallet?.cardBlocked === 1 };
  };
  // Pending rows of the statement, and card loads still waiting at the provider, which have no row
  // until it answers: a wallet closed over one lost the provider's later success (issue 31 item 4).
  const pending = (customerId: number) =>
    (db.prepare("SELECT count(*) AS n FROM statement_rows WHERE customer_id = ? AND status = 'PENDING'").get(customerId) as { n: number }).n + payments.pending(customerId).count;

  return {
    async updateProfile(request, reply) {
      const { urn, email } = bodyOf(request, 'updateProfile');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      // Only an address the customer proved to hold (its OTP verified, 2090) goes on the profile: statements are sent there.
      if (!otps.recentlyVerified(email, 'email')) return reply.code(400).send(refusalBody('api:verifyOtpFirst'));
      db.transaction(() => {
        db.prepare('UPDATE customers SET email = ? WHERE id = ?').run(email, own.customer.id);
        // To the old address (issue 32 item 5); the same address again is no change.
        if (email !== own.customer.email) alerts.announce('emailChanged', own.customer, requestLanguage(request), { address: maskedEmail(email) });
      })();
      return { ...coded(successCode, 'api:profileUpdated') };
    },

    async updateProfileDetails(request, reply) {
      const { urn, fullName, address } = bodyOf(request, 'updateProfileDetails');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      // Spec §5: the name a PAN card verified stays; the same name sent back with a new address is fine.
      if (own.customer.panVerified === 1 && fullName !== own.customer.fullName) return reply.code(403).send(envelope('167'));
      db.prepare('UPDATE customers SET full_name = ?, address_line = ?, city = ?, state = ?, pincode = ? WHERE id = ?').run(fullName, address.line, address.city, address.state, address.pincode, own.customer.id);
      return { ...coded(successCode, 'api:profileUpdated') };
    },

    async statusEnquiry(request, reply) {
      const own = ownWallet(customers, request, bodyOf(request, 'statusEnquiry').urn);
      if (!own) return reply.code(404).send(notFound);
      const count = pending(own.customer.id);
      db.prepare('UPDATE wallets SET status_enquiry_ok_at = ? WHERE customer_id = ?').run(count === 0 ? Date.now() : null, own.customer.id);
      return { code: successCode, message: textOf(count === 0 ? 'api:success' : 'wallet.pendingTransactions'), pendingTransactions: count };
    },

    async blockCard(request, reply) {
      const { urn, messageCode } = bodyOf(request, 'blockCard');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      // 3530 blocks the card for a while; 1240 closes it for good (spec §7).
      db.prepare(`UPDATE wallets SET card_blocked = 1${messageCode === 1240 ? ", status = 'BLOCKED'" : ''} WHERE customer_id = ?`).run(own.customer.id);
      return { ...coded(successCode, 'api:cardBlocked'), wallet: walletAnswer(own.customer.id) };
    },

    async unblockCard(request, reply) {
      const own = ownWallet(customers, request, bodyOf(request, 'unblockCard').urn);
      if (!own) return reply.code(404).send(notFound);
      if (own.wallet.status !== 'ACTIVE') return reply.code(403).send(refusalBody('api:cardClosedForGood'));
      db.prepare('UPDATE wallets SET card_blocked = 0 WHERE customer_id = ?').run(own.customer.id);
      return { ...coded(successCode, 'api:cardUnblocked'), wallet: walletAnswer(own.customer.id) };
    },

    async updateTransactionInfo(request, reply) {
      const { urn, txnId, remarks } = bodyOf(request, 'updateTransactionInfo');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      const changed = db.prepare('UPDATE statement_rows SET remarks = ? WHERE customer_id = ? AND txn_ref = ?').run(remarks, own.customer.id, txnId).changes;
      if (changed === 0) return reply.code(404).send(refusalBody('account:refusal.noSuchTransaction'));
      return { ...coded(successCode, 'api:transactionUpdated') };
    },
  };
}


/**
 * The dev inbox of simulated OTP and mail delivery, the back-office checker and the video-KYC page (README:
 * Sandbox). None is a door: the checker needs the operator key, and a video-KYC session is a random
 * id bound to the customer who started it, used once.
 */
export function registerSandboxPages(app: FastifyInstance, db: SandboxDatabase, otps: Otps, mails: Mails, alerts: Alerts, customers: Customers, operatorKey: string): void {
  app.get('/sandbox/inbox', (request, reply) => {
    const query = singleValues(request.query);
    if (!query) return reply.code(400).send(refusalBody('api:fieldOnce'));
    const target = query['mobile'] ?? query['email'] ?? (query['aadhaar'] ? `aadhaar:${query['aadhaar']}` : undefined);
    if (!target) return reply.code(400).send(refusalBody('api:inboxQuery'));
    // Mails (a statement and its PDF) go to an e-mail address only.
    return { to: target, messages: otps.inbox(target), ...(query['mobile'] ? { texts: alerts.inbox(target) } : {}), ...(query['email'] ? { mails: mails.inbox(target) } : {}) };
  });
  // The checker of maker/checker approval (spec §6, not in the portal): settles or rejects a service request.
  app.post('/sandbox/checker', (request, reply) => {
    if (!isOperator(request, operatorKey)) return reply.code(401).send(refusalBody('api:operatorOnly'));
    const body = singleValues(request.body);
    if (!body) return reply.code(400).send(refusalBody('api:fieldOnce'));
    const { decision, comment } = body;
    // By its id, or by the number the customer quotes to the bank's staff.
    const numbered = body['serviceRequestNo'] === undefined ? undefined : (db.prepare('SELECT id FROM service_requests WHERE number = ?').get(body['serviceRequestNo']) as { id: string } | undefined);
    const serviceRequestId = body['serviceRequestId'] ?? numbered?.id ?? '';
    if (decision !== 'SETTLED_BY_CHECKER' && decision !== 'REJECTED_BY_CHECKER') {
      return reply.code(400).send(refusalBody('api:checkerDecision'));
    }
    const now = new Date().toISOString();
    // The decision goes into the request's history with the bank's words, if any (issue 18).
    const changed = db.transaction(() => {
      const count = db.prepare('UPDATE service_requests SET status = ?, updated_at = ? WHERE id = ?').run(decision, now, serviceRequestId).changes;
      if (count > 0) addServiceRequestUpdate(db, serviceRequestId, 'BANK', decision, comment ?? null, now);
      return count;
    })();
    if (changed === 0) return reply.code(404).send(refusalBody('api:noSuchServiceRequest'));
    return { ...coded(successCode, 'api:success') };
  });
  app.get('/sandbox/video-kyc', (request, reply) => {
    const query = singleValues(request.query);
    if (!query) return reply.code(400).send(refusalBody('api:fieldOnce'));
    const session = query['session'] ?? '';
    const started = db.transaction(() => {
      const row = db.prepare('SELECT customer_id AS customerId FROM video_kyc_sessions WHERE id = ? AND used_at IS NULL AND expires_at > ?').get(session, Date.now()) as { customerId: number } | undefined;
      if (row) db.prepare('UPDATE video_kyc_sessions SET used_at = ? WHERE id = ?').run(Date.now(), session);
      return row;
    })();
    if (!started) return reply.code(404).send(refusalBody('api:noVideoKycSession'));
    // The checks the call was started on (spec §4: PAN, then the Aadhaar from DigiLocker) become the verified documents.
    const pan = db.prepare('SELECT pan FROM pan_checks WHERE customer_id = ? ORDER BY verified_at DESC LIMIT 1').get(started.customerId) as { pan: string } | undefined;
    const aadhaar = db
      .prepare('SELECT trace_id AS traceId, aadhaar_number AS number FROM aadhaar_checks WHERE customer_id = ? AND verified_at IS NOT NULL AND used_at IS NULL ORDER BY verified_at DESC LIMIT 1')
      .get(started.customerId) as { traceId: string; number: string } | undefined;
    db.transaction(() => {
      db.prepare("UPDATE customers SET kyc_type = 'FULL_KYC_VERIFIED', card_profile_id = ?, pan_verified = 1 WHERE id = ?").run(limit('fullKycCardProfileId'), started.customerId);
      if (aadhaar) db.prepare('UPDATE aadhaar_checks SET used_at = ? WHERE trace_id = ?').run(Date.now(), aadhaar.traceId);
      customers.recordVerifiedDocuments(started.customerId, { ...(pan ? { PAN: pan.pan } : {}), ...(aadhaar ? { AADHAAR: aadhaar.number } : {}) }, Date.now());
    })();
    // Spec §2: after the video KYC is verified the customer is sent to {host}/login, which says it was received.
    return reply.code(303).header('location', '/login?notice=videoKyc').send();
  });
}
