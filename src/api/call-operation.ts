import { normaliseRequestBody } from '@/core/http/normalise-request-body';
import type { ApiResult, NetworkFailure } from '@/core/outcome/api-result';
import { failureReference } from '@/core/outcome/failure-reference';
import { limit } from '@/core/config/limits';
import type { Confirmation } from './confirmation';
import type { ApiClient } from './api-client';
import { ConfigUnavailable } from './config-unavailable';
import { noteFailedRequest } from './failed-request';
import { PayloadIntegrityError } from '../../packages/wallet-client/src/payload-envelope';
import { operations, type OperationId, type OperationInfo } from './generated/operations';
import type { operations as OperationTypes } from './generated/wallet';

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON request body of an operation. */
export type OperationBody<Op extends OperationId> = JsonContent<OperationTypes[Op]['requestBody']>;

/** The JSON body of an operation's answer, for any status it documents. */
export type OperationAnswer<Op extends OperationId> = JsonContent<OperationTypes[Op]['responses'][keyof OperationTypes[Op]['responses']]>;

type QueryOf<T> = T extends { parameters: { query?: infer Q } } ? Q : never;

/** The query parameters of an operation (GET and DELETE operations carry their data there). */
export type OperationQuery<Op extends OperationId> = QueryOf<OperationTypes[Op]>;

export interface CallOptions<Op extends OperationId = OperationId> {
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  readonly query?: OperationQuery<Op>;
  /** Required by operations that move money: the confirmation this request carries out. */
  readonly confirmation?: Confirmation;
  /** An access token to send instead of the session's (logout, once the device has forgotten the session). */
  readonly bearer?: string;
  /** Lets the request finish when the page is left at once (logout before a redirect). */
  readonly keepalive?: boolean;
}

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

/** A result, its request kept as the last that failed when it did (for the server-error page). */
function noted<R extends ApiResult>(result: R): R {
  const reference = failureReference(result);
  if (reference !== undefined) noteFailedRequest(reference);
  return result;
}

/** An answer, with the body as it was sent (trimmed, numbers prefixed). */
export type CallResult<Op extends OperationId> = ApiResult<OperationAnswer<Op>> & { readonly sent: unknown };

/**
 * Calls an operation of openapi/wallet.yaml by its operationId. The body is normalised here, the
 * one place it is (spec §5: text trimmed, mobile numbers with the 91 prefix, by the fields the
 * contract declares), and returned as sent. The answer is normalised for the outcome layer: every
 * HTTP status becomes {httpStatus, code, message, body}; a failure below HTTP (no network,
 * aborted, timed out) becomes httpStatus 0 with `failure` set.
 */
export async function callOperation<Op extends OperationId>(
  client: ApiClient,
  operationId: Op,
  body: OperationBody<Op> | undefined,
  options: CallOptions<Op> = {},
): Promise<CallResult<Op>> {
  const { method, path } = operations[operationId];
  // The table writes only the flags and lists an operation has: read through their general shape.
  const info: OperationInfo = operations[operationId];
  const sent = body === undefined ? undefined : normaliseRequestBody(body, info);
  if (info.movesMoney && !options.confirmation) throw new Error(`${operationId} moves money: pass the customer's confirmation`);
  // One id a call, which the server logs it under and answers with (issue 38 item 4); a retry is a call of its own.
  const requestId = crypto.randomUUID();
  const header = {
    'X-Request-Id': requestId,
    ...(options.confirmation ? { 'Idempotency-Key': options.confirmation.idempotencyKey } : {}),
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
    const payload = (answer.data ?? answer.error) as OperationAnswer<Op> | undefined;
    return noted({
      httpStatus: answer.response.status,
      code: envelopeText(payload, 'code'),
      message: envelopeText(payload, 'message'),
      body: payload,
      sent,
      requestId,
    });
  } catch (error) {
    // Never sent: the configuration it waited for did not come; that request is the one to quote.
    if (error instanceof ConfigUnavailable) return noted({ httpStatus: 0, code: '', message: '', body: undefined, failure: error.failure, sent, requestId: error.requestId });
    return noted({ httpStatus: 0, code: '', message: '', body: undefined, failure: failureOf(error, timeout.signal.aborted), sent, requestId });
  } finally {
    clearTimeout(timer);
  }
}
