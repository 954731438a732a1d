import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import { timestampAt } from '../http/timestamp';

/** The header an integrator checks a delivery by (issue 36 item 5), as Stripe's: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">. */
export const signatureHeader = 'Wallet-Signature';

/** A pending transfer or card load that ended, as an integrator is told of it. */
export interface StatusChange {
  readonly kind: 'transfer' | 'card_payment';
  readonly txnRef: string;
  readonly status: string;
  readonly amountPaise: number;
  readonly bankReference: string | null;
  /** What it was before: PENDING unless told (a lapsed card load refunded when the provider charged it late was FAILED). */
  readonly previousStatus?: string;
}

/** The event type of each kind of change. */
const eventTypes = { transfer: 'transaction.updated', card_payment: 'card_payment.updated' } as const;

/** How a delivery is sent: fetch, or a test's stand-in. */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

export interface Delivery {
  readonly id: number;
  readonly endpointUrl: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly attempts: number;
  readonly state: 'pending' | 'delivered' | 'failed';
  readonly lastStatus: number | null;
  readonly lastError: string | null;
  readonly nextAttemptAt: number | null;
  readonly createdAt: number;
}

/** The signature of a body sent at a time, with an endpoint's secret. */
export function signatureOf(secret: string, sentAtSeconds: number, body: string): string {
  return `t=${String(sentAtSeconds)},v1=${createHmac('sha256', secret).update(`${String(sentAtSeconds)}.${body}`).digest('hex')}`;
}

/**
 * Callbacks to integrators' URLs for status changes (issue 36 item 5). Each event goes to every
 * endpoint, signed with the endpoint's secret, in a delivery the database keeps: a 2xx ends it; an
 * answer of another status, a network error or no answer within webhookTimeoutSeconds is tried again after
 * webhookFirstRetrySeconds, doubled each time, until webhookMaxAttempts (rules/limits.json). A
 * delivery being sent is leased for webhookLeaseSeconds (issue 56 item 9): a process that dies while
 * sending (kill -9) leaves it to be taken again once the lease runs out, and a start (resume) takes
 * every delivery due and wakes for the next: each event is delivered at least once.
 */
export class Webhooks {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** The rounds of deliveries under way: the sandbox closes its database only once they have recorded their answers. */
  private readonly rounds = new Set<Promise<void>>();

  constructor(
    private readonly db: SandboxDatabase,
    private readonly now: () => number = () => Date.now(),
    private readonly send: Send = fetch,
  ) {}

  /** A new endpoint; its secret is shown once, to whoever registered it. */
  register(url: string): { readonly id: number; readonly url: string; readonly secret: string } {
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const id = Number(this.db.prepare('INSERT INTO webhook_endpoints (url, secret, created_at) VALUES (?, ?, ?)').run(url, secret, this.now()).lastInsertRowid);
    return { id, url, secret };
  }

  /** Queues the event of a change for every endpoint and tries each delivery at once. */
  emit(change: StatusChange): void {
    const endpoints = this.db.prepare('SELECT id FROM webhook_endpoints').all() as { id: number }[];
    if (endpoints.length === 0) return;
    const eventId = `evt_${randomUUID()}`;
    const type = eventTypes[change.kind];
    const body = JSON.stringify({ id: eventId, type, createdAt: timestampAt(this.now()), data: { previousStatus: 'PENDING', ...change } });
    const insert = this.db.prepare("INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, body, attempts, state, next_attempt_at, created_at) VALUES (?, ?, ?, ?, 0, 'pending', ?, ?)");
    for (const endpoint of endpoints) insert.run(endpoint.id, eventId, type, body, this.now(), this.now());
    void this.deliverDue();
  }

  /** Tries every delivery whose time has come; resolves once each has answered or failed this round. */
  deliverDue(): Promise<void> {
    const round = this.deliverRound().finally(() => this.rounds.delete(round));
    this.rounds.add(round);
    return round;
  }

  /** Takes up the deliveries a process before this one left: those due now, and a wake-up for the next. */
  resume(): void {
    void this.deliverDue();
  }

  private async deliverRound(): Promise<void> {
    const now = this.now();
    const due = this.db
      .prepare("SELECT d.id, d.body, d.attempts, e.url, e.secret FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.state = 'pending' AND d.next_attempt_at <= ? AND (d.lease_until IS NULL OR d.lease_until <= ?)")
      .all(now, now) as { id: number; body: string; attempts: number; url: string; secret: string }[];
    // Leased before sending: an overlapping round, or another process, does not send it while this one does.
    const take = this.db.prepare("UPDATE webhook_deliveries SET lease_until = ? WHERE id = ? AND state = 'pending' AND (lease_until IS NULL OR lease_until <= ?)");
    const leaseUntil = now + limit('webhookLeaseSeconds') * 1000;
    await Promise.all(due.filter((delivery) => take.run(leaseUntil, delivery.id, now).changes === 1).map((delivery) => this.attempt(delivery)));
    this.schedule();
  }

  private async attempt(delivery: { id: number; body: string; attempts: number; url: string; secret: string }): Promise<void> {
    const attempts = delivery.attempts + 1;
    let status: number | null = null;
    let error: string | null = null;
    try {
      const answer = await this.send(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [signatureHeader]: signatureOf(delivery.secret, Math.floor(this.now() / 1000), delivery.body) },
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(limit('webhookTimeoutSeconds') * 1000),
      });
      status = answer.status;
      await answer.arrayBuffer().catch(() => undefined);
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message.slice(0, 200) : 'no answer';
    }
    const delivered = status !== null && status >= 200 && status < 300;
    const spent = attempts >= limit('webhookMaxAttempts');
    const next = delivered || spent ? null : this.now() + limit('webhookFirstRetrySeconds') * 1000 * 2 ** (attempts - 1);
    this.db
      .prepare('UPDATE webhook_deliveries SET attempts = ?, state = ?, last_status = ?, last_error = ?, next_attempt_at = ?, delivered_at = ?, lease_until = NULL WHERE id = ?')
      .run(attempts, delivered ? 'delivered' : spent ? 'failed' : 'pending', status, error, next, delivered ? this.now() : null, delivery.id);
  }

  /** Wakes up for the next delivery due; the timer never keeps the process alive. */
  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.stopped) return;
    // A leased delivery is due again when its lease runs out (its process may have died).
    const next = this.db.prepare("SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) AS at FROM webhook_deliveries WHERE state = 'pending'").get() as { at: number | null };
    if (next.at === null) return;
    this.timer = setTimeout(() => void this.deliverDue(), Math.max(0, next.at - this.now()));
    this.timer.unref();
  }

  /**
   * Stops waiting for retries (the sandbox is closing), and resolves once the deliveries under way
   * have recorded their answers; those due later stay in the database.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.all(this.rounds);
  }

  /** The delivery log, newest first. */
  deliveries(count = 200): Delivery[] {
    return this.db
      .prepare(
        `SELECT d.id, e.url AS endpointUrl, d.event_id AS eventId, d.event_type AS eventType, d.attempts, d.state, d.last_status AS lastStatus, d.last_error AS lastError, d.next_attempt_at AS nextAttemptAt, d.created_at AS createdAt
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id ORDER BY d.id DESC LIMIT ?`,
      )
      .all(count) as Delivery[];
  }
}
