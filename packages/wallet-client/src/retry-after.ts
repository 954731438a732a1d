/** How long a 429 or 503 asks to wait, in milliseconds: its Retry-After header (seconds or an HTTP date), else the body's retryAfterSeconds. */
export function retryAfterMs(response: Response, body: unknown, now = Date.now()): number | null {
  const header = response.headers.get('Retry-After');
  if (header !== null) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const fromBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['retryAfterSeconds'] : undefined;
  return typeof fromBody === 'number' ? fromBody * 1000 : null;
}
