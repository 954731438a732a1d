import { openText, sealText } from '../../packages/wallet-client/src/aes-gcm';

/**
 * Values kept in local storage encrypted (spec §3: "values are encrypted in storage"): AES-256-GCM
 * through WebCrypto, with a key made on this device that cannot be exported. The key rests in
 * IndexedDB, which can hold a CryptoKey without ever revealing its bytes; a script that reads
 * local storage (a copied profile, a shared computer after the tab closed) sees only ciphertext.
 * It is no defence against script running in the page itself: that is what the CSP is for
 * (docs/SECURITY.md).
 */
export interface SecureStorage {
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
  remove(key: string): void;
}

/** Where the device key lives. */
export interface DeviceKeySource {
  key(): Promise<CryptoKey>;
}

const databaseName = 'wallet-portal';
const storeName = 'keys';
const deviceKeyId = 'device';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * A write's transaction committed: its request's success comes before, and a page left in between
 * (a reload right after a first sign-in) aborts the transaction, which loses the key the session was
 * just sealed with, so the customer came back signed out.
 */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function newDeviceKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/**
 * The device key of IndexedDB, made on first use. Where IndexedDB is unavailable (some private
 * windows), a key for this page's life: journeys then resume within the tab but not after a reload.
 */
export function indexedDbKeySource(factory: IDBFactory | undefined = 'indexedDB' in globalThis ? globalThis.indexedDB : undefined): DeviceKeySource {
  let pending: Promise<CryptoKey> | null = null;
  const open = async (): Promise<CryptoKey> => {
    if (!factory) return newDeviceKey();
    const opening = factory.open(databaseName, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(storeName);
    const db = await request(opening);
    try {
      const existing = await request(db.transaction(storeName).objectStore(storeName).get(deviceKeyId) as IDBRequest<CryptoKey | undefined>);
      if (existing) return existing;
      const made = await newDeviceKey();
      // add, not put: when two tabs race, the second add fails and both read the first key.
      try {
        const adding = db.transaction(storeName, 'readwrite');
        adding.objectStore(storeName).add(made, deviceKeyId);
        await committed(adding);
        return made;
      } catch {
        const first = await request(db.transaction(storeName).objectStore(storeName).get(deviceKeyId) as IDBRequest<CryptoKey | undefined>);
        return first ?? made;
      }
    } finally {
      db.close();
    }
  };
  return {
    key() {
      pending ??= open().catch(() => newDeviceKey());
      return pending;
    },
  };
}

/** Encrypted JSON values over a Storage; a value that does not decrypt (another device, tampering) reads as absent. */
export function createSecureStorage(storage: Storage, source: DeviceKeySource): SecureStorage {
  return {
    async read(key) {
      const sealed = storage.getItem(key);
      if (sealed === null) return null;
      try {
        return JSON.parse(await openText(await source.key(), sealed)) as unknown;
      } catch {
        return null;
      }
    },
    async write(key, value) {
      storage.setItem(key, await sealText(await source.key(), JSON.stringify(value)));
    },
    remove(key) {
      storage.removeItem(key);
    },
  };
}
