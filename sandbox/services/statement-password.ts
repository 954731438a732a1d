import { limit } from '../../src/core/config/limits';

/**
 * The password a protected statement opens with, as Indian banks make it: the first letters of the
 * name in capitals (statementPasswordNameLetters, letters only) and the day and month of birth,
 * DDMM. "Harsh Vardhan", born 1988-07-14: HARS1407. Null without a date of birth.
 */
export function statementPassword(fullName: string, dateOfBirth: string | null): string | null {
  const birth = /^\d{4}-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!birth) return null;
  const letters = fullName.toUpperCase().replace(/[^A-Z]/g, '').slice(0, limit('statementPasswordNameLetters'));
  return `${letters}${birth[2] ?? ''}${birth[1] ?? ''}`;
}
