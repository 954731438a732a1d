/**
 * Issue 57 item 1: a cashout code's meaning is its outcome in rules/catalogues/cashout-codes.json,
 * not its message. A new code with a message of its own and outcome "pending" (a bank's timeout) is
 * booked PENDING; before, anything whose message was not the success's or the initiated group's was FAILED.
 */
import { describe, expect, it } from 'vitest';
import { catalogueEntryOrDefault } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';
import { bankTransfer } from './bank-transfer';
import table from './bank-transfer.json';

const status = { success: 'SUCCESS', pending: 'PENDING', failed: 'FAILED' } as const;

describe('a transfer is booked as its cashout code\'s outcome says (issue 57)', () => {
  it('books a new code with a message of its own as its outcome says: pending', () => {
    const bankTimeout = { code: 'BT', kind: 'info', messageKey: 'account:cashout.bankTimeout', outcome: 'pending' } as const;
    const codes = { ...catalogues.cashoutCodes, entries: [...catalogues.cashoutCodes.entries, bankTimeout] };
    expect(table.byPaise['98']).toBe('BT');
    expect(bankTransfer(100_098, codes)).toEqual({ code: 'BT', messageKey: bankTimeout.messageKey, rowStatus: 'PENDING' });
  });

  it('books every code the simulator answers as the catalogue\'s outcome for it', () => {
    for (const [paise, code] of Object.entries(table.byPaise)) {
      const outcome = catalogueEntryOrDefault(catalogues.cashoutCodes, code)?.outcome;
      expect(outcome, code).toBeDefined();
      expect(bankTransfer(100_000 + Number(paise)).rowStatus, code).toBe(status[outcome ?? 'failed']);
    }
  });
});
