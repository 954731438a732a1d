import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The payload envelope of openapi/wallet.yaml on the server side, with Node's crypto:
 * {"data": base64url(IV(12) ‖ AES-256-GCM ciphertext ‖ tag(16))}.
 */
export class PayloadCipher {
  private readonly key: Buffer;

  constructor(keyBase64Url: string) {
    this.key = Buffer.from(keyBase64Url, 'base64url');
    if (this.key.length !== 32) throw new Error('the payload key must be 32 bytes');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return JSON.stringify({ data: sealed.toString('base64url') });
  }

  /** Throws when the data was altered or sealed with another key. */
  open(data: string): string {
    const bytes = Buffer.from(data, 'base64url');
    if (bytes.length < 12 + 16) throw new Error('envelope too short');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
  }
}
