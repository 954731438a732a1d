import type { FastifyRequest } from 'fastify';
import { limit } from '../../src/core/config/limits';
import { addDays, istDate } from '../../src/core/format/ist-time';
import type { SandboxDatabase } from '../db/open-database';
import { coded, envelope, refusalBody, successCode, textOf } from '../http/envelope';
import { timestamp } from '../http/timestamp';
import { newReference } from '../services/ledger';
import type { Customers } from './customers';
import { notFound, ownWallet } from './own-wallet';
import { bodyOf, type Handler } from './types';

type RequestStatus = 'OPEN' | 'IN_PROGRESS' | 'SETTLED_BY_CHECKER' | 'REJECTED_BY_CHECKER';

/** A checker's decision closes a request: the customer can add nothing more to it. */
const closedStatuses: readonly RequestStatus[] = ['SETTLED_BY_CHECKER', 'REJECTED_BY_CHECKER'];

interface ServiceRequestRow {
  id: string;
  number: string;
  reason: string;
  comment: string;
  disputeComment: string | null;
  txnId: string | null;
  txnDateTime: string | null;
  status: RequestStatus;
  createdAt: string;
  updatedAt: string;
}

interface UpdateRow {
  author: 'CUSTOMER' | 'BANK';
  comment: string | null;
  status: RequestStatus;
  createdAt: string;
}

const columns =
  'id, number, reason, comment, dispute_comment AS disputeComment, txn_id AS txnId, txn_date_time AS txnDateTime, status, created_at AS createdAt, updated_at AS updatedAt';

/** Adds a line to a request's history: a comment of the customer, or a decision of the bank. */
/** The dispute about a transaction of the customer's that is neither settled nor rejected, if any. */
export function openDisputeOf(db: SandboxDatabase, customerId: number, txnId: string): { serviceRequestId: string; serviceRequestNo: string } | undefined {
  const placeholders = closedStatuses.map(() => '?').join(', ');
  return db
    .prepare(`SELECT id AS serviceRequestId, number AS serviceRequestNo FROM service_requests WHERE customer_id = ? AND txn_id = ? AND status NOT IN (${placeholders}) ORDER BY created_at LIMIT 1`)
    .get(customerId, txnId, ...closedStatuses) as { serviceRequestId: string; serviceRequestNo: string } | undefined;
}

export function addServiceRequestUpdate(db: SandboxDatabase, serviceRequestId: string, author: UpdateRow['author'], status: RequestStatus, comment: string | null, at: string): void {
  db.prepare('INSERT INTO service_request_updates (service_request_id, author, comment, status, created_at) VALUES (?, ?, ?, ?, ?)').run(serviceRequestId, author, comment, status, at);
}

