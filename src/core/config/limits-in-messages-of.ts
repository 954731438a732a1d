/**
 * Values every message may interpolate, of a given set of limits (a copy of the configuration the
 * checker reads): every limit by its name, and an amount in paise also by its name without "Paise".
 */
export function limitsInMessagesOf<V>(limits: Readonly<Record<string, V>>): Record<string, V> {
  return Object.fromEntries(Object.entries(limits).flatMap(([name, value]) => (name.endsWith('Paise') ? [[name, value], [name.slice(0, -'Paise'.length), value]] : [[name, value]])));
}
