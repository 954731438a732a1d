import { describe, expect, it } from 'vitest';
import closeWallet from '../../../schemas/flows/closeWallet.v1.json';
import { readPath, resolveTemplate } from './resolve-template';

const scope = {
  values: { first: 'Asha', middle: '', last: 'Verma', mobileNumber: '919876543210' },
  answer: { eventData: { eventId: 8100 } },
  limit: { entityId: 100 },
};

describe('resolveTemplate', () => {
  it('reads paths of every root and keeps literals', () => {
    expect(
      resolveTemplate({ mobile: '=values.mobileNumber', eventId: '=answer.eventData.eventId', entityId: '=limit.entityId', messageCode: 1, flag: 'N' }, scope),
    ).toEqual({ mobile: '919876543210', eventId: 8100, entityId: 100, messageCode: 1, flag: 'N' });
  });

  it('leaves out entries whose path leads nowhere', () => {
    expect(resolveTemplate({ a: '=values.missing', b: '=nothing.at.all', c: false }, scope)).toEqual({ c: false });
  });

  it('joins the non-empty parts', () => {
    expect(resolveTemplate({ $join: ['=values.first', '=values.middle', '=values.last'], with: ' ' }, scope)).toBe('Asha Verma');
  });

  it('fills nested objects and arrays', () => {
    expect(resolveTemplate({ holder: { name: '=values.first' }, list: ['=values.last', 1] }, scope)).toEqual({ holder: { name: 'Asha' }, list: ['Verma', 1] });
  });

  it('is true for $and only when every part is true', () => {
    const both = { $and: [{ $less: [0, '=loaded.balance'] }, { $less: [{ $count: '=loaded.list' }, 1] }] };
    expect(resolveTemplate(both, { loaded: { balance: 5, list: [] } })).toBe(true);
    expect(resolveTemplate(both, { loaded: { balance: 0, list: [{}] } })).toBe(false);
    expect(resolveTemplate(both, { loaded: { balance: 5, list: [{}] } })).toBe(false);
    expect(resolveTemplate({ $and: [] }, scope)).toBe(false);
  });

  it("the closure's check asks for a beneficiary only while a balance has nowhere to go (issue 31 item 3)", () => {
    const [check] = closeWallet.steps;
    const rules = (check && 'unavailable' in check ? check.unavailable : undefined) ?? [];
    const applying = (loaded: object) => rules.filter((rule) => resolveTemplate(rule.when, { loaded }) === true).map((rule) => rule.messageKey);
    const beneficiary = { beneficiaryId: 'B1' };
    // After the balance went to the beneficiary (step 2), the closure goes on.
    expect(applying({ wallet: { balance: 0 }, pendingTransactions: 0, beneficiaryDataList: [beneficiary] })).toEqual([]);
    expect(applying({ wallet: { balance: 0 }, pendingTransactions: 0, beneficiaryDataList: [] })).toEqual([]);
    expect(applying({ wallet: { balance: 100 }, pendingTransactions: 0, beneficiaryDataList: [] })).toEqual(['account:closure.needBeneficiary']);
    expect(applying({ wallet: { balance: 100 }, pendingTransactions: 0, beneficiaryDataList: [beneficiary] })).toEqual([]);
  });

  it('chooses by a flag', () => {
    const template = { $if: '=state.rekyc', then: 'rekyc', else: 'dormancy' };
    expect(resolveTemplate(template, { state: { rekyc: true } })).toBe('rekyc');
    expect(resolveTemplate(template, { state: { rekyc: false } })).toBe('dormancy');
  });

  it('subtracts two numbers (the room a payment leaves), and gives nothing when one is unknown', () => {
    const roomAfter = { $minus: ['=loaded.room', '=values.amount'] };
    expect(resolveTemplate(roomAfter, { loaded: { room: 350_000 }, values: { amount: 100_050 } })).toBe(249_950);
    expect(resolveTemplate(roomAfter, { loaded: {}, values: { amount: 100_050 } })).toBeUndefined();
  });

  it('compares two values, and never calls two unknowns the same', () => {
    const template = { $if: { $equals: ['=state.verifiedEmail', '=values.email'] }, then: 'aadhaar', else: 'emailOtp' };
    expect(resolveTemplate(template, { state: { verifiedEmail: 'a@example.in' }, values: { email: 'a@example.in' } })).toBe('aadhaar');
    expect(resolveTemplate(template, { state: { verifiedEmail: 'a@example.in' }, values: { email: 'b@example.in' } })).toBe('emailOtp');
    expect(resolveTemplate(template, { state: {}, values: {} })).toBe('emailOtp');
  });

  it("looks up a code's message key in a catalogue, or takes the fallback", () => {
    const template = { $catalogue: 'onboardingCodes', code: '=answer.onboardingCode', otherwise: 'onboarding.inProgress' };
    expect(resolveTemplate(template, { answer: { onboardingCode: '2008' } })).toMatch(/^onboarding\./);
    expect(resolveTemplate(template, { answer: { onboardingCode: '424242' } })).toBe('onboarding.inProgress');
  });

  it('reads nothing through a value that is not an object', () => {
    expect(readPath(scope, 'values.first.length')).toBeUndefined();
  });

  it("counts a list (none is 0), negates a flag, says whether a value is there or among some, and reads a mapping catalogue's value", () => {
    expect(resolveTemplate({ $count: '=answer.list' }, { answer: { list: [1, 2] } })).toBe(2);
    expect(resolveTemplate({ $count: '=answer.list' }, {})).toBe(0);
    expect(resolveTemplate({ $not: { $less: [{ $count: '=answer.list' }, 1] } }, { answer: { list: ['one'] } })).toBe(true);
    expect(resolveTemplate({ $not: '=answer.flag' }, {})).toBe(true);
    expect([undefined, null, '', 'asha@example.in'].map((emailId) => resolveTemplate({ $present: '=answer.emailId' }, { answer: { emailId } }))).toEqual([false, false, false, true]);
    expect(['OPEN', 'SETTLED_BY_CHECKER', undefined].map((status) => resolveTemplate({ $in: ['=record.status', ['OPEN', 'IN_PROGRESS']] }, { record: { status } }))).toEqual([true, false, false]);
    expect(resolveTemplate({ $catalogue: 'ifscBanks', code: 'HDFC', otherwise: '' }, {})).toBe('HDFC Bank');
    expect(resolveTemplate({ $rupees: '=answer.limit' }, { answer: { limit: 2500005 } })).toBe('25000.05');
    expect(resolveTemplate({ $rupees: '=answer.limit' }, { answer: { limit: null } })).toBeUndefined();
  });
});