/** Service requests (spec §2 list, detail, create and update; §3 Service request; issue 18): the customer's own only. */
export function createServiceRequestHandlers(db: SandboxDatabase, customers: Customers): Record<string, Handler> {
  const answerOf = (row: ServiceRequestRow, own: NonNullable<ReturnType<typeof ownWallet>>) => {
    const updates = db
      .prepare('SELECT author, comment, status, created_at AS createdAt FROM service_request_updates WHERE service_request_id = ? ORDER BY id')
      .all(row.id) as UpdateRow[];
    return {
      serviceRequestId: row.id,
      serviceRequestNo: row.number,
      reason: row.reason,
      customerComment: row.comment,
      ...(row.disputeComment ? { disputeComment: row.disputeComment } : {}),
      ...(row.txnId ? { txnId: row.txnId } : {}),
      ...(row.txnDateTime ? { txnDateTime: row.txnDateTime } : {}),
      createdDateTime: timestamp(row.createdAt),
      updatedDateTime: timestamp(row.updatedAt),
      // The bank answers within customerCareReplyDays of the request (issue 18), then the customer may escalate.
      resolveBy: addDays(istDate(Date.parse(row.createdAt)), limit('customerCareReplyDays')),
      updates: updates.map((update) => ({ author: update.author, status: update.status, dateTime: timestamp(update.createdAt), ...(update.comment ? { comment: update.comment } : {}) })),
      bankId: limit('bankId'),
      productId: limit('productId'),
      urn: own.wallet.urn,
      last4digit: own.wallet.last4Digits,
      requestSource: limit('channelId'),
      createdBy: own.customer.customerRef,
      updatedBy: own.customer.customerRef,
      status: row.status,
    };
  };
  const ownOf = (request: FastifyRequest) => {
    const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
    const wallet = customer ? customers.wallet(customer.id) : undefined;
    return customer && wallet ? ownWallet(customers, request, wallet.urn) : null;
  };
  const rowOf = (customerId: number, id: string) => db.prepare(`SELECT ${columns} FROM service_requests WHERE customer_id = ? AND id = ?`).get(customerId, id) as ServiceRequestRow | undefined;
  const numbered = (customerId: number, number: string) => db.prepare(`SELECT ${columns} FROM service_requests WHERE customer_id = ? AND number = ?`).get(customerId, number) as ServiceRequestRow | undefined;
  const noneFound = refusalBody('account:serviceRequest.noneFound');

  return {
    async listServiceRequests(request, reply) {
      const { urn, pageNumber = 1, count = 20 } = bodyOf(request, 'listServiceRequests');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      const rows = db.prepare(`SELECT ${columns} FROM service_requests WHERE customer_id = ? ORDER BY created_at DESC LIMIT ? OFFSET ?`).all(own.customer.id, count, (pageNumber - 1) * count) as ServiceRequestRow[];
      return { code: successCode, message: textOf(rows.length === 0 ? 'account:serviceRequest.noneFound' : 'api:success'), serviceRequestDtoList: rows.map((row) => answerOf(row, own)) };
    },

    async getServiceRequest(request, reply) {
      const own = ownOf(request);
      const asked = bodyOf(request, 'getServiceRequest');
      // By the number the customer quotes (the portal's addresses), or by the id.
      const row = !own ? undefined : 'serviceRequestNo' in asked ? numbered(own.customer.id, asked.serviceRequestNo) : rowOf(own.customer.id, asked.serviceRequestId);
      if (!own || !row) return reply.code(404).send(noneFound);
      return { ...coded(successCode, 'api:success'), serviceRequestDto: answerOf(row, own) };
    },

    async createServiceRequest(request, reply) {
      const input = bodyOf(request, 'createServiceRequest');
      const own = ownWallet(customers, request, input.urn);
      if (!own || own.wallet.last4Digits !== input.last4digit) return reply.code(404).send(notFound);
      // A dispute names a transaction of the customer's own statement (issue 17); its time is the statement's.
      const disputed = input.txnId === undefined ? undefined : (db.prepare('SELECT created_at AS createdAt FROM statement_rows WHERE customer_id = ? AND txn_ref = ?').get(own.customer.id, input.txnId) as { createdAt: string } | undefined);
      if (input.txnId !== undefined && !disputed) return reply.code(404).send(notFound);
      // One open dispute a transaction (issue 31 item 13): the customer follows the one they raised.
      const open = input.txnId === undefined ? undefined : openDisputeOf(db, own.customer.id, input.txnId);
      if (open) return reply.code(409).send(envelope('169', { serviceRequestNo: open.serviceRequestNo }));
      const id = newReference('SR');
      const now = new Date().toISOString();
      db.prepare(
        "INSERT INTO service_requests (id, number, customer_id, reason, comment, txn_id, txn_date_time, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'OPEN', ?, ?)",
      ).run(id, newReference('SRN'), own.customer.id, input.reason, input.comment, input.txnId ?? null, disputed ? timestamp(disputed.createdAt) : (input.txnDateTime ?? null), now, now);
      return { code: successCode, message: textOf('account:serviceRequest.created'), serviceRequestDto: answerOf(rowOf(own.customer.id, id) as ServiceRequestRow, own) };
    },

    async updateServiceRequest(request, reply) {
      const { serviceRequestId, comment } = bodyOf(request, 'updateServiceRequest');
      const own = ownOf(request);
      const before = own ? rowOf(own.customer.id, serviceRequestId) : undefined;
      if (!own || !before) return reply.code(404).send(noneFound);
      // A settled or rejected request is closed (issue 18): a conflict with its state, said by code 164.
      if (closedStatuses.includes(before.status)) return reply.code(409).send(envelope('164'));
      const now = new Date().toISOString();
      const status: RequestStatus = before.status === 'OPEN' ? 'IN_PROGRESS' : before.status;
      db.transaction(() => {
        db.prepare('UPDATE service_requests SET dispute_comment = ?, status = ?, updated_at = ? WHERE id = ?').run(comment, status, now, serviceRequestId);
        addServiceRequestUpdate(db, serviceRequestId, 'CUSTOMER', status, comment, now);
      })();
      return { code: successCode, message: textOf('account:serviceRequest.updated'), serviceRequestDto: answerOf(rowOf(own.customer.id, serviceRequestId) as ServiceRequestRow, own) };
    },
  };
}
