import { catalogueEntry } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';
import table from './bank-transfer.json';

export type TransferOutcome = 'success' | 'initiated' | 'failed' | 'other';

/** The bank's cashout code for a transfer of this amount, and what it means by the catalogue (spec §8). */
export function bankTransfer(amountPaise: number): { code: string; outcome: TransferOutcome } {
  const paise = String(amountPaise % 100).padStart(2, '0');
  const code = (table.byPaise as Record<string, string>)[paise] ?? '00';
  const key = catalogueEntry(catalogues.cashoutCodes, code)?.messageKey;
  const outcome: TransferOutcome = key === 'cashout.success' ? 'success' : key === 'cashout.initiated' ? 'initiated' : key === 'cashout.failed' ? 'failed' : 'other';
  return { code, outcome };
}
