import { describe, expect, it } from 'vitest';
import rules from '../../../rules/kyc-permissions.rules.json';
import { createDecision } from './create-decision';
import { actionsNamed, compareLevels } from './kyc-comparison';
import type { RulesFile } from './rules-file';

const levels = ['MIN_KYC', 'FULL_KYC_VERIFIED'];
const file = rules as unknown as RulesFile;

/** The refused actions of a copy of the permission rules, changed as compliance staff would change them. */
function withRefused(change: (refused: string[]) => string[]): RulesFile {
  const copy = structuredClone(rules) as unknown as { conditions: { refused: { all: { fact: string; value: unknown }[] } } };
  const condition = copy.conditions.refused.all.find((part) => part.fact === 'action');
  if (!condition) throw new Error('kyc-permissions.rules.json refuses no action list');
  condition.value = change(condition.value as string[]);
  return copy as unknown as RulesFile;
}

describe('the KYC comparison, from the permission rules themselves', () => {
  it('compares every action the rules name but the excluded, minimum KYC refused each one full KYC may do', async () => {
    const actions = actionsNamed(file, ['upgradeKyc']);
    expect(actions).not.toContain('upgradeKyc');
    const rows = await compareLevels(actions, levels, createDecision(file));
    expect(rows.map((row) => row.action)).toEqual(actions);
    // The refused list of the file itself, not a copy of it here.
    const refused = (rules.conditions.refused.all.find((part) => part.fact === 'action')?.value ?? []);
    for (const row of rows) expect(row.allowed).toEqual([!refused.includes(row.action), true]);
  });

  it('changes when the rules change: an action allowed to minimum KYC, and one newly refused, show as the rules say', async () => {
    const [first, ...rest] = (rules.conditions.refused.all.find((part) => part.fact === 'action')?.value ?? []);
    const changed = withRefused(() => [...rest, 'payBills']);
    const rows = await compareLevels(actionsNamed(changed, ['upgradeKyc']), levels, createDecision(changed));
    expect(rows.find((row) => row.action === 'payBills')?.allowed).toEqual([false, true]);
    // The action no longer refused is no longer named by the rules' refusal, so it is not compared at all.
    expect(rows.some((row) => row.action === first)).toBe(false);
  });
});
