import { normaliseRequestBody } from '@/core/http/normalise-request-body';
import type { NetworkFailure } from '@/core/outcome/api-result';
import { limit } from '@/core/config/limits';
import type { OperationAnswer, OperationCall } from './call-operation';
import { ConfigUnavailable } from './config-unavailable';
import { notedResult, unanswered } from './failed-request';
import { PayloadIntegrityError } from '../../packages/wallet-client/src/payload-envelope';
import { operations, type OperationInfo } from './generated/operations';

function failureOf(error: unknown, timedOut: boolean): NetworkFailure {
  if (timedOut) return 'timeout';
  if (error instanceof PayloadIntegrityError) return 'integrity';
  if (error instanceof Error && error.name === 'AbortError') return 'aborted';
  return 'network';
}

function envelopeText(body: unknown, field: 'code' | 'message'): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Sends a call of an operation of openapi/wallet.yaml by its operationId. The body is normalised here, the
 * one place it is (spec §5: text trimmed, mobile numbers with the 91 prefix, by the fields the
 * contract declares), and returned as sent. The answer is normalised for the outcome layer: every
 * HTTP status becomes {httpStatus, code, message, body}; a failure below HTTP (no network,
 * aborted, timed out) becomes httpStatus 0 with `failure` set.
 */
export const sendOperation: OperationCall = async (client, operationId, body, options = {}) => {
  const { method, path } = operations[operationId];
  // The table writes only the flags and lists an operation has: read through their general shape.
  const info: OperationInfo = operations[operationId];
  const sent = body === undefined ? undefined : normaliseRequestBody(body, info);
  const movesMoney = info.movesMoney === true;
  if (movesMoney && !options.confirmation) throw new Error(`${operationId} moves money: pass the customer's confirmation`);
  // One id a call, which the server logs it under and answers with (issue 38 item 4); a retry is a call of its own.
  const requestId = crypto.randomUUID();
  const header = {
    'X-Request-Id': requestId,
    ...(movesMoney && options.confirmation ? { 'Idempotency-Key': options.confirmation.idempotencyKey } : {}),
    ...(options.bearer ? { Authorization: `Bearer ${options.bearer}` } : {}),
  };
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? limit('requestTimeoutMs'));
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    // The operation table is generated from the same file as the client's types, so the pair is valid.
    const answer: { data?: unknown; error?: unknown; response: Response } = await client.request(
      method,
      path as never,
      { body: sent, signal, params: { query: options.query, header }, ...(options.keepalive ? { keepalive: true } : {}) } as never,
    );
    const payload = (answer.data ?? answer.error) as OperationAnswer<typeof operationId> | undefined;
    return notedResult({
      httpStatus: answer.response.status,
      code: envelopeText(payload, 'code'),
      message: envelopeText(payload, 'message'),
      body: payload,
      sent,
      movesMoney,
      requestId,
    });
  } catch (error) {
    // Never sent: the configuration it waited for did not come; that request is the one to quote.
    if (error instanceof ConfigUnavailable) return unanswered(error.failure, sent, movesMoney, error.requestId);
    return unanswered(failureOf(error, timeout.signal.aborted), sent, movesMoney, requestId);
  } finally {
    clearTimeout(timer);
  }
};
