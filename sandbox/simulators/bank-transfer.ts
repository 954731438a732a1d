import { randomBytes } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import { catalogueEntryOrDefault, type CatalogueFile } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';
import table from './bank-transfer.json';

/** How the statement records a transfer, by its cashout code's outcome (rules/catalogues/cashout-codes.json). */
const rowStatusByOutcome = { success: 'SUCCESS', pending: 'PENDING', failed: 'FAILED' } as const;

/**
 * The reference a bank gives a transfer it settled (issue 35 item 7): an RRN of as many digits as
 * the sandbox's generated ids (randomIdLength), which the customer quotes to their bank.
 */
export function bankReference(): string {
  return Array.from(randomBytes(limit('randomIdLength')), (byte) => String(byte % 10)).join('');
}

/**
 * The bank's cashout code for a transfer of this amount, its message by the catalogue (others: the
 * catalogue's default), and the statement status its outcome says (issue 57: not its message, so a
 * new code with a message of its own is booked as its outcome says); a code without one has failed.
 */
export function bankTransfer(
  amountPaise: number,
  codes: CatalogueFile = catalogues.cashoutCodes,
  byPaise: Readonly<Record<string, string>> = table.byPaise,
): { code: string; messageKey: string; rowStatus: 'SUCCESS' | 'PENDING' | 'FAILED' } {
  const paise = String(amountPaise % 100).padStart(2, '0');
  const code = byPaise[paise] ?? '00';
  const entry = catalogueEntryOrDefault(codes, code);
  return { code, messageKey: entry?.messageKey ?? '', rowStatus: rowStatusByOutcome[entry?.outcome ?? 'failed'] };
}
