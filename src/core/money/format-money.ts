import { paiseDecimal } from './paise-decimal';

/**
 * Shows an amount held in paise (spec §5) as the customer's locale writes money: "₹2,00,000.00"
 * in India's English (lakh grouping), "200 000,00 ₹" in French. One function for every amount the
 * portal shows. The amount reaches Intl as decimal text, never as a float, so no paise is rounded.
 */
export function formatMoney(paise: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paiseDecimal(paise) as `${number}`);
}
