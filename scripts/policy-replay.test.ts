/**
 * Decision replay (issue 34 item 2): the sandbox records each decision it takes, with its facts and
 * no personal data; replayed under a proposed policy, the decisions that would now end otherwise are
 * counted per decision, with the range of amounts they happen in. The amounts come from the limits.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../sandbox/db/open-database';
import seed from '../sandbox/db/seed.json';
import { seedDatabase } from '../sandbox/db/seed';
import { DecisionLog } from '../sandbox/services/decision-log';
import { recordDecisionTraffic, type DecisionTraffic } from '../tests/setup/decision-traffic';
import { formatMoney } from '../src/core/money/format-money';
import { jsonFiles } from './config-syntax';
import { configurationOf } from './decision-impact';
import { replayDecisions } from './decision-replay';
import { replayMarkdown } from './replay-report';
import { moneyFormatOf, policyReaderOf, textsOf } from './policy-changes';

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '..');
const project = new Map<string, unknown>(['rules', 'locales', 'schemas'].flatMap((dir) => jsonFiles(root, dir)).map((path) => [path, JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown]));
const limitsFile = project.get('rules/limits.json') as { limits: Record<string, { value: unknown }> };
const limit = (name: string) => limitsFile.limits[name]?.value as number;
const dir = mkdtempSync(join(tmpdir(), 'replay-'));
const dbFile = join(dir, 'sandbox.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cap = limit('coolingOffCapPaise');
const minKycCap = limit('minKycWalletLimitPaise');
/** A proposed policy: the cooling-off cap halved, the minimum-KYC wallet limit half as much again (issue 34's branch). */
const proposed = new Map(project);
const changedLimits = structuredClone(limitsFile);
for (const [name, value] of [['coolingOffCapPaise', cap / 2], ['minKycWalletLimitPaise', minKycCap + minKycCap / 2]] as const) if (changedLimits.limits[name]) changedLimits.limits[name].value = value;
proposed.set('rules/limits.json', changedLimits);

async function recordTraffic(): Promise<DecisionTraffic> {
  const db = openDatabase(dbFile);
  seedDatabase(db);
  const traffic = await recordDecisionTraffic(db);
  db.close();
  return traffic;
}

describe('decision replay (issue 34 item 2)', async () => {
  const traffic = await recordTraffic();
  const db = openDatabase(dbFile);
  const recorded = [...new DecisionLog(db).all()];
  db.close();

  it('records each decision the sandbox takes: its name, facts, outcome and time, and no personal data', () => {
    const coolingOff = recorded.filter((record) => record.decision === 'cooling-off');
    expect(coolingOff.map((record) => record.facts['amountPaise'])).toEqual(traffic.transfers);
    expect(coolingOff.at(-1)?.outcome).toMatch(/^refused: /);
    expect(coolingOff[0]?.outcome).toBe('allowed');
    expect(recorded.every((record) => record.decidedAt > 0)).toBe(true);
    const written = JSON.stringify(recorded);
    // A customer without an e-mail has none to leak.
    for (const customer of seed.customers) for (const personal of [customer.mobileNumber, customer.fullName, customer.email, customer.accountNumber, customer.urn]) if (personal !== null) expect(written).not.toContain(personal);
  });

  it('counts, per decision, the recorded decisions a proposed policy would decide otherwise, with the amounts they happen in', async () => {
    const replays = await replayDecisions(recorded, configurationOf(project), configurationOf(proposed));
    const of = (decision: string) => replays.find((replay) => replay.decision === decision);
    expect(replays.every((replay) => replay.recordedOtherwise === 0)).toBe(true);
    expect(of('cooling-off')).toMatchObject({ replayed: traffic.transfers.length });
    const [nowRefused] = of('cooling-off')?.changed ?? [];
    expect(nowRefused).toMatchObject({ before: 'allowed', after: expect.stringMatching(/^refused: /) as string });
    expect(nowRefused?.records.map((record) => record.facts['amountPaise'])).toEqual(traffic.transfers.filter((amount) => amount > cap / 2 && amount <= cap));
    const [nowAllowed] = of('add-money')?.changed ?? [];
    expect(nowAllowed).toMatchObject({ before: expect.stringMatching(/^refused: /) as string, after: 'allowed' });
    expect(nowAllowed?.records.map((record) => record.facts['amountPaise'])).toEqual([traffic.loadRefused]);
    expect(of('blocked-card')?.changed).toEqual([]);
    // Issue 57 item 3: the one-time transfers' cap is a limit of its own; halving the cooling-off cap leaves them as they were.
    expect(of('one-time-cap')).toMatchObject({ replayed: traffic.oneTimeTransfers.length, changed: [] });

    const english = textsOf(proposed).get('en');
    const money = moneyFormatOf(proposed);
    const report = replayMarkdown(replays, { ref: 'main', source: 'sandbox.db', reader: policyReaderOf(proposed) });
    const rupees = (paise: number) => formatMoney(paise, money.locale, money.currency);
    // The message as the customer would read it under the proposal: its cap filled in, no {{…}} left (issue 57 point 5).
    const refusal = english?.get((project.get('rules/cooling-off.rules.json') as { rules: { event: { params?: Json } }[] }).rules[0]?.event.params?.['messageKey'] as string) ?? '';
    expect(refusal).toContain('{{coolingOffCap, money}}');
    expect(report).toContain(`- 3 with amountPaise from ${rupees(cap / 2 + 1)} to ${rupees(cap)}; coolingOff 0 would now be refused «${refusal.replace('{{coolingOffCap, money}}', rupees(cap / 2))}» (were allowed)`);
    expect(report).not.toContain('{{');
    expect(report).toMatch(/\| cooling-off \| 5 \| 3 \|/);
  });

  it('is a command: npm run policy:replay reads the database it is given and says how many decisions it replayed', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/policy-replay.ts', 'HEAD', '--db', dbFile], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`${String(recorded.length)} decisions recorded in ${dbFile}`);
  });
});
