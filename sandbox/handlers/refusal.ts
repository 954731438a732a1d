import type { FastifyReply } from 'fastify';
import { envelope, refusalBody } from '../http/envelope';
import type { Policy, Refusal } from '../policy';
import type { Answer } from '../services/idempotency';
import { otpFailure, type OtpRefusal, type OtpSend } from '../services/otps';

/** A call before a session without the proof of the number it writes for (issue 32 item 1, x-proof: mobileGrant). */
export const unproven = refusalBody('api:verifyOtpFirst');

/** A refusal of a rules file as an answer: its message in the spec's English words. */
export function refusalAnswer(refusal: Refusal, status = 403): Answer {
  const key = refusal.type === 'deny' ? refusal.messageKey : (Object.values(refusal.fields)[0] ?? '');
  return { status, body: refusalBody(key) };
}

/**
 * What spec §6 asks of a customer who sends money away (to a bank, to a friend's wallet): full KYC
 * (rules/kyc-permissions.rules.json) and a card that is not blocked (rules/blocked-card.rules.json),
 * for the action the decisions name; null when both allow it.
 */
export async function senderRefusal(policy: Policy, sender: { readonly kycType: string }, wallet: { readonly cardBlocked: number }, action: string): Promise<Answer | null> {
  const refusal = (await policy.refusalOf('kyc-permissions', { kycType: sender.kycType, action })) ?? (await policy.refusalOf('blocked-card', { cardBlocked: wallet.cardBlocked === 1, action }));
  return refusal ? refusalAnswer(refusal) : null;
}

/**
 * Spec §6 temporary block: wallet actions are refused until support unblocks, answered as HTTP 403
 * with body status 500 and code 1010, and the warning that names the help address.
 */
export function temporaryBlockAnswer(wallet: { readonly temporaryBlock: number }): Answer | null {
  if (wallet.temporaryBlock !== 1) return null;
  return { status: 403, body: { ...refusalBody('notice.temporaryBlock'), status: 500 } };
}

/** HTTP 429 with a spec §8 code, and how long until the request may be made again (header and body). */
export function retryLater(reply: FastifyReply, code: string, retryAfterSeconds: number): FastifyReply {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ ...envelope(code, { retryAfterSeconds }), retryAfterSeconds });
}

/** The answer to an OTP that did not pass (spec §8: 139, 150, and 149 with HTTP 429 and the time to wait). */
export function refuseOtp(reply: FastifyReply, check: { readonly result: OtpRefusal; readonly retryAfterSeconds?: number }): FastifyReply {
  const failure = otpFailure(check.result);
  if (failure.status === 429 && check.retryAfterSeconds !== undefined) return retryLater(reply, failure.code, check.retryAfterSeconds);
  return reply.code(failure.status).send(envelope(failure.code));
}

/**
 * An OTP the throttle held back, with HTTP 429 and the time to wait: 168 when it is only too soon
 * after the last one, 149 (spec §8, "exhausted") when the number is locked or its resends spent. A
 * second review of a transfer within resendOtpSeconds read as exhaustion (issue 31 item 5).
 */
export function heldBack(reply: FastifyReply, sending: OtpSend): FastifyReply | null {
  if (sending.sent) return null;
  return retryLater(reply, sending.tooSoon ? '168' : '149', sending.retryAfterSeconds);
}
