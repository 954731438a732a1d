/**
 * Serialises query parameters as spec §5 says: empty values (undefined, null, '') are dropped,
 * while false and 0 are kept. Arrays repeat their key. Keys keep their order.
 */
export function toQueryString(params: Readonly<Record<string, unknown>>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null || item === '') continue;
      if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') {
        throw new TypeError(`query parameter "${key}" must be a string, number or boolean`);
      }
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.join('&');
}
