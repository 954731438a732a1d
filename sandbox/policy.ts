import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Effect } from '../src/core/effects/effect';
import { createDecision, type Decision, type Facts } from '../src/core/rules/create-decision';
import type { RulesFile } from '../src/core/rules/rules-file';

const rulesDir = join(import.meta.dirname, '../rules');
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

export type Refusal = Extract<Effect, { type: 'deny' }> | Extract<Effect, { type: 'fieldErrors' }>;

/** The refusal a decision gives for these facts, or null when it allows them. */
export async function refusalOf(name: string, facts: Facts): Promise<Refusal | null> {
  const effects = await decision(name)(facts);
  return effects.find((effect): effect is Refusal => effect.type === 'deny' || effect.type === 'fieldErrors') ?? null;
}
