/** The tokens of a login: the access token every call sends, and the refresh token that renews it once it expires. */
export interface Session {
  readonly token: string;
  readonly refreshToken: string;
}

/** Whether a 401 says the access token's time passed (refresh once), rather than never issued or revoked (log in again). RFC 6750 §3. */
export function sessionExpired(response: Response): boolean {
  return /error_description="Session expired"/.test(response.headers.get('WWW-Authenticate') ?? '');
}
