import { useState } from 'react';
import { ConfirmationKeeper } from './confirmation-keeper';

/**
 * What keeps one action from running twice, for a screen's action and a journey's step alike: a
 * run in flight refuses a second start, and what the customer confirmed keeps one idempotency key
 * across a double click and a retry (ConfirmationKeeper). A field, not state: two clicks in one
 * frame both see the state from before either.
 */
export class RunGuard {
  private inFlight = false;
  readonly confirmations = new ConfirmationKeeper();

  /** True when this run may start; false while another is in flight. */
  start(): boolean {
    if (this.inFlight) return false;
    this.inFlight = true;
    return true;
  }

  /** The run is over (or the page came back from the browser's cache, busy as it was left). */
  end(): void {
    this.inFlight = false;
  }
}

/** One guard for the life of a component. */
export function useRunGuard(): RunGuard {
  return useState(() => new RunGuard())[0];
}
