import { describe, expect, it } from 'vitest';
import { scriptRuns } from './script-runs';

describe('scriptRuns', () => {
  it('puts ₹ and Devanagari in the Devanagari face and digits in the Latin one', () => {
    expect(scriptRuns('₹1,200.00')).toEqual([
      { script: 'Deva', text: '₹' },
      { script: 'Latn', text: '1,200.00' },
    ]);
    expect(scriptRuns('हर्ष वर्धन (Harsh)')).toEqual([
      { script: 'Deva', text: 'हर्ष वर्धन ' },
      { script: 'Latn', text: '(Harsh)' },
    ]);
  });

  it('puts each Indian script in its own face, and a sign several faces have (₹) in the face of the run it is in (issue 59)', () => {
    expect(scriptRuns('মোট ₹500')).toEqual([
      { script: 'Beng', text: 'মোট ₹' },
      { script: 'Latn', text: '500' },
    ]);
    expect(scriptRuns('தமிழ் / తెలుగు')).toEqual([
      { script: 'Taml', text: 'தமிழ் ' },
      { script: 'Latn', text: '/ ' },
      { script: 'Telu', text: 'తెలుగు' },
    ]);
  });

  it('keeps a text of one script whole, and an empty text has no run', () => {
    expect(scriptRuns('Card load café')).toEqual([{ script: 'Latn', text: 'Card load café' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});
