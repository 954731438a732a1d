import { timingSafeEqual } from 'node:crypto';
import { timestamp } from '../http/timestamp';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import { coded, successCode, textOf } from '../http/envelope';
import { newReference } from '../services/ledger';
import type { Mails } from '../services/mails';
import type { Otps } from '../services/otps';
import type { Customers } from './customers';
import { notFound, ownWallet } from './own-wallet';
import { singleValues } from '../http/single-values';
import { bodyOf } from './types';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;


interface ServiceRequestRow {
  id: string;
  number: string;
  reason: string;
  comment: string;
  disputeComment: string | null;
  txnId: string | null;
  txnDateTime: string | null;
  status: 'OPEN' | 'IN_PROGRESS' | 'SETTLED_BY_CHECKER' | 'REJECTED_BY_CHECKER';
  createdAt: string;
}

/** Profile, card and wallet state, closure, migration and service requests (spec §3, §4, §6). */
export function createAccountHandlers(db: SandboxDatabase, customers: Customers): Record<string, Handler> {
  const walletAnswer = (customerId: number) => {
    const customer = customers.byId(customerId);
    const wallet = customers.wallet(customerId);
    return { balance: wallet?.balancePaise ?? 0, status: wallet?.status ?? 'CLOSED', kycType: customer?.kycType ?? 'MIN_KYC', cardBlocked: wallet?.cardBlocked === 1 };
  };
  const pending = (customerId: number) =>
    (db.prepare("SELECT count(*) AS n FROM statement_rows WHERE customer_id = ? AND status = 'PENDING'").get(customerId) as { n: number }).n;
  const serviceRequest = (row: ServiceRequestRow, own: NonNullable<ReturnType<typeof ownWallet>>) => ({
    serviceRequestId: row.id,
    serviceRequestNo: row.number,
    reason: row.reason,
    customerComment: row.comment,
    ...(row.disputeComment ? { disputeComment: row.disputeComment } : {}),
    ...(row.txnId ? { txnId: row.txnId } : {}),
    ...(row.txnDateTime ? { txnDateTime: row.txnDateTime } : {}),
    createdDateTime: timestamp(row.createdAt),
    bankId: limit('bankId'),
    productId: limit('productId'),
    urn: own.wallet.urn,
    last4digit: own.wallet.last4Digits,
    requestSource: limit('channelId'),
    createdBy: own.customer.customerRef,
    updatedBy: own.customer.customerRef,
    status: row.status,
  });
  const srColumns = 'id, number, reason, comment, dispute_comment AS disputeComment, txn_id AS txnId, txn_date_time AS txnDateTime, status, created_at AS createdAt';
  const ownOf = (request: FastifyRequest) => {
    const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
    const wallet = customer ? customers.wallet(customer.id) : undefined;
    return customer && wallet ? ownWallet(customers, request, wallet.urn) : null;
  };

  return {
    async updateProfile(request, reply) {
      const { urn, email } = bodyOf(request, 'updateProfile');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      db.prepare('UPDATE customers SET email = ? WHERE id = ?').run(email, own.customer.id);
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
      if (own.wallet.status !== 'ACTIVE') return reply.code(403).send(coded('403', 'api:cardClosedForGood'));
      db.prepare('UPDATE wallets SET card_blocked = 0 WHERE customer_id = ?').run(own.customer.id);
      return { ...coded(successCode, 'api:cardUnblocked'), wallet: walletAnswer(own.customer.id) };
    },

    async updateTransactionInfo(request, reply) {
      const { urn, txnId, remarks } = bodyOf(request, 'updateTransactionInfo');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      const changed = db.prepare('UPDATE statement_rows SET remarks = ? WHERE customer_id = ? AND txn_ref = ?').run(remarks, own.customer.id, txnId).changes;
      if (changed === 0) return reply.code(404).send(coded('404', 'api:noSuchTransaction'));
      return { ...coded(successCode, 'api:transactionUpdated') };
    },

    async listServiceRequests(request, reply) {
      const { urn, pageNumber = 1, count = 20 } = bodyOf(request, 'listServiceRequests');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      const rows = db.prepare(`SELECT ${srColumns} FROM service_requests WHERE customer_id = ? ORDER BY created_at DESC LIMIT ? OFFSET ?`).all(own.customer.id, count, (pageNumber - 1) * count) as ServiceRequestRow[];
      return { code: successCode, message: textOf(rows.length === 0 ? 'serviceRequest.noneFound' : 'api:success'), serviceRequestDtoList: rows.map((row) => serviceRequest(row, own)) };
    },

    async getServiceRequest(request, reply) {
      const own = ownOf(request);
      const row = own ? (db.prepare(`SELECT ${srColumns} FROM service_requests WHERE customer_id = ? AND id = ?`).get(own.customer.id, bodyOf(request, 'getServiceRequest').serviceRequestId) as ServiceRequestRow | undefined) : undefined;
      if (!own || !row) return reply.code(404).send({ code: '404', message: textOf('serviceRequest.noneFound') });
      return { ...coded(successCode, 'api:success'), serviceRequestDto: serviceRequest(row, own) };
    },

    async createServiceRequest(request, reply) {
      const input = bodyOf(request, 'createServiceRequest');
      const own = ownWallet(customers, request, input.urn);
      if (!own || own.wallet.last4Digits !== input.last4digit) return reply.code(404).send(notFound);
      // A dispute names a transaction of the customer's own statement (issue 17); its time is the statement's.
      const disputed = input.txnId === undefined ? undefined : (db.prepare('SELECT created_at AS createdAt FROM statement_rows WHERE customer_id = ? AND txn_ref = ?').get(own.customer.id, input.txnId) as { createdAt: string } | undefined);
      if (input.txnId !== undefined && !disputed) return reply.code(404).send(notFound);
      const id = newReference('SR');
      const now = new Date().toISOString();
      db.prepare(
        "INSERT INTO service_requests (id, number, customer_id, reason, comment, txn_id, txn_date_time, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'OPEN', ?, ?)",
      ).run(id, newReference('SRN'), own.customer.id, input.reason, input.comment, input.txnId ?? null, disputed ? timestamp(disputed.createdAt) : (input.txnDateTime ?? null), now, now);
      const row = db.prepare(`SELECT ${srColumns} FROM service_requests WHERE id = ?`).get(id) as ServiceRequestRow;
      return { code: successCode, message: textOf('serviceRequest.created'), serviceRequestDto: serviceRequest(row, own) };
    },

    async updateServiceRequest(request, reply) {
      const { serviceRequestId, comment } = bodyOf(request, 'updateServiceRequest');
      const own = ownOf(request);
      const changed = own
        ? db.prepare("UPDATE service_requests SET dispute_comment = ?, status = CASE status WHEN 'OPEN' THEN 'IN_PROGRESS' ELSE status END, updated_at = ? WHERE id = ? AND customer_id = ?").run(comment, new Date().toISOString(), serviceRequestId, own.customer.id).changes
        : 0;
      if (!own || changed === 0) return reply.code(404).send({ code: '404', message: textOf('serviceRequest.noneFound') });
      const row = db.prepare(`SELECT ${srColumns} FROM service_requests WHERE id = ?`).get(serviceRequestId) as ServiceRequestRow;
      return { code: successCode, message: textOf('serviceRequest.updated'), serviceRequestDto: serviceRequest(row, own) };
    },
  };
}

