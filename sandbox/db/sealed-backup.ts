import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The first bytes of a sealed backup: its format, so an older or foreign file is named as such. */
const magic = Buffer.from('WALLET-BACKUP-1\n');
const ivLength = 12;
const tagLength = 16;

/** One file of the data folder a backup carries: the database, and the keys beside it. */
export interface BackupPart {
  readonly name: string;
  readonly bytes: Buffer;
}

/**
 * The backup key of SANDBOX_BACKUP_KEY: 32 bytes as base64 or base64url (openssl rand -base64 32).
 * A backup holds every customer's PAN, Aadhaar and account numbers: never written in clear (issue 56 item 8).
 */
export function backupKeyOf(setting: string | undefined): Buffer {
  if (!setting) throw new Error('SANDBOX_BACKUP_KEY is not set: a backup is sealed with it (32 bytes, e.g. openssl rand -base64 32)');
  const key = Buffer.from(setting.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== 32) throw new Error(`SANDBOX_BACKUP_KEY must be 32 bytes in base64; it is ${String(key.length)}`);
  return key;
}

/**
 * The parts sealed with AES-256-GCM: the magic, a random IV, then the ciphertext of
 * [4-byte length of a JSON list of names and sizes][the list][each part's bytes], then the tag. The
 * magic is authenticated too, so a file of another format cannot pass for this one.
 */
export function sealBackup(parts: readonly BackupPart[], key: Buffer): Buffer {
  const index = Buffer.from(JSON.stringify(parts.map((part) => ({ name: part.name, size: part.bytes.length }))));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(index.length);
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(magic);
  const sealed = Buffer.concat([cipher.update(Buffer.concat([length, index, ...parts.map((part) => part.bytes)])), cipher.final()]);
  return Buffer.concat([magic, iv, sealed, cipher.getAuthTag()]);
}

/** The parts of a sealed backup; a wrong key or a changed byte is refused, never half-read. */
export function openBackup(file: Buffer, key: Buffer): BackupPart[] {
  if (!file.subarray(0, magic.length).equals(magic)) throw new Error('this is not a sealed backup of this sandbox (made before backups were sealed, or another file)');
  const iv = file.subarray(magic.length, magic.length + ivLength);
  const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(magic);
  decipher.setAuthTag(file.subarray(file.length - tagLength));
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(file.subarray(magic.length + ivLength, file.length - tagLength)), decipher.final()]);
  } catch {
    throw new Error('the backup cannot be opened with this SANDBOX_BACKUP_KEY: another key sealed it, or the file was changed');
  }
  const indexLength = plain.readUInt32BE(0);
  const index = JSON.parse(plain.subarray(4, 4 + indexLength).toString('utf8')) as { name: string; size: number }[];
  let at = 4 + indexLength;
  return index.map(({ name, size }) => {
    const bytes = plain.subarray(at, at + size);
    at += size;
    return { name, bytes };
  });
}
