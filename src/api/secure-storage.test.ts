import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createSecureStorage, indexedDbKeySource } from './secure-storage';

describe('secure storage (spec §3: values are encrypted in storage)', () => {
  it('keeps only ciphertext in local storage and reads the value back', async () => {
    const store = createSecureStorage(localStorage, indexedDbKeySource(new IDBFactory()));
    await store.write('signUpInfo', { mobileNumber: '919876543210', step: 'otp' });
    const raw = localStorage.getItem('signUpInfo') ?? '';
    expect(raw).not.toContain('9876543210');
    expect(raw).not.toContain('otp');
    expect(await store.read('signUpInfo')).toEqual({ mobileNumber: '919876543210', step: 'otp' });
  });

  it('keeps one device key in IndexedDB that cannot be exported', async () => {
    const factory = new IDBFactory();
    const first = indexedDbKeySource(factory);
    const key = await first.key();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    // A reload: a new source on the same database finds the same key and reads what was written.
    const store = createSecureStorage(localStorage, first);
    await store.write('migrationData', { uuid: 'u-1' });
    expect(await createSecureStorage(localStorage, indexedDbKeySource(factory)).read('migrationData')).toEqual({ uuid: 'u-1' });
  });

  it('gives a new device key only once its write has committed, so a page left at once still has it', async () => {
    const factory = new IDBFactory();
    const seen: string[] = [];
    // Each write transaction the source opens says when it commits; the source's own handlers come after.
    const open = factory.open.bind(factory);
    factory.open = (name: string, version?: number) => {
      const opening = open(name, version);
      opening.addEventListener('success', () => {
        const db = opening.result;
        const transaction = db.transaction.bind(db) as (names: string | string[], mode?: IDBTransactionMode) => IDBTransaction;
        db.transaction = ((names: string | string[], mode?: IDBTransactionMode) => {
          const made = transaction(names, mode);
          if (mode === 'readwrite') made.addEventListener('complete', () => seen.push('committed'));
          return made;
        }) as IDBDatabase['transaction'];
      });
      return opening;
    };
    await indexedDbKeySource(factory).key();
    seen.push('key given');
    // Given at the add's success, a reload before the commit aborted it: the session sealed with the key was lost.
    expect(seen).toEqual(['committed', 'key given']);
  });

  it('reads a value sealed by another device, or altered, as absent', async () => {
    const mine = createSecureStorage(localStorage, indexedDbKeySource(new IDBFactory()));
    await createSecureStorage(localStorage, indexedDbKeySource(new IDBFactory())).write('signUpInfo', { a: 1 });
    expect(await mine.read('signUpInfo')).toBeNull();
    localStorage.setItem('signUpInfo', 'not-ciphertext');
    expect(await mine.read('signUpInfo')).toBeNull();
  });
});
