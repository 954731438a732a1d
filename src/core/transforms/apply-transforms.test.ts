import { describe, expect, it } from 'vitest';
import { applyTransforms } from './apply-transforms';

describe('applyTransforms', () => {
  const limits = { dailyAmountLimit: ['rupeesToPaise', 'noneAsNull'], dailyFrequencyLimit: ['digitsToInteger', 'noneAsNull'] } as const;

  it('sends a beneficiary limit in paise, and one left empty, absent or 0 as null (spec §5)', () => {
    expect(applyTransforms({ dailyAmountLimit: '25000.50', dailyFrequencyLimit: '5' }, limits)).toEqual({ dailyAmountLimit: 2_500_050, dailyFrequencyLimit: 5 });
    expect(applyTransforms({ dailyAmountLimit: '' }, limits)).toEqual({ dailyAmountLimit: null, dailyFrequencyLimit: null });
    expect(applyTransforms({ dailyAmountLimit: '0', dailyFrequencyLimit: '0' }, limits)).toEqual({ dailyAmountLimit: null, dailyFrequencyLimit: null });
  });

  it('leaves a field without transforms as typed, and adds none a transform leaves undefined', () => {
    expect(applyTransforms({ remarks: 'Rent' }, { amount: ['rupeesToPaise'] })).toEqual({ remarks: 'Rent' });
  });
});
