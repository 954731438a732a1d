import { describe, expect, it } from 'vitest';
import { amountMarks } from './amount-marks';
import { readTypedAmount, writeTypedAmount } from './read-typed-amount';

const en = amountMarks('en-IN');
const fr = amountMarks('fr-FR');
const hi = amountMarks('hi-IN');

describe('an amount read as the language writes it (issue 31 item 1)', () => {
  it.each([
    ['250,50', '250.50'],
    ['250.50', '250.50'],
    ['9\u202f950,00', '9950.00'],
    ['9 950,5', '9950.5'],
    ['1\u00a0000\u00a0000', '1000000'],
    ['9\u202f950,00\u00a0₹', '9950.00'],
    ['1.234,50', '1234.50'],
    ['99,5', '99.5'],
  ])('French reads %j as %s', (typed, read) => {
    expect(readTypedAmount(typed, fr)).toBe(read);
  });

  it.each([
    ['1,00,000.50', '100000.50'],
    ['100,000.50', '100000.50'],
    ['₹12,345.50', '12345.50'],
    ['1234', '1234'],
    ['1 234.5', '1234.5'],
  ])('English (India) reads %j as %s', (typed, read) => {
    expect(readTypedAmount(typed, en)).toBe(read);
  });

  it('Hindi reads as India writes in English, Devanagari digits too', () => {
    expect(readTypedAmount('1,00,000.50', hi)).toBe('100000.50');
    expect(readTypedAmount('१,२५०.५०', hi)).toBe('1250.50');
  });

  it('reads the digits of every Indian script a keyboard types: Bengali, Tamil, Telugu (issue 59)', () => {
    expect(readTypedAmount('১,২৫০.৫০', hi)).toBe('1250.50');
    expect(readTypedAmount('௧௨௫௦', hi)).toBe('1250');
    expect(readTypedAmount('₹ ౧,౦౦,౦౦౦', hi)).toBe('100000');
  });

  it.each([
    // "1.234" in French: a thousand and more, or one and a bit: not guessed.
    [fr, '1.234'],
    // Three decimals.
    [fr, '1,234'],
    [en, '1.234'],
    // A comma that groups in English before two digits: 1234, or 12.34?
    [en, '12,34'],
    [en, '250,50'],
    // Groups where neither thousands nor lakhs put them.
    [en, '1,2345'],
    [fr, '12 34,50'],
    // The language's decimal mark grouping, or two kinds of group.
    [fr, '1,234.50'],
    [en, '1.234,50'],
    [en, '1 234,567.00'],
    [fr, '250,'],
    [fr, '-5'],
    [en, '12a'],
    [en, '1e3'],
    [en, ',50'],
  ])('refuses what it could only guess: %j', (marks, typed) => {
    expect(readTypedAmount(typed, marks)).toBeNull();
  });

  it('writes an amount back as the language writes it', () => {
    expect(writeTypedAmount('250.50', fr)).toBe('250,50');
    expect(writeTypedAmount('250.50', en)).toBe('250.50');
    expect(writeTypedAmount('250', fr)).toBe('250');
  });
});
