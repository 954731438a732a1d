/**
 * A language writes money as it writes numbers (issue 59): CLDR's Marathi money pattern groups
 * rupees by thousands (₹20,000,000.50) where Marathi numbers, and every Indian wallet app, group
 * them by lakh (2,00,00,000), so a language names the locale its money is written in
 * (format.moneyLocale) and the checker holds the two groupings alike.
 */
import type { Problem } from './config-problem';

/** The shape of a number's whole part as a format groups it: 9s for digits, a comma for each group mark. */
function groupingOf(format: Intl.NumberFormat): string {
  return format
    .formatToParts(123456789)
    .filter((part) => part.type === 'integer' || part.type === 'group')
    .map((part) => (part.type === 'group' ? ',' : '9'.repeat(part.value.length)))
    .join('');
}

/** What is wrong with a language's money locale; nothing when either is missing (the translation checks name that). */
export function moneyLocaleProblems(file: string, locale: unknown, moneyLocale: unknown): Problem[] {
  if (typeof locale !== 'string' || typeof moneyLocale !== 'string') return [];
  const path = '/format/moneyLocale';
  let money: string;
  let numbers: string;
  try {
    money = groupingOf(new Intl.NumberFormat(moneyLocale, { style: 'currency', currency: 'INR' }));
    numbers = groupingOf(new Intl.NumberFormat(locale));
  } catch {
    return [{ file, path, message: `${JSON.stringify(moneyLocale)} is not a locale tag; write one such as en-IN (BCP 47)` }];
  }
  if (money === numbers) return [];
  return [{ file, path, message: `writes money grouped ${money} where ${locale} groups numbers ${numbers}; name a locale whose money is grouped as this language's numbers are (en-IN groups by lakh)` }];
}
