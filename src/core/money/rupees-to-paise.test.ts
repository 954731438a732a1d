import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from './rupees-to-paise';

describe('rupeesToPaise', () => {
  it.each([
    ['2', 200],
    ['2.5', 250],
    ['0.07', 7],
    ['10000.00', 1000000],
    [' 1234.56 ', 123456],
    ['0.1', 10],
  ])('reads %s as %i paise', (typed, paise) => {
    expect(rupeesToPaise(typed)).toBe(paise);
  });

  // A grouping or decimal comma is the language's to read (read-typed-amount.ts), never guessed here.
  it.each(['', 'abc', '-5', '1.234', '1e3', '.5', '10,000.00', '250,50'])('refuses %j', (typed) => {
    expect(rupeesToPaise(typed)).toBeNull();
  });
});
