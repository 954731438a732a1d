/**
 * The fields of a query string or form as single strings, or null when a field came twice
 * (mobile=a&mobile=b parses as an array) or as anything but text: a simulator then answers 400
 * instead of handing an array to SQL or to the HTML it writes.
 */
export function singleValues(input: unknown): Readonly<Record<string, string>> | null {
  if (typeof input !== 'object' || input === null) return {};
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    if (typeof value !== 'string') return null;
    values[name] = value;
  }
  return values;
}
