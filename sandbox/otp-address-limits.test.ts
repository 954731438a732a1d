/**
 * Issue 56 item 10: OTPs limited per client address as well as per number. One address asked login
 * OTPs for 25 unregistered numbers in a row (SMS pumping, at the issuer's cost), and spread wrong
 * guesses over 6 numbers without being counted. Limits from rules/limits.json.
 */
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { limit } from '../src/core/config/limits';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';

const sandbox = useInMemorySandbox();
let app: FastifyInstance;
beforeEach(() => {
  ({ app } = sandbox());
});

const number = (index: number) => `9193${String(index).padStart(8, '0')}`;
const sendLoginOtp = (mobileNumber: string, remoteAddress: string) => app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { mobileNumber } });
const guessLoginOtp = (mobileNumber: string, remoteAddress: string) => app.inject({ method: 'POST', url: '/api/login/validate', remoteAddress, payload: { mobileNumber, otp: '000000', isTokenRequired: 'Y' } });
const codeOf = (answer: { json: () => unknown }) => (answer.json() as { code: string }).code;

describe('OTPs per client address (issue 56 item 10)', () => {
  it('sends one address otpSendsPerAddress OTPs, whatever the numbers, then answers 168 with the time to wait; another address is not held back', async () => {
    for (let index = 0; index < limit('otpSendsPerAddress'); index += 1) expect((await sendLoginOtp(number(index), '198.51.100.20')).statusCode).toBe(200);
    const pumped = await sendLoginOtp(number(limit('otpSendsPerAddress')), '198.51.100.20');
    expect(pumped.statusCode).toBe(429);
    expect(codeOf(pumped)).toBe('168');
    expect(Number(pumped.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(pumped.headers['retry-after'])).toBeLessThanOrEqual(limit('otpWindowMinutes') * 60);
    expect((await sendLoginOtp(number(limit('otpSendsPerAddress')), '198.51.100.21')).statusCode).toBe(200);
  });

  it('counts wrong OTPs spread over many numbers against the address: past otpWrongPerAddress, every check from it waits (149)', async () => {
    // Fewer than otpMaxWrongPerWindow a number, so no number locks by itself.
    const perNumber = limit('otpMaxWrongPerWindow') - 1;
    let sent = 0;
    for (let guess = 0; guess < limit('otpWrongPerAddress'); guess += 1) {
      const target = number(100 + Math.floor(guess / perNumber));
      if (guess % perNumber === 0) {
        expect((await sendLoginOtp(target, '198.51.100.30')).statusCode).toBe(200);
        sent += 1;
      }
      expect(codeOf(await guessLoginOtp(target, '198.51.100.30'))).toMatch(/^(139|138)$/);
    }
    expect(sent).toBeLessThan(limit('otpSendsPerAddress'));
    const held = await guessLoginOtp(number(999), '198.51.100.30');
    expect(held.statusCode).toBe(429);
    expect(codeOf(held)).toBe('149');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Another address guesses on.
    expect((await guessLoginOtp(number(999), '198.51.100.31')).statusCode).not.toBe(429);
  });
});
