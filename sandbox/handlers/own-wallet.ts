import { coded } from '../http/envelope';
import type { FastifyRequest } from 'fastify';
import type { CustomerRow, Customers, WalletRow } from './customers';

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

export const notFound = coded('909', 'api.userNotFound');
