/**
 * One confirmation of a money-moving action by the customer. Its idempotency key is made once,
 * when the customer confirms, and every retry of that confirmation sends the same key, so the
 * server moves the money once however often the request reaches it.
 */
export interface Confirmation {
  readonly idempotencyKey: string;
}

export function newConfirmation(): Confirmation {
  return { idempotencyKey: crypto.randomUUID() };
}
