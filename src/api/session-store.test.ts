import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createSecureStorage, indexedDbKeySource } from './secure-storage';
import { SessionStore, storageKeys } from './session-store';

const tokens = { token: 'access-token-7f3a', refreshToken: 'refresh-token-9b1d', profileId: 'PRF000001' };
const mobile = '919876543210';
const user = { customerId: 'CUST000001', fullName: 'Asha Verma' };

/** Two tabs, or a tab and its reload, on one browser profile: the same storage, the same device key. */
function device() {
  const factory = new IDBFactory();
  return () => new SessionStore(localStorage, createSecureStorage(localStorage, indexedDbKeySource(factory)));
}

describe('the session in local storage (spec §3: values are encrypted in storage)', () => {
  it('keeps every session key as ciphertext, and a reload reads the session back', async () => {
    const tab = device();
    const session = tab();
    session.start(tokens, mobile, 'password');
    session.setUser(user);
    session.setSelectedRoute('/history');
    await session.settled();
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key)).join(' ');
    for (const clear of [tokens.token, tokens.refreshToken, tokens.profileId, '9876543210', 'password', 'Asha', '/history']) expect(stored).not.toContain(clear);
    for (const key of [storageKeys.customerToken, storageKeys.refreshToken, storageKeys.profileId, storageKeys.mobileNumber, storageKeys.loginWith, storageKeys.user, storageKeys.selectedRoute]) {
      expect(localStorage.getItem(key), key).not.toBeNull();
    }
    const reloaded = tab();
    await reloaded.load();
    expect(reloaded.token()).toBe(tokens.token);
    expect(reloaded.refreshToken()).toBe(tokens.refreshToken);
    expect(reloaded.mobileNumber()).toBe(mobile);
    expect(reloaded.user()).toEqual(user);
    expect(reloaded.returnRoute('/dashboard')).toBe('/history');
  });

  it('reads a session sealed on another device, or planted in clear, as no session', async () => {
    const other = device()();
    other.start(tokens, mobile, 'otp');
    await other.settled();
    const mine = device()();
    await mine.load();
    expect(mine.hasSession()).toBe(false);
    localStorage.setItem(storageKeys.customerToken, 'planted-token');
    await mine.load();
    expect(mine.token()).toBeNull();
  });

  it('takes the tokens another tab renewed, and its logout', async () => {
    const tab = device();
    const first = tab();
    const second = tab();
    first.start(tokens, mobile, 'password');
    await first.settled();
    await second.load();
    first.renew('access-token-2', 'refresh-token-2');
    await first.settled();
    // The storage events the browser sends the second tab.
    await second.follow(storageKeys.customerToken);
    await second.follow(storageKeys.refreshToken);
    expect(second.token()).toBe('access-token-2');
    expect(second.refreshToken()).toBe('refresh-token-2');
    first.clear('logout');
    await second.follow(storageKeys.customerToken);
    await second.follow(storageKeys.refreshToken);
    expect(second.hasSession()).toBe(false);
  });

  it('leaves nothing of an ended session, even a write still being sealed, but the language and the route to return to', async () => {
    localStorage.setItem(storageKeys.language, 'fr');
    const session = device()();
    session.start(tokens, mobile, 'password');
    session.setSelectedRoute('/history');
    // Ended before the writes above are sealed: none of the session may land afterwards.
    session.clear('expired');
    await session.settled();
    expect(Object.keys(localStorage).sort()).toEqual([storageKeys.language, storageKeys.selectedRoute].sort());
    expect(session.token()).toBeNull();
    expect(session.returnRoute('/dashboard')).toBe('/history');
    session.clear('logout');
    expect(Object.keys(localStorage)).toEqual([storageKeys.language]);
  });
});
