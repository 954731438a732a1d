import { describe, expect, it } from 'vitest';
import { scriptRuns } from './script-runs';

describe('scriptRuns', () => {
  it('puts ₹ and Devanagari in the Devanagari face and digits in the Latin one', () => {
    expect(scriptRuns('₹1,200.00')).toEqual([
      { script: 'devanagari', text: '₹' },
      { script: 'latin', text: '1,200.00' },
    ]);
    expect(scriptRuns('हर्ष वर्धन (Harsh)')).toEqual([
      { script: 'devanagari', text: 'हर्ष वर्धन ' },
      { script: 'latin', text: '(Harsh)' },
    ]);
  });

  it('keeps a text of one script whole, and an empty text has no run', () => {
    expect(scriptRuns('Card load café')).toEqual([{ script: 'latin', text: 'Card load café' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});
