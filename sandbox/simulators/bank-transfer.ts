import { randomBytes } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import { catalogueEntryOrDefault } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';
import table from './bank-transfer.json';

/** How the statement records a transfer, by what its cashout code means (spec §8). */
const rowStatusByMessage: Readonly<Record<string, 'SUCCESS' | 'PENDING'>> = { 'account:cashout.success': 'SUCCESS', 'account:cashout.initiated': 'PENDING' };

/**
 * The bank's cashout code for a transfer of this amount, its message by the catalogue (others:
 * the catalogue's default), and the statement status that follows: anything not a success or
 * initiated has failed.
 */
/**
 * The reference a bank gives a transfer it settled (issue 35 item 7): an RRN of as many digits as
 * the sandbox's generated ids (randomIdLength), which the customer quotes to their bank.
 */
export function bankReference(): string {
  return Array.from(randomBytes(limit('randomIdLength')), (byte) => String(byte % 10)).join('');
}

export function bankTransfer(amountPaise: number): { code: string; messageKey: string; rowStatus: 'SUCCESS' | 'PENDING' | 'FAILED' } {
  const paise = String(amountPaise % 100).padStart(2, '0');
  const code = (table.byPaise as Record<string, string>)[paise] ?? '00';
  const messageKey = catalogueEntryOrDefault(catalogues.cashoutCodes, code)?.messageKey ?? '';
  return { code, messageKey, rowStatus: rowStatusByMessage[messageKey] ?? 'FAILED' };
}
