import { paiseDecimal } from './paise-decimal';

/**
 * Shows an amount held in paise (spec §5) as the customer's locale writes money: "₹2,00,000.00"
 * in India's English (lakh grouping), "200 000,00 ₹" in French. One function for every amount the
 * portal shows. The amount reaches Intl as decimal text, never as a float, so no paise is rounded.
 */
export function formatMoney(paise: number, locale: string, currency: string): string {
  return moneyFormat(locale, currency).format(paiseDecimal(paise) as `${number}`);
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
