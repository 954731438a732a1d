import { Gauge, type Registry } from 'prom-client';
import type { SandboxDatabase } from '../db/open-database';
import { movedStatuses } from '../services/ledger';

/**
 * What the database says, read at each scrape so it is the books' own figure: the money the ledger
 * holds as moved, by direction and kind; the webhook deliveries by state, and how long the oldest
 * one still pending has waited (issue 56: a delivery that never goes out is an alert).
 */
export function registerLedgerGauges(registry: Registry, db: SandboxDatabase): void {
  const placeholders = movedStatuses.map(() => '?').join(', ');
  const moved = db.prepare(`SELECT direction, description_code AS kind, sum(amount_paise) AS paise FROM statement_rows WHERE status IN (${placeholders}) GROUP BY direction, description_code`);
  new Gauge({
    name: 'wallet_money_moved_paise',
    help: 'Money the ledger holds as moved, in paise, by direction and kind (a statement row that moved money)',
    labelNames: ['direction', 'kind'],
    registers: [registry],
    collect() {
      this.reset();
      for (const row of moved.all(...movedStatuses) as { direction: string; kind: string | null; paise: number }[]) this.set({ direction: row.direction, kind: row.kind ?? 'other' }, row.paise);
    },
  });
  const deliveries = db.prepare('SELECT state, count(*) AS count FROM webhook_deliveries GROUP BY state');
  new Gauge({
    name: 'wallet_webhook_deliveries',
    help: 'Webhook deliveries by state: pending, delivered, failed (every attempt spent)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const state of ['pending', 'delivered', 'failed']) this.set({ state }, 0);
      for (const row of deliveries.all() as { state: string; count: number }[]) this.set({ state: row.state }, row.count);
    },
  });
  const oldest = db.prepare("SELECT min(created_at) AS at FROM webhook_deliveries WHERE state = 'pending'");
  new Gauge({
    name: 'wallet_webhook_oldest_pending_seconds',
    help: 'How long the oldest webhook delivery still pending has waited, in seconds; 0 when none is',
    registers: [registry],
    collect() {
      const { at } = oldest.get() as { at: number | null };
      this.set(at === null ? 0 : Math.max(0, (Date.now() - at) / 1000));
    },
  });
}
