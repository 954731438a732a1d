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
  lastActivity: 'lastActivity',
} as const;

/** Why a session ended: the customer logged out (or idled out), or the server no longer accepts it. */
export type SessionEnd = 'logout' | 'expired';

/** Kept when a session ends: the customer's language always, the route they were on when the server ended it (spec §4). */
const keptOnEnd: Readonly<Record<SessionEnd, readonly string[]>> = {
  logout: [storageKeys.language],
  expired: [storageKeys.language, storageKeys.selectedRoute],
};

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
  private readonly endListeners: ((reason: SessionEnd) => void)[] = [];

  constructor(private readonly storage: Storage) {}

  /** Runs whenever the session ends, whoever ends it (logout, a refused refresh, the router). */
  onClear(listener: (reason: SessionEnd) => void): () => void {
    this.endListeners.push(listener);
    return () => {
      const index = this.endListeners.indexOf(listener);
      if (index >= 0) this.endListeners.splice(index, 1);
    };
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

  /**
   * Where a customer goes once logged in (spec §2, §4): the route they were on when the server ended
   * their last session, else the home route.
   */
  returnRoute(homeRoute: string): string {
    return this.selectedRoute() ?? homeRoute;
  }

  /**
   * Spec §4 Session: ending a session clears local storage, but for the customer's language, and the
   * route to return to when the server ended it. Listeners run however it ended.
   */
  clear(reason: SessionEnd = 'logout'): void {
    const kept = keptOnEnd[reason];
    const keys = Array.from({ length: this.storage.length }, (_, index) => this.storage.key(index)).filter((key): key is string => key !== null);
    for (const key of keys) if (!kept.includes(key)) this.storage.removeItem(key);
    for (const listener of this.endListeners) listener(reason);
  }
}
