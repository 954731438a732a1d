import type { SandboxDatabase } from '../db/open-database';
import type { Facts } from '../../src/core/rules/create-decision';

/** A decision as the sandbox took it: the facts are amounts, flags and codes, never a name or a number. */
export interface RecordedDecision {
  readonly decision: string;
  readonly facts: Facts;
  readonly outcome: string;
  readonly decidedAt: number;
}

/**
 * Every decision the sandbox takes (issue 34 item 2), so that `npm run policy:replay` can run real
 * traffic again under a proposed policy and count what it would now decide otherwise.
 */
export class DecisionLog {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly now: () => number = () => Date.now(),
  ) {}

  record(decision: string, facts: Facts, outcome: string): void {
    this.db.prepare('INSERT INTO decisions (decision, facts, outcome, decided_at) VALUES (?, ?, ?, ?)').run(decision, JSON.stringify(facts), outcome, this.now());
  }

  /** The recorded decisions, oldest first. */
  *all(): Generator<RecordedDecision> {
    const rows = this.db.prepare('SELECT decision, facts, outcome, decided_at AS decidedAt FROM decisions ORDER BY id').iterate() as Iterable<{ decision: string; facts: string; outcome: string; decidedAt: number }>;
    for (const row of rows) yield { decision: row.decision, facts: JSON.parse(row.facts) as Facts, outcome: row.outcome, decidedAt: row.decidedAt };
  }
}
