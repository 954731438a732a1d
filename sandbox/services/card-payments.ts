import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import { textOf } from '../http/envelope';
import type { Ledger } from './ledger';
import { described } from './transaction-description';

export type PaymentStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

export interface CardPayment {
  readonly txnid: string;
  readonly customerId: number;
  readonly amountPaise: number;
  readonly status: PaymentStatus;
  readonly createdAt: string;
  /** What the provider said when it failed the payment. */
  readonly reason: string | null;
  /** The provider's error code, or EXPIRED; none when it gave none. */
  readonly reasonCode: string | null;
}

/** The code of a load that lapsed unanswered (rules/catalogues/card-failure-reasons.json). */
const lapsedCode = 'EXPIRED';

/** How long a load waits for the provider before it has failed (rules/limits.json). */
const expiryMs = () => limit('cardPaymentExpiryMinutes') * 60_000;

const columns = 'txnid, customer_id AS customerId, amount_paise AS amountPaise, status, created_at AS createdAt, reason, reason_code AS reasonCode';

/**
 * Card loads and their life: started pending, then answered by the provider once, or failed when
 * it never answers within cardPaymentExpiryMinutes (the customer closed its page, it timed out).
 * A failed load is a statement row that moved nothing, so the history shows it and the balance
 * does not change; a pending one is never stuck.
 */
export class CardPayments {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly ledger: Ledger,
  ) {}

  start(txnid: string, customerId: number, amountPaise: number): void {
    this.db.prepare("INSERT INTO card_payments (txnid, customer_id, amount_paise, status, created_at) VALUES (?, ?, ?, 'PENDING', ?)").run(txnid, customerId, amountPaise, new Date().toISOString());
  }

  /** A payment as it stands now: one pending past its time has failed. */
  find(txnid: string): CardPayment | undefined {
    this.expireStale();
    return this.db.prepare(`SELECT ${columns} FROM card_payments WHERE txnid = ?`).get(txnid) as CardPayment | undefined;
  }

  /**
   * A customer's loads still waiting for the provider (within cardPaymentExpiryMinutes): how many
   * (pending like any transaction, spec §4), what they would add, and when the last of them lapses
   * unanswered (ISO; null with none).
   */
  pending(customerId: number): { readonly count: number; readonly paise: number; readonly until: string | null } {
    this.expireStale();
    const found = this.db
      .prepare("SELECT count(*) AS count, coalesce(sum(amount_paise), 0) AS paise, max(created_at) AS latest FROM card_payments WHERE customer_id = ? AND status = 'PENDING'")
      .get(customerId) as { count: number; paise: number; latest: string | null };
    return { count: found.count, paise: found.paise, until: found.latest === null ? null : new Date(Date.parse(found.latest) + expiryMs()).toISOString() };
  }

  /** Marks a pending payment failed, with its statement row; run inside the caller's transaction when it has one. */
  fail(payment: Pick<CardPayment, 'txnid' | 'customerId' | 'amountPaise'>, reason: string | null, reasonCode: string | null = null): void {
    this.db.prepare("UPDATE card_payments SET status = 'FAILED', reason = ?, reason_code = ? WHERE txnid = ? AND status = 'PENDING'").run(reason, reasonCode, payment.txnid);
    this.ledger.move(payment.customerId, { txnRef: payment.txnid, direction: 'CREDIT', amountPaise: payment.amountPaise, status: 'FAILED', ...described('CARD_LOAD') });
  }

  /**
   * A pending load credited as the provider's success would credit it, its statement row with it;
   * false when it is no longer pending. Run inside the caller's transaction.
   */
  succeed(payment: Pick<CardPayment, 'txnid' | 'customerId' | 'amountPaise'>): boolean {
    if (this.db.prepare("UPDATE card_payments SET status = 'SUCCESS' WHERE txnid = ? AND status = 'PENDING'").run(payment.txnid).changes === 0) return false;
    this.ledger.move(payment.customerId, { txnRef: payment.txnid, direction: 'CREDIT', amountPaise: payment.amountPaise, status: 'SUCCESS', ...described('CARD_LOAD') });
    return true;
  }

  /** A pending load the provider has not answered within cardPaymentExpiryMinutes: failed as lapsed. Run inside the caller's transaction. */
  lapse(payment: Pick<CardPayment, 'txnid' | 'customerId' | 'amountPaise'>): void {
    this.fail(payment, textOf(`account:cardFailure.${lapsedCode}`), lapsedCode);
  }

  /**
   * The provider's success for a load that had lapsed (its page left open, the answer late): the
   * card was charged and the wallet took nothing, so the row failed at the lapse says refunded to the
   * card, and the money is never lost without a row. False when the load had not lapsed, or its
   * refund is written already. Run inside the caller's transaction.
   */
  refundLapsed(payment: Pick<CardPayment, 'txnid'>): boolean {
    const lapsed = this.db.prepare("SELECT 1 FROM card_payments WHERE txnid = ? AND status = 'FAILED' AND reason_code = ?").get(payment.txnid, lapsedCode);
    return lapsed !== undefined && this.ledger.restate(payment.txnid, 'FAILED', 'REFUNDED', described('CARD_LOAD_LAPSED_REFUNDED'));
  }

  /** A load the wallet cannot take (past its limit, or closed): the statement shows it refunded to the card, and the balance does not move. Run inside the caller's transaction. */
  refund(payment: Pick<CardPayment, 'txnid' | 'customerId' | 'amountPaise'>): void {
    this.ledger.move(payment.customerId, { txnRef: payment.txnid, direction: 'CREDIT', amountPaise: payment.amountPaise, status: 'REFUNDED', ...described('CARD_LOAD_REFUNDED') });
    this.db.prepare("UPDATE card_payments SET status = 'FAILED' WHERE txnid = ?").run(payment.txnid);
  }

  private expireStale(): void {
    const before = new Date(Date.now() - expiryMs()).toISOString();
    const stale = this.db.prepare(`SELECT ${columns} FROM card_payments WHERE status = 'PENDING' AND created_at < ?`).all(before) as CardPayment[];
    if (stale.length === 0) return;
    this.db.transaction(() => {
      for (const payment of stale) this.lapse(payment);
    })();
  }
}
