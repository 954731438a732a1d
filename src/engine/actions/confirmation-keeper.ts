import { newConfirmation, type Confirmation } from '@/api/confirmation';

/**
 * The idempotency key of what the customer confirmed: the same for every send of the same thing
 * (a double click, a retry after a timeout), so the server moves the money once; a new one once
 * the action went through, or when the customer changed what is sent.
 */
export class ConfirmationKeeper {
  private current: { readonly of: string; readonly confirmation: Confirmation } | null = null;

  /** The confirmation for what is about to be sent, described by a fingerprint (its values). */
  for(fingerprint: string): Confirmation {
    if (this.current?.of !== fingerprint) this.current = { of: fingerprint, confirmation: newConfirmation() };
    return this.current.confirmation;
  }

  /** The action went through: the next one is another payment. */
  settle(): void {
    this.current = null;
  }
}
