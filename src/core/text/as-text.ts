/** A scalar as the text it reads as; anything else (objects, arrays, nothing) as the empty text. */
export function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
