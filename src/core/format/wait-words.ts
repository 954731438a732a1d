/**
 * A wait in seconds as a language says it, for a refusal that names how long (issue 55 item 2):
 * seconds under two minutes, else whole minutes rounded up, worded and pluralised by Intl
 * ("45 seconds", "30 minutes", "30 मिनट").
 */
export function waitWords(seconds: number, locale: string): string {
  const [amount, unit] = seconds < 120 ? [Math.max(1, Math.ceil(seconds)), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
