import { IDBFactory } from 'fake-indexeddb';
import { createSecureStorage, indexedDbKeySource, type SecureStorage } from '../../src/api/secure-storage';
import { SessionStore } from '../../src/api/session-store';

/** Encrypted storage over jsdom's local storage, with a device key of its own (a fresh IndexedDB). */
export function testVault(): SecureStorage {
  return createSecureStorage(localStorage, indexedDbKeySource(new IDBFactory()));
}

/** A session store as the portal makes one, sealing into local storage under a device key of its own. */
export function testSession(vault: SecureStorage = testVault()): SessionStore {
  return new SessionStore(localStorage, vault);
}
