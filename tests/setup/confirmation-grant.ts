import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/generated/wallet';

export type ConfirmationPurpose = components['schemas']['ConfirmationPurpose'];

/** The amount and payee an OTP confirms (issue 32 item 2), as the call it confirms names them: one shape a purpose. */
export type ConfirmedParts = WithoutUrnAndPurpose<components['schemas']['ConfirmationOtpRequest']>;
// A passkey to add names nothing but its purpose.
type WithoutUrnAndPurpose<Shape> = Shape extends { readonly purpose: 'addPasskey' } ? Record<string, never> : Shape extends unknown ? Omit<Shape, 'urn' | 'purpose'> : never;

/**
 * What the portal does before a beneficiary change or a transfer (spec §2 "confirmation with OTP"):
 * asks for the OTP of one transaction, reads it from the sandbox's inbox as the customer reads their
 * phone, and verifies it; returns the grant the call naming the same transaction spends.
 */
export async function confirmationGrant(
  app: FastifyInstance,
  auth: Readonly<Record<string, string>>,
  customer: { readonly urn: string; readonly mobileNumber: string },
  purpose: ConfirmationPurpose,
  transaction: ConfirmedParts,
): Promise<string> {
  const sent = await reviewOtp(app, auth, customer, purpose, transaction);
  if (sent.statusCode !== 200) throw new Error(`the confirmation OTP was not sent: ${sent.body}`);
  return verifiedGrant(app, auth, customer, purpose);
}

/** A review's OTP asked for, as the portal asks before its confirmation opens: the answer, sent or refused (issue 55 item 4: refused before any OTP for what the transaction would be refused). */
export function reviewOtp(app: FastifyInstance, auth: Readonly<Record<string, string>>, customer: { readonly urn: string }, purpose: ConfirmationPurpose, transaction: ConfirmedParts) {
  return app.inject({ method: 'POST', url: '/api/confirmation/send-otp', headers: auth, payload: { urn: customer.urn, purpose, ...transaction } });
}

/** The OTP sent last, read from the inbox as the customer reads their phone, verified: the grant it answers. */
export async function verifiedGrant(app: FastifyInstance, auth: Readonly<Record<string, string>>, customer: { readonly urn: string; readonly mobileNumber: string }, purpose: ConfirmationPurpose): Promise<string> {
  const inbox = (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${customer.mobileNumber}` })).json<{ messages: { otp: string }[] }>();
  const verified = await app.inject({ method: 'POST', url: '/api/confirmation/verify-otp', headers: auth, payload: { urn: customer.urn, purpose, otp: inbox.messages[0]?.otp ?? '' } });
  if (verified.statusCode !== 200) throw new Error(`the confirmation OTP was not verified: ${verified.body}`);
  return verified.json<{ confirmationGrant: string }>().confirmationGrant;
}
