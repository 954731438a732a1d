import { limit } from '../../src/core/config/limits';
import { randomBytes } from 'node:crypto';
import { addDays, istDate, istDayStart } from '../../src/core/format/ist-time';
import type { SandboxDatabase } from '../db/open-database';

export type Direction = 'CREDIT' | 'DEBIT';
export type RowStatus = 'SUCCESS' | 'PENDING' | 'FAILED' | 'REFUNDED' | 'PAID' | 'RECEIVED';

/** Statuses whose rows have moved money: the balance is always the sum of exactly these rows. */
export const movedStatuses: readonly RowStatus[] = ['SUCCESS', 'PENDING', 'PAID', 'RECEIVED'];
const movedPlaceholders = movedStatuses.map(() => '?').join(', ');

/** Whether a row of the statement moved money (a failed or refunded one did not). */
export const movedMoney = (row: { readonly status: string }): boolean => (movedStatuses as readonly string[]).includes(row.status);

export interface StatementRow {
  readonly txnRef: string;
  readonly direction: Direction;
  readonly amountPaise: number;
  readonly status: RowStatus;
  /** Its words in English, as the API's description says them. */
  readonly description: string;
  /** What it says as a code of rules/catalogues/transaction-descriptions.json, which each language words; none for an old provider's own words. */
  readonly descriptionCode?: string;
  /** The values the code's words name (the payee's name). */
  readonly descriptionValues?: Readonly<Record<string, string>>;
  readonly createdAt: string;
  /** The beneficiary a transfer went to. */
  readonly beneficiaryId?: string;
  /** For a transfer to a bank account, the bank's cashout code (spec §8). */
  readonly cashoutCode?: string;
  /** For a transfer the bank settled, its reference (UTR/RRN) the customer quotes to their bank. */
  readonly bankReference?: string;
  /** For a transaction moved from the previous provider, the type it maps to (spec §4 Migration). */
  readonly migratedType?: string;
  /** For a transfer to a bank account, the account it went to, as it was when sent. */
  readonly payee?: Payee;
}

export interface Payee {
  readonly accountNumber: string;
  readonly ifsc: string;
  readonly bankName: string;
}

export class InsufficientBalance extends Error {}

/** A statement row as the database holds it: the description's values as JSON, what is not there as null. */
export type StoredRow = Omit<StatementRow, 'descriptionCode' | 'descriptionValues' | 'bankReference' | 'payee'> & {
  readonly descriptionCode: string | null;
  readonly descriptionValues: string | null;
  readonly bankReference: string | null;
  /** Read where asked for (a transaction's detail and receipt). */
  readonly payeeAccount?: string | null;
  readonly payeeIfsc?: string | null;
  readonly payeeBank?: string | null;
};

/** The columns a row is read with, named as StatementRow names them. */
export const rowColumns = 'txn_ref AS txnRef, direction, amount_paise AS amountPaise, status, description, description_code AS descriptionCode, description_values AS descriptionValues, bank_reference AS bankReference, created_at AS createdAt';

/** A row as read, its description's code and values as StatementRow has them. */
export function rowOf({ descriptionCode, descriptionValues, bankReference, payeeAccount, payeeIfsc, payeeBank, ...row }: StoredRow): StatementRow {
  const payee = payeeAccount && payeeIfsc && payeeBank ? { payee: { accountNumber: payeeAccount, ifsc: payeeIfsc, bankName: payeeBank } } : {};
  return { ...row, ...(descriptionCode ? { descriptionCode } : {}), ...(descriptionValues ? { descriptionValues: JSON.parse(descriptionValues) as Record<string, string> } : {}), ...(bankReference ? { bankReference } : {}), ...payee };
}

/** The description's code and values as the database holds them. */
export function descriptionColumns(row: Pick<StatementRow, 'descriptionCode' | 'descriptionValues'>): [string | null, string | null] {
  return [row.descriptionCode ?? null, row.descriptionValues ? JSON.stringify(row.descriptionValues) : null];
}

/** A new transaction reference: letters and digits after the prefix, as many as randomIdLength (spec §9). */
export function newReference(prefix: string): string {
  const length = limit('randomIdLength');
  return `${prefix}${randomBytes(length).toString('base64url').replace(/[-_]/g, '0').toUpperCase().slice(0, length)}`;
}

/**
 * The wallet's money. A balance change and its statement row are written in one transaction,
 * so the balance always equals the sum of the rows that moved money.
 */
export class Ledger {
  constructor(private readonly db: SandboxDatabase) {}

  balance(customerId: number): number {
    return (this.db.prepare('SELECT balance_paise AS b FROM wallets WHERE customer_id = ?').get(customerId) as { b: number } | undefined)?.b ?? 0;
  }

