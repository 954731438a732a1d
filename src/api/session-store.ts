/** Local-storage keys of spec §3. */
export const storageKeys = {
  customerToken: 'customerToken',
  refreshToken: 'refreshToken',
  profileId: 'profileId',
  mobileNumber: 'mobileNumber',
  emailId: 'emailId',
  user: 'user',
  loginWith: 'loginWith',
  selectedRoute: 'selected_route',
  signUpInfo: 'signUpInfo',
  migrationData: 'migrationData',
  language: 'language',
} as const;

export interface SessionTokens {
  readonly token: string;
  readonly refreshToken: string;
  readonly profileId: string;
}

export type LoginWith = 'password' | 'otp';

/**
 * The customer's session as kept in local storage (spec §3). One place reads and writes the
 * keys, so the client, the router and the screens agree on what "logged in" means.
 */
export class SessionStore {
  private readonly endListeners: (() => void)[] = [];

  constructor(private readonly storage: Storage) {}

  /** Runs whenever the session ends, whoever ends it (logout, a refused refresh, the router). */
  onClear(listener: () => void): void {
    this.endListeners.push(listener);
  }

  token(): string | null {
    return this.storage.getItem(storageKeys.customerToken);
  }

  refreshToken(): string | null {
    return this.storage.getItem(storageKeys.refreshToken);
  }

  mobileNumber(): string | null {
    return this.storage.getItem(storageKeys.mobileNumber);
  }

  hasSession(): boolean {
    return this.token() !== null;
  }

  start(tokens: SessionTokens, mobileNumber: string, loginWith: LoginWith): void {
    this.storage.setItem(storageKeys.customerToken, tokens.token);
    this.storage.setItem(storageKeys.refreshToken, tokens.refreshToken);
    this.storage.setItem(storageKeys.profileId, tokens.profileId);
    this.storage.setItem(storageKeys.mobileNumber, mobileNumber);
    this.storage.setItem(storageKeys.loginWith, loginWith);
  }

  /** Keeps the tokens of a refreshed session (spec §4 Session). */
  renew(token: string, refreshToken: string): void {
    this.storage.setItem(storageKeys.customerToken, token);
    this.storage.setItem(storageKeys.refreshToken, refreshToken);
  }

  /** The user data kept after login (spec §3 `user`), as stored; null when there is none. */
  user(): unknown {
    const raw = this.storage.getItem(storageKeys.user);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }

  setUser(user: unknown): void {
    this.storage.setItem(storageKeys.user, JSON.stringify(user));
  }

  selectedRoute(): string | null {
    return this.storage.getItem(storageKeys.selectedRoute);
  }

  setSelectedRoute(path: string): void {
    this.storage.setItem(storageKeys.selectedRoute, path);
  }

  /** Spec §4 Session: ending a session clears local storage. */
  clear(): void {
    this.storage.clear();
    for (const listener of this.endListeners) listener();
  }
}
