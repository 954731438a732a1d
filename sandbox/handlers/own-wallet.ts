import { coded, refusalBody } from '../http/envelope';
import type { FastifyRequest } from 'fastify';
import type { Answer } from '../services/idempotency';
import type { CustomerRow, Customers, WalletRow } from './customers';
import { temporaryBlockAnswer } from './refusal';

export interface OwnWallet {
  readonly customer: CustomerRow;
  readonly wallet: WalletRow;
}

/** The session's customer and wallet, when the urn asked for is theirs; null otherwise (answered 404). */
export function ownWallet(customers: Customers, request: FastifyRequest, urn: string): OwnWallet | null {
  const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
  const wallet = customer ? customers.wallet(customer.id) : undefined;
  if (!customer || !wallet || wallet.urn !== urn) return null;
  return { customer, wallet };
}

export const notFound = refusalBody('api:userNotFound');

/**
 * The session's own wallet for a money or beneficiary action: 404 when the urn is not theirs, and
 * the temporary-block answer while support keeps it blocked (spec §6).
 */
export function walletForAction(customers: Customers, request: FastifyRequest, urn: string): OwnWallet | Answer {
  const own = ownWallet(customers, request, urn);
  if (!own) return { status: 404, body: notFound };
  return closedAnswer(own.wallet) ?? temporaryBlockAnswer(own.wallet) ?? own;
}

/**
 * Spec §4: a wallet closed (13), or closed for good by a permanent block (120), moves nothing and
 * lets no one in; the answer a wallet action or a login meets then. Null for a wallet in use.
 */
export function closedAnswer(wallet: Pick<WalletRow, 'status'> | undefined): Answer | null {
  if (wallet?.status === 'CLOSED') return { status: 403, body: coded('13', 'wallet.closed') };
  if (wallet?.status === 'BLOCKED') return { status: 403, body: coded('120', 'wallet.closed') };
  return null;
}

/** Whether a check answered (a refusal) instead of giving what it found: the wallet, the friend, the beneficiary. */
export function isAnswer(value: object): value is Answer {
  return 'status' in value;
}
