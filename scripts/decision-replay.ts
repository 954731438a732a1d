/**
 * Decision replay (issue 34 item 2): the decisions the sandbox recorded, taken again under the
 * policy of a ref and under the working tree's, and those that would now end otherwise, grouped by
 * decision and outcome with the range of their facts, as GoRules' simulator and OPA's decision logs
 * do for a proposed policy.
 */
import { createDecision, type Decision, type Facts } from '../src/core/rules/create-decision';
import { outcomeOf, refusalIn } from '../sandbox/policy';
import type { RecordedDecision } from '../sandbox/services/decision-log';
import { errorOutcome, type Configuration } from './decision-impact';

/** Recorded decisions of one decision that go from one outcome to another. */
export interface ReplayGroup {
  readonly before: string;
  readonly after: string;
  readonly records: readonly RecordedDecision[];
}

export interface DecisionReplay {
  readonly decision: string;
  readonly replayed: number;
  /** Records whose outcome under the ref is not the one recorded: taken under another policy than the ref's. */
  readonly recordedOtherwise: number;
  readonly changed: readonly ReplayGroup[];
}

/** A decision's outcome under a configuration; a decision it lacks or cannot take is an outcome too. */
function outcomeUnder(configuration: Configuration): (name: string, facts: Facts) => Promise<string> {
  const built = new Map<string, Decision | string>();
  const decisionOf = (name: string): Decision | string => {
    let decide = built.get(name);
    if (decide === undefined) {
      const rules = configuration.rules.get(name);
      try {
        decide = rules ? createDecision(rules, configuration.limits, configuration.conditions) : '(no such decision)';
      } catch (error) {
        decide = errorOutcome(error);
      }
      built.set(name, decide);
    }
    return decide;
  };
  return async (name, facts) => {
    const decide = decisionOf(name);
    if (typeof decide === 'string') return decide;
    try {
      return outcomeOf(refusalIn(await decide(facts)));
    } catch (error) {
      return errorOutcome(error);
    }
  };
}

/** Every record taken under both policies, by decision in name order. */
export async function replayDecisions(records: Iterable<RecordedDecision>, before: Configuration, after: Configuration): Promise<DecisionReplay[]> {
  const [was, now] = [outcomeUnder(before), outcomeUnder(after)];
  const byDecision = new Map<string, { replayed: number; recordedOtherwise: number; changed: Map<string, ReplayGroup & { records: RecordedDecision[] }> }>();
  for (const record of records) {
    let tally = byDecision.get(record.decision);
    if (!tally) byDecision.set(record.decision, (tally = { replayed: 0, recordedOtherwise: 0, changed: new Map() }));
    const [a, b] = await Promise.all([was(record.decision, record.facts), now(record.decision, record.facts)]);
    tally.replayed += 1;
    if (a !== record.outcome) tally.recordedOtherwise += 1;
    if (a === b) continue;
    const key = `${a}\n${b}`;
    const group = tally.changed.get(key) ?? { before: a, after: b, records: [] };
    group.records.push(record);
    tally.changed.set(key, group);
  }
  return [...byDecision]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([decision, tally]) => ({ decision, replayed: tally.replayed, recordedOtherwise: tally.recordedOtherwise, changed: [...tally.changed.values()].sort((x, y) => y.records.length - x.records.length) }));
}
