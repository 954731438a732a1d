import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentLimits } from '../src/core/config/limits';
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

  it('lists the cases a raised cooling-off cap lets through', async () => {
    const raised = { ...currentLimits, coolingOffCapPaise: { value: 1000100 } };
    const rows = await decisionImpact({ rules, limits: currentLimits }, { rules, limits: raised }, cases);
    expect(rows.map((row) => row.caseName)).toEqual(['in cooling-off, 10001 rupees: refused', 'in cooling-off, 10000.99 rupees: refused (above the cap, though below 10001)', 'in cooling-off, 10000.01 rupees: refused']);
    expect(rows[0]?.after).toBe('[{"type":"allow"}]');
  });
});
