import { isLoginWith, type LoginWith } from '@/core/effects/login-with';
import type { SecureStorage } from './secure-storage';

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

/** The keys of spec §3 whose values are the session's, kept encrypted; the language and the last activity are the device's and stay clear. */
const sealedKeys: readonly string[] = [
  storageKeys.customerToken,
  storageKeys.refreshToken,
  storageKeys.profileId,
  storageKeys.mobileNumber,
  storageKeys.emailId,
  storageKeys.user,
  storageKeys.loginWith,
  storageKeys.selectedRoute,
];

/**
 * The customer's session as kept in local storage (spec §3), encrypted there ("values are
 * encrypted in storage"): read and decrypted once at start-up (load), then held in memory, so
 * every read stays synchronous; each change is written through, sealed, in order. One place reads
 * and writes the keys, so the client, the router and the screens agree on what "logged in" means.
 * What the encryption protects, and what it does not, is in docs/SECURITY.md.
 */
export class SessionStore {
  private readonly endListeners: ((reason: SessionEnd, code?: string) => void)[] = [];
  private readonly values = new Map<string, string>();
  private pending: Promise<void> = Promise.resolve();
  /** The server's code of why the last session ended, until the page that says so takes it (a session can end before any page is drawn). */
  private endCode: string | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly vault: SecureStorage,
  ) {}

  /** Reads the session that storage holds (a reload, a new tab); a value that does not decrypt reads as absent. */
  async load(): Promise<void> {
    await Promise.all(sealedKeys.map((key) => this.follow(key)));
  }

  /**
   * Takes another tab's change to a key (its storage event names the key): the tokens it renewed,
   * the session it ended. Resolves once memory holds what storage now holds.
   */
  follow(key: string | null): Promise<void> {
    if (key === null || !sealedKeys.includes(key)) return Promise.resolve();
    const following = this.vault.read(key).then((value) => {
      if (typeof value === 'string') this.values.set(key, value);
      else this.values.delete(key);
    });
    this.pending = this.pending.then(() => following).catch(() => undefined);
    return following.catch(() => undefined);
  }

  /** Resolves when every change so far is in storage, and every change of another tab in memory. */
  settled(): Promise<void> {
    return this.pending;
  }

  /** Runs whenever the session ends, whoever ends it (logout, a refused refresh, the router); a refused refresh gives the server's code of why. */
  onClear(listener: (reason: SessionEnd, code?: string) => void): () => void {
    this.endListeners.push(listener);
    return () => {
      const index = this.endListeners.indexOf(listener);
      if (index >= 0) this.endListeners.splice(index, 1);
    };
  }

  private get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  private set(key: string, value: string): void {
    this.values.set(key, value);
    // Written only if still the value by then: a session ended meanwhile must not come back, and a newer value goes itself.
    // A failed write (storage full) must not stop the ones after it; the value is still in memory.
    this.pending = this.pending
      .then(async () => {
        if (this.values.get(key) === value) await this.vault.write(key, value);
      })
      .catch(() => undefined);
  }

  token(): string | null {
    return this.get(storageKeys.customerToken);
  }

  refreshToken(): string | null {
    return this.get(storageKeys.refreshToken);
  }

  mobileNumber(): string | null {
    return this.get(storageKeys.mobileNumber);
  }

  /** How the customer logged in: a session the phone opened confirms transactions with the password too (issue 32 item 2). */
  loginWith(): LoginWith | null {
    const how = this.get(storageKeys.loginWith);
    return isLoginWith(how) ? how : null;
  }

  /**
   * Whether the customer is signed in: an access token, or a refresh token that may renew one (an
   * access token unreadable, or lost, with a good refresh token tries the refresh first: issue 32 item 7).
   */
  hasSession(): boolean {
    return this.token() !== null || this.refreshToken() !== null;
  }

  /** The server's code of why the session ended, once: the page that says so takes it. */
  takeEndCode(): string | undefined {
    const code = this.endCode;
    this.endCode = undefined;
    return code;
  }

  /** Whether anything of a customer's session is held: a refused refresh clears it all (spec §4), whatever is left. */
  holdsAnything(): boolean {
    return sealedKeys.some((key) => key !== storageKeys.selectedRoute && this.get(key) !== null);
  }

  start(tokens: SessionTokens, mobileNumber: string, loginWith: LoginWith): void {
    this.set(storageKeys.customerToken, tokens.token);
    this.set(storageKeys.refreshToken, tokens.refreshToken);
    this.set(storageKeys.profileId, tokens.profileId);
    this.set(storageKeys.mobileNumber, mobileNumber);
    this.set(storageKeys.loginWith, loginWith);
  }

  /** Keeps the tokens of a refreshed session (spec §4 Session). */
  renew(token: string, refreshToken: string): void {
    this.set(storageKeys.customerToken, token);
    this.set(storageKeys.refreshToken, refreshToken);
  }

  /** The user data kept after login (spec §3 `user`), as stored; null when there is none. */
  user(): unknown {
    const raw = this.get(storageKeys.user);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }

  setUser(user: unknown): void {
    this.set(storageKeys.user, JSON.stringify(user));
  }

  selectedRoute(): string | null {
    return this.get(storageKeys.selectedRoute);
  }

  setSelectedRoute(path: string): void {
    this.set(storageKeys.selectedRoute, path);
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
  clear(reason: SessionEnd = 'logout', code?: string): void {
    const kept = keptOnEnd[reason];
    for (const key of [...this.values.keys()]) if (!kept.includes(key)) this.values.delete(key);
    const keys = Array.from({ length: this.storage.length }, (_, index) => this.storage.key(index)).filter((key): key is string => key !== null);
    for (const key of keys) if (!kept.includes(key)) this.storage.removeItem(key);
    // A second ending for the same cause (the page that met the refusal ends it again) keeps the why; a logout forgets it.
    if (code !== undefined || reason === 'logout') this.endCode = code;
    for (const listener of this.endListeners) listener(reason, code);
  }
}
