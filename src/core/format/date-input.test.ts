import { describe, expect, it } from 'vitest';
import { readDateInput, showDateInput } from './date-input';

describe('a date typed as DD/MM/YYYY', () => {
  it('keeps a complete, real date as YYYY-MM-DD and shows it as DD/MM/YYYY', () => {
    expect(readDateInput('11/02/1988')).toBe('1988-02-11');
    expect(readDateInput('11021988')).toBe('1988-02-11');
    expect(readDateInput('1/2/1988')).toBe('1988-02-01');
    expect(readDateInput('11.02.1988')).toBe('1988-02-11');
    expect(showDateInput('1988-02-11')).toBe('11/02/1988');
  });

  it('reads the digits of an Indian script as the same date (issue 59)', () => {
    expect(readDateInput('१५/०८/१९९०')).toBe('1990-08-15');
    expect(readDateInput('১৫-০৮-১৯৯০')).toBe('1990-08-15');
  });

  it('takes an ISO date pasted or autofilled as it is', () => {
    expect(readDateInput('1988-02-11')).toBe('1988-02-11');
  });

  it('puts the slashes in as digits are typed, and lets a slash typed after one digit stand', () => {
    expect(readDateInput('11')).toBe('11');
    expect(readDateInput('110')).toBe('11/0');
    expect(readDateInput('11021')).toBe('11/02/1');
    expect(readDateInput('1/')).toBe('1/');
    expect(readDateInput('1/2')).toBe('1/2');
    expect(readDateInput('11/')).toBe('11/');
    expect(showDateInput('11/0')).toBe('11/0');
  });

  it('keeps a day that is not in the calendar as typed, so the form calls it invalid', () => {
    expect(readDateInput('31/02/1990')).toBe('31/02/1990');
    expect(readDateInput('00/01/1990')).toBe('00/01/1990');
  });

  it('keeps as typed, for the form to name, what it could read only by dropping a character (issue 31)', () => {
    for (const typed of ['1a1/0b2/19889', '110219881234', '15 Aug 1990', '11/02/19889', '11//02/1988', '/11/02/1988']) expect(readDateInput(typed)).toBe(typed);
  });
});
