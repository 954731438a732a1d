import { paiseDecimal } from './paise-decimal';

/**
 * Shows an amount held in paise (spec §5) as the customer's locale writes money: "₹2,00,000.00"
 * in India's English (lakh grouping), "200 000,00 ₹" in French. One function for every amount the
 * portal shows. The amount reaches Intl as decimal text, never as a float, so no paise is rounded.
 */
export function formatMoney(paise: number, locale: string, currency: string): string {
  const amount = paiseDecimal(paise) as `${number}`;
  const format = moneyFormat(locale, currency);
  const grouping = numberGrouping(locale, format);
  return grouping ? regrouped(format.formatToParts(amount), grouping.formatToParts(amount.replace(/^-/, '').split('.')[0] as `${number}`)) : format.format(amount);
}

const isDigitGroup = (part: Intl.NumberFormatPart) => part.type === 'integer' || part.type === 'group';

/** Money's parts with its whole rupees grouped as the number's parts are. */
function regrouped(money: readonly Intl.NumberFormatPart[], whole: readonly Intl.NumberFormatPart[]): string {
  const first = money.findIndex(isDigitGroup);
  const rest = money.slice(first).findIndex((part) => !isDigitGroup(part));
  const end = rest < 0 ? money.length : first + rest;
  return [...money.slice(0, first), ...whole.filter(isDigitGroup), ...money.slice(end)].map((part) => part.value).join('');
}

/**
 * The language's grouping of numbers, where its money pattern groups otherwise: CLDR's Marathi
 * writes ₹20,000,000.50 though Marathi numbers, and every wallet app in India, group by lakh
 * (2,00,00,000). Null where both agree, as in every other language: nothing more to do.
 */
const groupings = new Map<string, Intl.NumberFormat | null>();
function numberGrouping(locale: string, money: Intl.NumberFormat): Intl.NumberFormat | null {
  const known = groupings.get(locale);
  if (known !== undefined) return known;
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const digits = (parts: readonly Intl.NumberFormatPart[]) => parts.filter(isDigitGroup).map((part) => part.value).join('');
  const made = digits(money.formatToParts(123456789)) === digits(numbers.formatToParts(123456789)) ? null : numbers;
  groupings.set(locale, made);
  return made;
}

// Making a formatter costs far more than using one (ICU loads the locale's data), and a list
// shows many amounts at every change of a filter: one per locale and currency.
const formats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  const known = formats.get(key);
  if (known) return known;
  const made = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  formats.set(key, made);
  return made;
}