/** Compares secrets in constant time. */
function sameSecret(offered: string, expected: string): boolean {
  const a = Buffer.from(offered);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The header the back office's checker proves itself with: the operator key printed when the sandbox starts. */
export const operatorKeyHeader = 'x-sandbox-operator-key';

/**
 * The dev inbox of simulated OTP and mail delivery, the back-office checker and the video-KYC page (README:
 * Sandbox). None is a door: the checker needs the operator key, and a video-KYC session is a random
 * id bound to the customer who started it, used once.
 */
export function registerSandboxPages(app: FastifyInstance, db: SandboxDatabase, otps: Otps, mails: Mails, customers: Customers, operatorKey: string): void {
  app.get('/sandbox/inbox', (request, reply) => {
    const query = singleValues(request.query);
    if (!query) return reply.code(400).send(coded('400', 'api:fieldOnce'));
    const target = query['mobile'] ?? query['email'] ?? (query['aadhaar'] ? `aadhaar:${query['aadhaar']}` : undefined);
    if (!target) return reply.code(400).send(coded('400', 'api:inboxQuery'));
    // Mails (a statement and its PDF) go to an e-mail address only.
    return { to: target, messages: otps.inbox(target), ...(query['email'] ? { mails: mails.inbox(target) } : {}) };
  });
  // The checker of maker/checker approval (spec §6, not in the portal): settles or rejects a service request.
  app.post('/sandbox/checker', (request, reply) => {
    const offered = request.headers[operatorKeyHeader];
    if (typeof offered !== 'string' || !sameSecret(offered, operatorKey)) return reply.code(401).send(coded('401', 'api:operatorOnly'));
    const body = singleValues(request.body);
    if (!body) return reply.code(400).send(coded('400', 'api:fieldOnce'));
    const { serviceRequestId, decision } = body;
    if (decision !== 'SETTLED_BY_CHECKER' && decision !== 'REJECTED_BY_CHECKER') {
      return reply.code(400).send(coded('400', 'api:checkerDecision'));
    }
    const changed = db.prepare('UPDATE service_requests SET status = ?, updated_at = ? WHERE id = ?').run(decision, new Date().toISOString(), serviceRequestId ?? '').changes;
    if (changed === 0) return reply.code(404).send(coded('404', 'api:noSuchServiceRequest'));
    return { ...coded(successCode, 'api:success') };
  });
  app.get('/sandbox/video-kyc', (request, reply) => {
    const query = singleValues(request.query);
    if (!query) return reply.code(400).send(coded('400', 'api:fieldOnce'));
    const session = query['session'] ?? '';
    const started = db.transaction(() => {
      const row = db.prepare('SELECT customer_id AS customerId FROM video_kyc_sessions WHERE id = ? AND used_at IS NULL AND expires_at > ?').get(session, Date.now()) as { customerId: number } | undefined;
      if (row) db.prepare('UPDATE video_kyc_sessions SET used_at = ? WHERE id = ?').run(Date.now(), session);
      return row;
    })();
    if (!started) return reply.code(404).send(coded('404', 'api:noVideoKycSession'));
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
