import { describe, expect, it } from 'vitest';
import { confirmationFingerprint } from './run-action';
import type { RunSpec } from '@/core/definitions/call-spec';

const pay: RunSpec = { calls: [{ operation: 'startCardPayment', body: {}, keep: { txnId: '=answer.txnId' } }], done: [] };

describe('confirmationFingerprint', () => {
  it('differs when a step before kept another amount, though nothing is typed in the step itself', () => {
    expect(confirmationFingerprint('review', 'submit', pay, {}, { amount: 10_000 })).not.toBe(confirmationFingerprint('review', 'submit', pay, {}, { amount: 20_000 }));
  });

  it('stays the same across a retry, when the action has kept its own answers and sent bodies', () => {
    const first = confirmationFingerprint('review', 'submit', pay, {}, { amount: 10_000 });
    expect(confirmationFingerprint('review', 'submit', pay, {}, { amount: 10_000, txnId: 'LOAD1', sent: { startCardPayment: '{}' } })).toBe(first);
  });

  it('differs by what was typed and by the button', () => {
    const kept = { amount: 10_000 };
    expect(confirmationFingerprint('confirm', 'submit', pay, { otp: '123456' }, kept)).not.toBe(confirmationFingerprint('confirm', 'submit', pay, { otp: '654321' }, kept));
    expect(confirmationFingerprint('confirm', 'submit', pay, {}, kept)).not.toBe(confirmationFingerprint('confirm', 'resend', pay, {}, kept));
  });
});
