/** The access token a request carries in `Authorization: Bearer …` (RFC 6750), or '' without one. */
export function bearerTokenOf(request: { readonly headers: Readonly<Record<string, unknown>> }): string {
  const header = request.headers['authorization'];
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
}
