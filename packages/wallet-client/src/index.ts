/** The official TypeScript client of the wallet API (openapi/wallet.yaml): README.md says how to use it. */
export { createWalletClient, type CallOptions, type RequestBody, type SuccessBody, type WalletClient, type WalletClientOptions } from './client.js';
export { WalletApiError, type FieldError } from './wallet-api-error.js';
export { verifyWebhook, WebhookSignatureError, type VerifyWebhookOptions, type WebhookEvent } from './verify-webhook.js';
export type { Session } from './session.js';
export type { components, operations, paths, webhooks } from './generated/wallet.js';
export { operations as operationTable, type OperationId } from './generated/operations.js';
