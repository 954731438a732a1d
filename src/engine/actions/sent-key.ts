/**
 * What a journey remembers of a "once" call's body: its SHA-256, not the body. The body of a
 * confirmation carries the OTP and, after a login by OTP, the password (issue 32 item 2), and the
 * journey's state is kept in storage: a secret must never be.
 */
export async function sentKeyOf(body: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
