/**
 * Issue 36 item 1: every refusal reason answers its own code, never the HTTP status, and its
 * message in the language the request reads (Accept-Language), English otherwise.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RulesFile } from '../src/core/rules/rules-file';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import seed from './db/seed.json';
import { Contract } from './http/contract';
import { portalLanguages, refusalCodeOf, textIn, textOf } from './http/envelope';
import { sandboxDecisions } from './policy';

const [customer] = seed.customers;
if (!customer) throw new Error('seed.json has no customer');

const sandbox = useInMemorySandbox();
let app: FastifyInstance;
beforeEach(() => {
  ({ app } = sandbox());
});

/** The message keys a rules file refuses with: each deny's, each field error's. */
function refusalKeysOf(file: RulesFile): string[] {
  return file.rules.flatMap((rule) => {
    const params = (rule.event.params ?? {}) as { messageKey?: string; fields?: Record<string, string> };
    if (rule.event.type === 'deny' && params.messageKey) return [params.messageKey];
    if (rule.event.type === 'fieldErrors') return Object.values(params.fields ?? {});
    return [];
  });
}

async function signIn(): Promise<Record<string, string>> {
  const login = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer?.mobileNumber, password: customer?.password } });
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}

describe('a code per refusal reason (issue 36 item 1)', () => {
  it('gives a code to every refusal of every decision the sandbox takes', () => {
    const keys = sandboxDecisions.flatMap((name) => refusalKeysOf(JSON.parse(readFileSync(join(import.meta.dirname, `../rules/${name}.rules.json`), 'utf8')) as RulesFile));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(() => refusalCodeOf(key), key).not.toThrow();
  });

  it('answers a refusal in the language Accept-Language asks for, English when it names none of ours', async () => {
    const headers = await signIn();
    const key = 'account:refusal.noSuchTransaction';
    for (const language of portalLanguages) {
      const answer = await app.inject({ method: 'POST', url: '/api/txn/details', headers: { ...headers, 'accept-language': `${language};q=0.9` }, payload: { urn: customer.urn, txnId: 'no-such-transaction' } });
      expect(answer.statusCode, language).toBe(404);
      expect(answer.json(), language).toMatchObject({ code: refusalCodeOf(key), message: textIn(language, key) });
    }
    const unknown = await app.inject({ method: 'POST', url: '/api/txn/details', headers: { ...headers, 'accept-language': 'sw' }, payload: { urn: customer.urn, txnId: 'no-such-transaction' } });
    expect(unknown.json()).toMatchObject({ code: refusalCodeOf(key), message: textOf(key) });
    // A code of spec §8 too: a wrong password, in Hindi.
    const wrong = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', headers: { 'accept-language': 'hi' }, payload: { mobileNumber: customer.mobileNumber, password: 'not-the-password' } });
    expect(wrong.json()).toEqual({ code: '138', message: textIn('hi', 'code.138') });
  });

  it('answers each refusal of the transport with its own code, listed at the contract root, never the status', async () => {
    const contract = Contract.of();
    const url = '/api/mobile-password-validation';
    const cases: [string, Promise<{ statusCode: number; json: () => { code: string } }>][] = [
      ['api:malformedRequest', app.inject({ method: 'POST', url, payload: { mobileNumber: customer.mobileNumber } })],
      ['api:unreadableJson', app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"mobileNumber": ' })],
      ['api:unreadableJson', app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '' })],
      ['api:unsupportedMediaType', app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'hello' })],
      ['api:bodyTooLarge', app.inject({ method: 'POST', url, payload: { mobileNumber: customer.mobileNumber, password: 'x'.repeat(70_000) } })],
      ['api:tokenMissing', app.inject({ method: 'GET', url: `/api/sessions?urn=${customer.urn}` })],
      ['api:notFound', app.inject({ method: 'GET', url: '/api/no-such-operation' })],
    ];
    for (const [key, pending] of cases) {
      const answer = await pending;
      const { code } = answer.json();
      expect(code, key).toBe(refusalCodeOf(key));
      expect(code, key).not.toBe(String(answer.statusCode));
      if (key !== 'api:notFound') expect(contract.refusalCodes('loginByPassword', answer.statusCode).has(code) || contract.refusalCodes('listSessions', answer.statusCode).has(code), key).toBe(true);
    }
  });
});
