import { formatMoney } from '../src/core/money/format-money';

/** How money is written for a reviewer: the English locale of locales/ and the currency of the limits. */
export interface MoneyFormat {
  readonly locale: string;
  readonly currency: string;
}

/** A limit of rules/limits.json as a reviewer reads it: money in rupees with paise, a duration or a count with its unit. */
export function shownLimit(limit: { readonly value: unknown; readonly unit?: string } | undefined, money: MoneyFormat): string {
  if (limit === undefined) return '(none)';
  const { value, unit } = limit;
  if (unit === 'paise' && typeof value === 'number') return formatMoney(value, money.locale, money.currency);
  if (typeof value === 'number' && unit !== undefined && !['id', 'text', 'format', 'url'].includes(unit)) return `${value.toLocaleString('en-IN')} ${unit}`;
  return JSON.stringify(value);
}
