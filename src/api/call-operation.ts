import type { ApiResult } from '@/core/outcome/api-result';
import { onceUntilFailure } from '@/core/load/once-until-failure';
import type { Confirmation } from './confirmation';
import type { ApiClient } from './api-client';
import { unanswered } from './failed-request';
import type { OperationId } from './generated/operations';
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

/** An answer, with the body as it was sent (trimmed, numbers prefixed) and whether its operation moves money. */
export type CallResult<Op extends OperationId> = ApiResult<OperationAnswer<Op>> & { readonly sent: unknown; readonly movesMoney: boolean };

/** A call of an operation of openapi/wallet.yaml by its operationId, with the body and the options of that operation. */
export type OperationCall = <Op extends OperationId>(client: ApiClient, operationId: Op, body: OperationBody<Op> | undefined, options?: CallOptions<Op>) => Promise<CallResult<Op>>;

/**
 * The code that sends a call (the operation table, the body's normalisation) loads with the first
 * call, or when the page is idle (`warmCalls`), not with the first paint (issue 59: the first load's
 * budget). One that could not load is asked for again by the next call.
 */
const loadSender = onceUntilFailure<{ readonly sendOperation: OperationCall }>(() => import('./send-operation'));

export function warmCalls(): void {
  loadSender().catch(() => undefined);
}

/**
 * Calls an operation of openapi/wallet.yaml by its operationId (send-operation.ts). Where the code
 * that sends it could not load (the network), the call failed as a request that got no answer does.
 */
export const callOperation: OperationCall = async (client, operationId, body, options) => {
  const loaded = await loadSender().catch(() => undefined);
  if (loaded) return loaded.sendOperation(client, operationId, body, options);
  return unanswered('network', body, false, crypto.randomUUID());
};
