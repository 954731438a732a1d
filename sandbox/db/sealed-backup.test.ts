import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backupKeyOf, openBackup, sealBackup } from './sealed-backup';

describe('sealed backups (issue 56 item 8)', () => {
  const key = randomBytes(32);
  const parts = [
    { name: 'sandbox.db', bytes: Buffer.from('SQLite format 3 … PAN ABCDE1234F') },
    { name: 'payload.key', bytes: Buffer.from('key-bytes') },
  ];

  it('gives back the parts sealed, with the key that sealed them', () => {
    const sealed = sealBackup(parts, key);
    expect(sealed.includes('ABCDE1234F')).toBe(false);
    expect(openBackup(sealed, key).map((part) => [part.name, part.bytes.toString('utf8')])).toEqual(parts.map((part) => [part.name, part.bytes.toString('utf8')]));
  });

  it('refuses a changed byte, another key, and a file of another format', () => {
    const sealed = sealBackup(parts, key);
    const changed = Buffer.from(sealed);
    changed[changed.length - 20] = (changed[changed.length - 20] ?? 0) ^ 1;
    expect(() => openBackup(changed, key)).toThrow(/cannot be opened/);
    expect(() => openBackup(sealed, randomBytes(32))).toThrow(/cannot be opened/);
    expect(() => openBackup(Buffer.from('SQLite format 3\0'), key)).toThrow(/not a sealed backup/);
  });

  it('takes a key of 32 bytes in base64 or base64url, and says what is wrong with another', () => {
    expect(backupKeyOf(key.toString('base64')).equals(key)).toBe(true);
    expect(backupKeyOf(key.toString('base64url')).equals(key)).toBe(true);
    expect(() => backupKeyOf(undefined)).toThrow(/not set/);
    expect(() => backupKeyOf(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
