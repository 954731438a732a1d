import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentLimits, limit } from '../src/core/config/limits';
import { caseFacts } from '../src/core/rules/case-facts';
import type { RulesFile } from '../src/core/rules/rules-file';
import type { CasesFile } from '../src/core/rules/decision-case';
import { decisionImpact } from './decision-impact';

const root = join(import.meta.dirname, '..');
const read = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));
const rules = new Map([['cooling-off', read('rules/cooling-off.rules.json') as RulesFile]]);
const cases = [read('rules/cases/cooling-off.cases.json') as CasesFile];

describe('decision impact (npm run config:impact)', () => {
  it('lists nothing when nothing changed', async () => {
    expect(await decisionImpact({ rules, limits: currentLimits }, { rules, limits: currentLimits }, cases)).toEqual([]);
  });

  it('lists the cases a cooling-off cap raised by one rupee lets through, each at the amount it tested before', async () => {
    const cap = limit('coolingOffCapPaise');
    const raised = { ...currentLimits, coolingOffCapPaise: { value: cap + 100 } };
    const rows = await decisionImpact({ rules, limits: currentLimits }, { rules, limits: raised }, cases);
    // Read from the cases, not retyped: those in cooling-off whose amount is above the cap and within the rupee added.
    const letThrough = (cases[0]?.cases ?? []).filter((one) => {
      const facts = caseFacts(one.facts ?? {});
      return facts['coolingOff'] === 0 && Number(facts['amountPaise']) > cap && Number(facts['amountPaise']) <= cap + 100;
    });
    expect(letThrough.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.caseName)).toEqual(letThrough.map((one) => one.name));
    expect(rows[0]?.after).toBe('[{"type":"allow"}]');
  });
});
