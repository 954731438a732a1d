import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Effect } from '../src/core/effects/effect';
import { createDecision, type Decision } from '../src/core/rules/create-decision';
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

/**
 * The decisions the sandbox takes itself, each with the facts its calls give it: the compiler holds
 * every call to these, and npm run check:config holds each rules file to them, so a rule cannot read
 * a fact no call gives (issue 57 item 4: the decision would throw when a customer met it). Each
 * refusal they give has its code in rules/catalogues/refusal-codes.json (a test holds them to it).
 */
export const suppliedFacts = {
  'add-money': ['amountPaise', 'balancePaise', 'balanceAfterPaise', 'kycType'],
  'beneficiary-limit': ['beneficiaryCount', 'listCode'],
  'beneficiary-limit-order': ['dailyAmountLimit', 'monthlyAmountLimit', 'dailyFrequencyLimit', 'monthlyFrequencyLimit'],
  'beneficiary-quota': ['dailyAmountLimitPaise', 'monthlyAmountLimitPaise', 'dailyCountLimit', 'monthlyCountLimit', 'dailyAfterPaise', 'monthlyAfterPaise', 'dailyCountAfter', 'monthlyCountAfter'],
  'blocked-card': ['cardBlocked', 'action'],
  'closure-preconditions': ['statusEnquiryOk', 'balancePaise'],
  'cooling-off': ['amountPaise', 'coolingOff'],
  'kyc-permissions': ['kycType', 'action'],
  'one-time-cap': ['amountPaise'],
} as const satisfies Readonly<Record<string, readonly string[]>>;
export type SandboxDecision = keyof typeof suppliedFacts;
export const sandboxDecisions = Object.keys(suppliedFacts) as SandboxDecision[];
/** The facts a decision's call gives: each named, no other. */
export type FactsOf<N extends SandboxDecision> = { readonly [F in (typeof suppliedFacts)[N][number]]: unknown };

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
  async refusalOf<N extends SandboxDecision>(name: N, facts: FactsOf<N>): Promise<Refusal | null> {
    const refusal = refusalIn(await decision(name)(facts));
    this.log.record(name, facts, outcomeOf(refusal));
    return refusal;
  }
}
