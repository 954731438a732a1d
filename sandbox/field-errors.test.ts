/**
 * Issue 58 item 6: a malformed request's field errors are in the caller's language, with the
 * field's own message from the form the contract ties it to (x-field), else the API's words.
 */
import { describe, expect, it } from 'vitest';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import bankAccount from '../schemas/fragments/bankAccount.v1.json';
import seed from './db/seed.json';
import { Contract } from './http/contract';
import { portalLanguages, refusalCodeOf, textIn } from './http/envelope';

const [customer] = seed.customers;
if (!customer) throw new Error('seed.json has no customer');

const sandbox = useInMemorySandbox();

interface Refusal {
  code: string;
  errors: { field: string; message: string }[];
}

/** The contract's own example of add-beneficiary: valid, so each case spoils one field of it. */
const example = Contract.of().operation('addBeneficiary').operation as unknown as { requestBody: { content: { 'application/json': { example: Record<string, unknown> } } } };
const validBody = example.requestBody.content['application/json'].example;

async function addBeneficiary(language: string, change: Record<string, unknown>, drop?: string): Promise<Refusal> {
  const { app } = sandbox();
  const login = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer?.mobileNumber, password: customer?.password } });
  const payload = Object.fromEntries(Object.entries({ ...validBody, urn: customer?.urn, ...change }).filter(([key]) => key !== drop));
  const answer = await app.inject({
    method: 'POST',
    url: '/api/add-beneficiary',
    headers: { authorization: `Bearer ${login.json<{ token: string }>().token}`, 'accept-language': language, 'idempotency-key': `field-errors-${language}-${String(Math.random())}` },
    payload,
  });
  expect(answer.statusCode).toBe(400);
  const refusal = answer.json<Refusal>();
  expect(refusal.code).toBe(refusalCodeOf('api:malformedRequest'));
  return refusal;
}

const fields = bankAccount.fields;
const formMessage = (language: string, field: { messages: Record<string, string>; ui: Record<string, unknown> }, rule: string) =>
  textIn(language, field.messages[rule] ?? '', { label: textIn(language, String(field.ui['ui:title'])) });

describe('field errors in the caller’s language (issue 58 item 6)', () => {
  it.each(portalLanguages)('%s: the form’s own message for a field it defines, the API’s words for the others', async (language) => {
    expect((await addBeneficiary(language, { beneficiaryName: 'Ravi 9' })).errors).toEqual([{ field: '/beneficiaryName', message: formMessage(language, fields.beneficiaryName, 'pattern') }]);
    expect((await addBeneficiary(language, { ifsc: 'nope' })).errors).toEqual([{ field: '/ifsc', message: formMessage(language, fields.ifsc, 'pattern') }]);
    expect((await addBeneficiary(language, {}, 'accountNumber')).errors).toEqual([{ field: '/accountNumber', message: formMessage(language, fields.accountNumber, 'required') }]);
    // A field no form asks for: the API's own words, naming it; never ajv's English.
    const implId = (await addBeneficiary(language, {}, 'implId')).errors;
    expect(implId).toEqual([{ field: '/implId', message: textIn(language, 'api:fieldError.required', { field: 'implId' }) }]);
    expect(implId[0]?.message).not.toMatch(/must have/);
  });
});
