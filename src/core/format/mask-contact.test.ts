import { describe, expect, it } from 'vitest';
import limits from '../../../rules/limits.json';
import { maskEmail, maskMobile } from './mask-contact';

const prefix = limits.limits.countryCodePrefix.value;

describe('where an OTP went, masked', () => {
  it('shows a mobile number by its prefix, first two and last three digits, typed or sent', () => {
    expect(maskMobile('9876543210')).toBe(`+${prefix} 98•••••210`);
    expect(maskMobile(`${prefix}9876543210`)).toBe(`+${prefix} 98•••••210`);
  });

  it('shows an e-mail address by its first letter and its domain', () => {
    expect(maskEmail('asha.verma@example.in')).toBe('a•••@example.in');
    expect(maskEmail('not-an-address')).toBe('•••');
  });
});
