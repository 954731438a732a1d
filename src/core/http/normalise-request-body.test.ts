import { describe, expect, it } from 'vitest';
import { normaliseRequestBody } from './normalise-request-body';

const login = { mobileFields: ['mobileNumber'], asTypedFields: ['password'] };

describe('normaliseRequestBody (spec §5)', () => {
  it('prefixes a 10-digit mobile number with 91 and trims it', () => {
    expect(normaliseRequestBody({ mobileNumber: ' 9876543210 ', password: 'x' }, login)).toEqual({ mobileNumber: '919876543210', password: 'x' });
  });

  it('leaves a number that already has its prefix, and a blank one for the server to refuse (1030)', () => {
    expect(normaliseRequestBody({ mobileNumber: '919876543210' }, login)).toEqual({ mobileNumber: '919876543210' });
    expect(normaliseRequestBody({ mobileNumber: '   ' }, login)).toEqual({ mobileNumber: '' });
  });

  it('sends a password exactly as typed, spaces and all', () => {
    expect(normaliseRequestBody({ mobileNumber: '9876543210', password: ' pass word ' }, login)).toEqual({ mobileNumber: '919876543210', password: ' pass word ' });
  });

  it('trims nested text and finds nested mobile numbers, keeping numbers, booleans and nulls', () => {
    const rules = { mobileFields: ['cardHolder.mobileNumber'], asTypedFields: [] };
    expect(normaliseRequestBody({ cardHolder: { full_name: '  Asha Verma ', mobileNumber: '9876543210' }, loadAmount: 0, pep: false, limit: null }, rules)).toEqual({
      cardHolder: { full_name: 'Asha Verma', mobileNumber: '919876543210' },
      loadAmount: 0,
      pep: false,
      limit: null,
    });
  });
});
