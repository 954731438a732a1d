/**
 * A text with its {{name}} placeholders filled in, as i18next fills plain values: for a test or a
 * script that knows what a page must say ("11 - 20 of 125 items"). A name without a value stays.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
