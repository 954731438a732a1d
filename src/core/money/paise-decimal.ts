/** Paise as the decimal text of rupees ("-1234.05"), by integer arithmetic: no amount goes through a float. */
export function paiseDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a whole number of paise: ${String(paise)}`);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${String(Math.trunc(absolute / 100))}.${String(absolute % 100).padStart(2, '0')}`;
}