  /** Records a movement; a debit larger than the balance throws and writes nothing. Run inside a transaction. */
  move(customerId: number, row: Omit<StatementRow, 'createdAt'>): StatementRow {
    const createdAt = new Date().toISOString();
    if (movedMoney(row)) {
      const signed = row.direction === 'CREDIT' ? row.amountPaise : -row.amountPaise;
      if (this.balance(customerId) + signed < 0) throw new InsufficientBalance('insufficient balance');
      this.db.prepare('UPDATE wallets SET balance_paise = balance_paise + ? WHERE customer_id = ?').run(signed, customerId);
    }
    this.db
      .prepare(
        `INSERT INTO statement_rows (customer_id, txn_ref, direction, amount_paise, status, description, description_code, description_values, created_at, beneficiary_id, cashout_code, bank_reference, payee_account, payee_ifsc, payee_bank)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(customerId, row.txnRef, row.direction, row.amountPaise, row.status, row.description, ...descriptionColumns(row), createdAt, row.beneficiaryId ?? null, row.cashoutCode ?? null, row.bankReference ?? null, row.payee?.accountNumber ?? null, row.payee?.ifsc ?? null, row.payee?.bankName ?? null);
    return { ...row, createdAt };
  }

  /**
   * A pending transfer's end, as the bank says it later (issue 36 item 5): settled (SUCCESS, with the
   * bank's reference), failed (FAILED) or reversed (REFUNDED); the last two give the money back, so the
   * balance stays the sum of the rows that moved money. Null when no pending debit has this reference.
   * Run inside a transaction.
   */
  /** Whether a transfer out of a wallet has this reference, whatever its status now. */
  hasTransfer(txnRef: string): boolean {
    return this.db.prepare("SELECT 1 FROM statement_rows WHERE txn_ref = ? AND direction = 'DEBIT'").get(txnRef) !== undefined;
  }

  resolve(txnRef: string, to: 'SUCCESS' | 'FAILED' | 'REFUNDED', bankReference: string | null): { readonly customerId: number; readonly amountPaise: number } | null {
    const row = this.db.prepare("SELECT customer_id AS customerId, amount_paise AS amountPaise FROM statement_rows WHERE txn_ref = ? AND status = 'PENDING' AND direction = 'DEBIT'").get(txnRef) as
      | { customerId: number; amountPaise: number }
      | undefined;
    if (!row) return null;
    if (!movedMoney({ status: to })) this.db.prepare('UPDATE wallets SET balance_paise = balance_paise + ? WHERE customer_id = ?').run(row.amountPaise, row.customerId);
    this.db.prepare('UPDATE statement_rows SET status = ?, bank_reference = coalesce(?, bank_reference) WHERE txn_ref = ?').run(to, bankReference, txnRef);
    return row;
  }

  /**
   * A row that moved no money told again under another status that moves none either (a lapsed card
   * load the provider charged after all: failed, then refunded), with its new description; the
   * balance stays the sum of the rows that moved money. False when no row has that reference and
   * status. Run inside a transaction.
   */
  restate(txnRef: string, from: RowStatus, to: RowStatus, description: Pick<StatementRow, 'description' | 'descriptionCode' | 'descriptionValues'>): boolean {
    if (movedMoney({ status: from }) || movedMoney({ status: to })) throw new Error(`restate moves no money: ${from} to ${to} would`);
    return (
      this.db
        .prepare('UPDATE statement_rows SET status = ?, description = ?, description_code = ?, description_values = ? WHERE txn_ref = ? AND status = ?')
        .run(to, description.description, ...descriptionColumns(description), txnRef, from).changes > 0
    );
  }

  /** The balance once a row that moved money was written (its own included); null for a row that moved none. */
  balanceAfter(customerId: number, txnRef: string): number | null {
    const row = this.db.prepare(`SELECT rowid AS id FROM statement_rows WHERE customer_id = ? AND txn_ref = ? AND status IN (${movedPlaceholders})`).get(customerId, txnRef, ...movedStatuses) as { id: number } | undefined;
    return row ? this.movedSum(customerId, 'AND rowid <= ?', row.id) : null;
  }

  /**
   * Writes the history a new wallet opens with (a migration): rows with their own dates, all of
   * them moved, and the balance they sum to. Run inside the transaction that creates the wallet.
   */
  open(customerId: number, rows: readonly StatementRow[]): void {
    const insert = this.db.prepare(
      `INSERT INTO statement_rows (customer_id, txn_ref, direction, amount_paise, status, description, description_code, description_values, created_at, migrated_type)
       VALUES (?, ?, ?, ?, 'SUCCESS', ?, ?, ?, ?, ?)`,
    );
    let balance = this.balance(customerId);
    for (const row of rows) {
      insert.run(customerId, row.txnRef, row.direction, row.amountPaise, row.description, ...descriptionColumns(row), row.createdAt, row.migratedType ?? null);
      balance += row.direction === 'CREDIT' ? row.amountPaise : -row.amountPaise;
    }
    if (balance < 0) throw new InsufficientBalance('an opening history cannot leave the wallet below zero');
    this.db.prepare('UPDATE wallets SET balance_paise = ? WHERE customer_id = ?').run(balance, customerId);
  }

  /**
   * What went to a beneficiary today and this month, in India time: amounts and counts of the
   * transfers that moved money or may still (success and pending), for its limits.
   */
  sentTo(customerId: number, beneficiaryId: string, now = Date.now()): { readonly dayPaise: number; readonly monthPaise: number; readonly dayCount: number; readonly monthCount: number } {
    const today = istDate(now);
    const rows = this.db
      .prepare("SELECT amount_paise AS amount, created_at AS createdAt FROM statement_rows WHERE customer_id = ? AND beneficiary_id = ? AND direction = 'DEBIT' AND status IN ('SUCCESS', 'PENDING') AND created_at > ?")
      .all(customerId, beneficiaryId, new Date(now - 32 * 86_400_000).toISOString()) as { amount: number; createdAt: string }[];
    const days = rows.map((row) => ({ amount: row.amount, day: istDate(Date.parse(row.createdAt)) }));
    const month = days.filter((row) => row.day.slice(0, 7) === today.slice(0, 7));
    const day = month.filter((row) => row.day === today);
    const sum = (list: readonly { amount: number }[]) => list.reduce((total, row) => total + row.amount, 0);
    return { dayPaise: sum(day), monthPaise: sum(month), dayCount: day.length, monthCount: month.length };
  }

  /** A page of the statement between two days of India's calendar (inclusive), newest first. */
  statement(customerId: number, fromDate: string, toDate: string, pageNumber: number, count: number): { rows: StatementRow[]; total: number } {
    const range = [customerId, ...periodBounds(fromDate, toDate)] as const;
    const total = (this.db.prepare('SELECT count(*) AS n FROM statement_rows WHERE customer_id = ? AND created_at BETWEEN ? AND ?').get(...range) as { n: number }).n;
    const rows = this.db
      .prepare(
        `SELECT ${rowColumns}
         FROM statement_rows WHERE customer_id = ? AND created_at BETWEEN ? AND ?
         ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...range, count, (pageNumber - 1) * count) as StoredRow[];
    return { rows: rows.map(rowOf), total };
  }

