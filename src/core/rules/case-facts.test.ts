import { describe, expect, it } from 'vitest';
import { caseFacts } from './case-facts';

describe('caseFacts', () => {
  const limits = { coolingOffCapPaise: { value: 1000 }, currencyCode: { value: 'INR' } };

  it('reads a fact written against a limit, plus what it adds', () => {
    expect(caseFacts({ amountPaise: { limit: 'coolingOffCapPaise', plus: 1 }, coolingOff: 0 }, limits)).toEqual({ amountPaise: 1001, coolingOff: 0 });
    expect(caseFacts({ amountPaise: { limit: 'coolingOffCapPaise' } }, limits)).toEqual({ amountPaise: 1000 });
  });

  it('leaves other facts, objects among them, as they are', () => {
    expect(caseFacts({ messageValues: {}, kycType: 'MIN_KYC' }, limits)).toEqual({ messageValues: {}, kycType: 'MIN_KYC' });
  });

  it('refuses a limit that is missing or not a number', () => {
    expect(() => caseFacts({ amountPaise: { limit: 'nowhere' } }, limits)).toThrow(/nowhere/);
    expect(() => caseFacts({ amountPaise: { limit: 'currencyCode' } }, limits)).toThrow(/currencyCode/);
  });
});
