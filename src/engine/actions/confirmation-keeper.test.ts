import { describe, expect, it } from 'vitest';
import { ConfirmationKeeper } from './confirmation-keeper';

describe('ConfirmationKeeper', () => {
  it('keeps one idempotency key across retries of the same thing, and makes a new one after success or a change', () => {
    const keeper = new ConfirmationKeeper();
    const first = keeper.for('{"amount":100}').idempotencyKey;
    expect(keeper.for('{"amount":100}').idempotencyKey).toBe(first);
    const changed = keeper.for('{"amount":200}').idempotencyKey;
    expect(changed).not.toBe(first);
    keeper.settle();
    expect(keeper.for('{"amount":200}').idempotencyKey).not.toBe(changed);
  });
});