  /**
   * A statement for a period (issue 17): its rows oldest first, and the balance before its first
   * day and after its last, counting only the rows that moved money.
   */
  period(customerId: number, fromDate: string, toDate: string): { rows: StatementRow[]; openingPaise: number; closingPaise: number } {
    const [from, to] = periodBounds(fromDate, toDate);
    const movedUntil = (instant: string) => this.movedSum(customerId, 'AND created_at <= ?', instant);
    const rows = this.db
      .prepare(
        `SELECT ${rowColumns}
         FROM statement_rows WHERE customer_id = ? AND created_at BETWEEN ? AND ? ORDER BY created_at, id`,
      )
      .all(customerId, from, to) as StoredRow[];
    return { rows: rows.map(rowOf), openingPaise: movedUntil(new Date(Date.parse(from) - 1).toISOString()), closingPaise: movedUntil(to) };
  }

  /** The invariant every test checks: balance = credits − debits of the rows that moved money. */
  statementSum(customerId: number): number {
    return this.movedSum(customerId);
  }

  /** Credits less debits of a customer's rows that moved money, those the condition keeps (up to a row, up to an instant). */
  private movedSum(customerId: number, condition = '', ...bound: readonly (string | number)[]): number {
    const row = this.db
      .prepare(
        `SELECT coalesce(sum(CASE direction WHEN 'CREDIT' THEN amount_paise ELSE -amount_paise END), 0) AS s
         FROM statement_rows WHERE customer_id = ? ${condition} AND status IN (${movedPlaceholders})`,
      )
      .get(customerId, ...bound, ...movedStatuses) as { s: number };
    return row.s;
  }
}

/** The first and last instants (ISO, as rows keep them) of a period of India's days. */
function periodBounds(fromDate: string, toDate: string): [string, string] {
  return [new Date(istDayStart(fromDate)).toISOString(), new Date(istDayStart(addDays(toDate, 1)) - 1).toISOString()];
}
