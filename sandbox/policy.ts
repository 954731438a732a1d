import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Effect } from '../src/core/effects/effect';
import { createDecision, type Decision, type Facts } from '../src/core/rules/create-decision';
import type { RulesFile } from '../src/core/rules/rules-file';
import type { DecisionLog } from './services/decision-log';
import { projectRoot } from './project-root';

const rulesDir = join(projectRoot, 'rules');
const decisions = new Map<string, Decision>();

/** A decision of rules/<name>.rules.json: the very file the portal evaluates, built once. */
function decision(name: string): Decision {
  let decide = decisions.get(name);
  if (!decide) {
    decide = createDecision(JSON.parse(readFileSync(join(rulesDir, `${name}.rules.json`), 'utf8')) as RulesFile);
    decisions.set(name, decide);
  }
  return decide;
}

/** The decisions the sandbox takes itself; each refusal they give has its code in rules/catalogues/refusal-codes.json (a test holds them to it). */
export const sandboxDecisions = ['add-money', 'beneficiary-limit', 'beneficiary-limit-order', 'beneficiary-quota', 'blocked-card', 'closure-preconditions', 'cooling-off', 'kyc-permissions', 'one-time-cap'] as const;
export type SandboxDecision = (typeof sandboxDecisions)[number];

export type Refusal = Extract<Effect, { type: 'deny' }> | Extract<Effect, { type: 'fieldErrors' }>;

/** The refusal among a decision's effects, or null when it allows. */
export function refusalIn(effects: readonly Effect[]): Refusal | null {
  return effects.find((effect): effect is Refusal => effect.type === 'deny' || effect.type === 'fieldErrors') ?? null;
}

/** A decision's outcome as the log keeps it and policy:replay compares it: allowed, or the refusal's message keys. */
export function outcomeOf(refusal: Refusal | null): string {
  if (refusal === null) return 'allowed';
  return `refused: ${refusal.type === 'deny' ? refusal.messageKey : Object.values(refusal.fields).join(', ')}`;
}

/** The sandbox's decisions, each one taken recorded in its log (issue 34 item 2). */
export class Policy {
  constructor(private readonly log: DecisionLog) {}

  /** The refusal a decision gives for these facts, or null when it allows them. */
  async refusalOf(name: SandboxDecision, facts: Facts): Promise<Refusal | null> {
    const refusal = refusalIn(await decision(name)(facts));
    this.log.record(name, facts, outcomeOf(refusal));
    return refusal;
  }
}
