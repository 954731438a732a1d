import { limit } from '../../src/core/config/limits';

/** Thrown when the password hashing queue is full: the caller answers 429 with the time to wait. */
export class HashingBusy extends Error {
  constructor() {
    super('the password hashing queue is full');
  }
}

/**
 * A bound on scrypt (issue 32 item 9): a password check costs some 50 ms of CPU, and 200 logins at
 * once kept the server busy for half a minute while other customers' balances waited. At most
 * passwordHashConcurrency checks run at once and passwordHashQueue wait their turn; past that a
 * check is refused at once (HashingBusy) rather than queued behind work the server cannot catch up with.
 */
export class HashingGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most checks that ran at once: what the tests hold to the bound. */
  peak = 0;

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= limit('passwordHashConcurrency')) {
      if (this.waiting.length >= limit('passwordHashQueue')) throw new HashingBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
