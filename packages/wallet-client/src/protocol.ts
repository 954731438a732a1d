/** Names the client and the wallet API agree on (openapi/wallet.yaml, spec §7). */
export const payloadEncryptionHeader = 'X-Payload-Encryption';
export const payloadAlgorithm = 'A256GCM';
