/**
 * Issue 57 item 1: a cashout code's meaning is its outcome in rules/catalogues/cashout-codes.json,
 * not its message. A new code with a message of its own and outcome "pending" (a bank's timeout) is
 * booked PENDING; before, anything whose message was not the success's or the initiated group's was FAILED.
 */
import { describe, expect, it, vi } from 'vitest';
import table from './bank-transfer.json';

const bankTimeout = { code: 'BT', kind: 'info', messageKey: 'account:cashout.bankTimeout', outcome: 'pending' } as const;

vi.mock('../../src/core/config/catalogues', async (original) => {
  const real = await original<typeof import('../../src/core/config/catalogues')>();
  return { ...real, catalogues: { ...real.catalogues, cashoutCodes: { ...real.catalogues.cashoutCodes, entries: [...real.catalogues.cashoutCodes.entries, bankTimeout] } } };
});
vi.mock('./bank-transfer.json', async (original) => {
  const real = await original<{ default: typeof table }>();
  return { default: { ...real.default, byPaise: { ...real.default.byPaise, '98': 'BT' } } };
});

describe('a transfer is booked as its cashout code\'s outcome says (issue 57)', () => {
  it('books a new code with a message of its own as its outcome says: pending', async () => {
    const { bankTransfer } = await import('./bank-transfer');
    expect(bankTransfer(100_098)).toEqual({ code: 'BT', messageKey: bankTimeout.messageKey, rowStatus: 'PENDING' });
  });

  it('books every code the simulator answers as the catalogue\'s outcome for it', async () => {
    const { bankTransfer } = await import('./bank-transfer');
    const { catalogues } = await import('../../src/core/config/catalogues');
    const { catalogueEntryOrDefault } = await import('../../src/core/config/catalogue');
    const status = { success: 'SUCCESS', pending: 'PENDING', failed: 'FAILED' } as const;
    for (const [paise, code] of Object.entries(table.byPaise)) {
      const outcome = catalogueEntryOrDefault(catalogues.cashoutCodes, code)?.outcome;
      expect(outcome, code).toBeDefined();
      expect(bankTransfer(100_000 + Number(paise)).rowStatus, code).toBe(status[outcome ?? 'failed']);
    }
  });
});
