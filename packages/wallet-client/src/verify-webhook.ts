import { webhookSignatureToleranceSeconds } from './generated/limits.js';
import type { components } from './generated/wallet.js';

export type WebhookEvent = components['schemas']['WebhookEvent'];

/** Why a webhook was refused: no usable signature, one that does not verify, or a timestamp too far from the clock (a replay). */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

export interface VerifyWebhookOptions {
  /** The endpoint's secret, as `POST /sandbox/webhooks` answered it once. */
  readonly secret: string;
  /** The `Wallet-Signature` header: `t=<unix seconds>,v1=<hex>`. */
  readonly signature: string | null | undefined;
  /** The raw body as received, before any JSON parsing. */
  readonly body: string;
  /** How far `t` may be from now; the contract's webhookSignatureToleranceSeconds by default. */
  readonly toleranceSeconds?: number;
  readonly nowMs?: number;
}

const fromHex = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

/**
 * The event of a webhook whose signature verifies (HMAC-SHA256 of `t.body`, compared in constant
 * time by WebCrypto) and whose timestamp is within the tolerance; throws WebhookSignatureError otherwise.
 */
export async function verifyWebhook({ secret, signature, body, toleranceSeconds = webhookSignatureToleranceSeconds, nowMs = Date.now() }: VerifyWebhookOptions): Promise<WebhookEvent> {
  const parts = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(signature ?? '');
  if (!parts?.[1] || !parts[2]) throw new WebhookSignatureError('no Wallet-Signature of the form t=…,v1=…');
  const sentAt = Number(parts[1]);
  if (Math.abs(nowMs / 1000 - sentAt) > toleranceSeconds) throw new WebhookSignatureError(`signed ${String(Math.round(nowMs / 1000 - sentAt))} s from now, past the tolerance of ${String(toleranceSeconds)} s`);
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const valid = await crypto.subtle.verify('HMAC', key, fromHex(parts[2]), new TextEncoder().encode(`${parts[1]}.${body}`));
  if (!valid) throw new WebhookSignatureError('the signature does not match the body and the secret');
  return JSON.parse(body) as WebhookEvent;
}
