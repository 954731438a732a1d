import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key';

describe('searchKey (issue 35 item 9)', () => {
  it('reads a Devanagari word with and without its nukta alike, precomposed or not', () => {
    expect(searchKey('रिफ़ंड', 'hi')).toBe(searchKey('रिफंड', 'hi'));
    expect(searchKey('\u095E', 'hi')).toBe(searchKey('फ', 'hi'));
  });

  it('reads case and accents alike, and leaves the other letters as they are', () => {
    expect(searchKey('Réclamation OTP', 'fr')).toBe(searchKey('reclamation otp', 'fr'));
    expect(searchKey('किसी', 'hi')).toBe('किसी'.normalize('NFD'));
  });
});
