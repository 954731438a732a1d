import { describe, expect, it } from 'vitest';
import { waitWords } from './wait-words';

describe('waitWords', () => {
  it('says a short wait in seconds and a long one in whole minutes, rounded up, in the language', () => {
    expect(waitWords(22, 'en-IN')).toBe('22 seconds');
    expect(waitWords(1, 'en-IN')).toBe('1 second');
    expect(waitWords(1740, 'en-IN')).toBe('29 minutes');
    expect(waitWords(1741, 'en-IN')).toBe('30 minutes');
    expect(waitWords(1800, 'fr-FR')).toBe('30 minutes');
    expect(waitWords(60 * 60, 'hi-IN')).toBe('60 मिनट');
  });
});
