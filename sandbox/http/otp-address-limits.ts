import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import { heldBack, refuseOtp } from '../handlers/refusal';
import { otpFailure } from '../services/otps';
import { secondsUntil } from '../services/seconds-until';
import type { Contract } from './contract';
import { operationOf } from './operation-of';
import { otpRoles, type OtpRole } from './otp-roles';

/**
 * OTP sends and wrong OTPs counted per client address as well as per number (issue 56 item 10):
 * one address asking OTPs for number after number (SMS pumping, at the issuer's cost) or spreading
 * its guesses over many numbers meets otpSendsPerAddress or otpWrongPerAddress within
 * otpWindowMinutes, then waits (429, Retry-After) as a number held back does: 168 for a send, 149 for a check. The address is
 * the request's (behind a trusted proxy, the customer's). Events share otp_events, under the address.
 */
export function registerOtpAddressLimits(app: FastifyInstance, db: SandboxDatabase, contract: Contract, now: () => number = () => Date.now()): void {
  const roles = otpRoles(contract);
  const roleOf = (request: FastifyRequest): OtpRole | undefined => {
    const id = operationOf(request);
    return id === undefined ? undefined : roles.get(id);
  };
  // The code a wrong OTP is answered with: the guesses an address is counted for.
  const wrongCode = otpFailure('wrong').code;
  const target = (request: FastifyRequest) => `address:${request.ip}`;
  const windowMs = () => limit('otpWindowMinutes') * 60_000;
  const newest = db.prepare('SELECT at FROM otp_events WHERE target = ? AND kind = ? AND at > ? ORDER BY at DESC LIMIT ?');
  const record = db.prepare('INSERT INTO otp_events (target, kind, at) VALUES (?, ?, ?)');
  /** Seconds until the address has fewer than `allowed` events of a kind in the window, or null. */
  const waitFor = (request: FastifyRequest, kind: string, allowed: number): number | null => {
    const rows = newest.all(target(request), kind, now() - windowMs(), allowed) as { at: number }[];
    const oldest = rows[allowed - 1];
    return oldest ? secondsUntil(oldest.at + windowMs(), now()) : null;
  };

  app.addHook('preHandler', async (request, reply) => {
    const role = roleOf(request);
    if (role === undefined) return;
    const guessed = role === 'send' ? null : waitFor(request, 'wrong', limit('otpWrongPerAddress'));
    if (guessed !== null) return refuseOtp(reply, { result: 'locked', retryAfterSeconds: guessed });
    const pumped = role === 'check' ? null : waitFor(request, 'send', limit('otpSendsPerAddress'));
    if (pumped !== null) return heldBack(reply, { sent: false, retryAfterSeconds: pumped, tooSoon: true });
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const role = roleOf(request);
    if (role === undefined) return payload;
    const code = typeof payload === 'object' && payload !== null ? (payload as { code?: unknown }).code : undefined;
    if (role !== 'check' && reply.statusCode < 300) record.run(target(request), 'send', now());
    if (role !== 'send' && code === wrongCode) record.run(target(request), 'wrong', now());
    return payload;
  });
}
