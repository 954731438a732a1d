import type { FastifyInstance } from 'fastify';
import seed from '../../sandbox/db/seed.json' with { type: 'json' };

export type SeededCustomer = (typeof seed.customers)[number];

/** A customer of sandbox/db/seed.json by the ten digits of their mobile number. */
export function seededCustomer(mobile: string): SeededCustomer {
  const found = seed.customers.find((candidate) => candidate.mobileNumber === `91${mobile}`);
  if (!found) throw new Error(`seed.json has no ${mobile}`);
  return found;
}

/** The Authorization header of a session the customer opened with their password. */
export async function sessionOf(app: FastifyInstance, who: SeededCustomer): Promise<{ readonly authorization: string }> {
  const login = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: who.mobileNumber, password: who.password } });
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}
