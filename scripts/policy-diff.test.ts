/**
 * `npm run policy:diff` on the changes issue 34 tried (item 1): each effect is in the report with
 * its old and new values, in the units a reviewer reads. The files are the project's, changed in
 * memory; the CLI reads the same from git and the working tree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/core/money/format-money';
import { jsonFiles } from './config-syntax';
import { decisionCoverage } from './decision-coverage';
import { configurationOf, decisionImpact } from './decision-impact';
import type { CasesFile } from '../src/core/rules/decision-case';
import { policyChanges } from './policy-changes';
import { policyMarkdown } from './policy-report';
import { codeTexts, whereUsed } from './where-used';
import { escapeRegExp } from '../src/core/text/escape-reg-exp';

type Json = Record<string, unknown>;

const root = join(import.meta.dirname, '..');
const project = new Map<string, unknown>(['rules', 'locales', 'schemas'].flatMap((dir) => jsonFiles(root, dir)).map((path) => [path, JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown]));

/** The project's files with some changed, each file's version raised as a reviewed change must. */
function changed(edits: Readonly<Record<string, (document: Json) => void>>): Map<string, unknown> {
  const files = new Map(project);
  for (const [file, edit] of Object.entries(edits)) {
    const document = structuredClone(files.get(file)) as Json;
    edit(document);
    if (typeof document['version'] === 'number') document['version'] += 1;
    files.set(file, document);
  }
  return files;
}

const limitsOf = (document: Json) => document['limits'] as Record<string, { value: unknown }>;
const money = (paise: number) => formatMoney(paise, 'en-IN', 'INR');
const limit = (name: string) => (limitsOf(project.get('rules/limits.json') as Json)[name]?.value ?? 0) as number;

describe('npm run policy:diff (issue 34 item 1)', () => {
  it('names what the cases do not prove: a rule no case meets, a decision without cases', async () => {
    const rules = (project.get('rules/cooling-off.rules.json') as { rules: Json[] }).rules;
    const untested = changed({
      'rules/cooling-off.rules.json': (document) => {
        (document['rules'] as Json[]).push({ name: 'a rule no case meets', priority: 9, conditions: { all: [{ fact: 'amountPaise', operator: 'lessThan', value: -1 }] }, event: { type: 'allow' } });
      },
    });
    const casesHere = [...untested].flatMap(([path, document]) => (path.startsWith('rules/cases/') && (document as CasesFile).decision !== 'add-money' ? [document as CasesFile] : []));
    const coverage = await decisionCoverage(configurationOf(untested), casesHere);
    expect(coverage.rulesNotMet.get('cooling-off')).toEqual(['a rule no case meets']);
    expect(coverage.decisionsWithoutCases).toContain('add-money');
    expect(coverage.rules).toBeGreaterThan(rules.length);
  });

  const minKyc = limit('minKycWalletLimitPaise');
  const coolingOff = limit('coolingOffCapPaise');
  const reworded = { en: 'This OTP is not right. Check the SMS and type it again.', fr: 'Ce code OTP est faux. Vérifiez le SMS et saisissez-le à nouveau.', hi: 'यह OTP सही नहीं है। SMS देखें और फिर से लिखें।' };
  const after = changed({
    'rules/limits.json': (document) => {
      const limits = limitsOf(document);
      if (limits['minKycWalletLimitPaise']) limits['minKycWalletLimitPaise'].value = minKyc + minKyc / 2;
      if (limits['coolingOffCapPaise']) limits['coolingOffCapPaise'].value = coolingOff / 2;
      if (limits['coolingOffHours']) limits['coolingOffHours'].value = 48;
    },
    ...Object.fromEntries(
      Object.entries(reworded).map(([language, text]) => [
        `locales/${language}/portal.json`,
        (document: Json) => {
          (document['code'] as Json)['139'] = text;
        },
      ]),
    ),
    'rules/catalogues/cashout-codes.json': (document) => {
      const entries = document['entries'] as Json[];
      const mt = entries.find((entry) => entry['code'] === 'MT');
      if (mt) mt['kind'] = 'failure';
      entries.push({ code: 'MZ', kind: 'failure', messageKey: 'account:cashout.failed' });
    },
  });
  const changes = policyChanges(project, after);
  const cases = [...project].flatMap(([path, document]) => (path.startsWith('rules/cases/') ? [document as CasesFile] : []));

  it('names each limit old → new in its unit, with its source and the relations it takes part in', () => {
    const cap = changes.limits.find((one) => one.name === 'minKycWalletLimitPaise');
    expect(cap).toMatchObject({ before: money(minKyc), after: money(minKyc + minKyc / 2) });
    expect(cap?.relations.some((relation) => relation.includes('fullKycWalletLimitPaise'))).toBe(true);
    expect(changes.limits.find((one) => one.name === 'coolingOffHours')).toMatchObject({ before: `${String(limit('coolingOffHours'))} hours`, after: '48 hours' });
  });

  it('names each text old → new in every language, and each catalogue code added or moved with its message', () => {
    for (const [language, text] of Object.entries(reworded)) expect(changes.texts).toContainEqual(expect.objectContaining({ key: 'code.139', language, after: text }));
    expect(changes.codes).toContainEqual(expect.objectContaining({ catalogue: 'cashout-codes', code: 'MZ', change: 'added' }));
    const mt = changes.codes.find((code) => code.code === 'MT');
    expect(mt?.change).toBe('changed');
    expect(mt?.fields.join()).toMatch(/^kind: ".+" → "failure"$/);
  });

  it('says a rule or a named condition changed in words, the limit it compares with by its value', () => {
    const slipped = changed({
      'rules/cooling-off.rules.json': (document) => {
        const refused = (document['conditions'] as Record<string, { all: Json[] }>)['refused'];
        const cap = refused?.all.find((part) => part['fact'] === 'amountPaise');
        if (cap) cap['operator'] = 'greaterThanInclusive';
      },
    });
    const [decision] = policyChanges(project, slipped).decisions;
    expect(decision?.decision).toBe('cooling-off');
    expect(decision?.changes[0]).toMatchObject({ part: 'condition', name: 'refused', change: 'changed' });
    expect(decision?.changes[0]?.before).toContain(`amountPaise is above the limit coolingOffCapPaise (${money(coolingOff)})`);
    expect(decision?.changes[0]?.after).toContain(`amountPaise is at least the limit coolingOffCapPaise (${money(coolingOff)})`);
  });

  it('writes the decision cases that now end otherwise with their amounts in rupees, and the versions raised', async () => {
    const impact = await decisionImpact(configurationOf(project), configurationOf(after), cases);
    expect(impact.some((row) => row.decision === 'cooling-off')).toBe(true);
    const used = whereUsed(after, codeTexts(root));
    const usedBy = new Map([...changes.limits.map((one) => [one.name, used.limit(one.name)] as const), ...changes.texts.map((one) => [one.key, used.text(one.key)] as const)]);
    const report = policyMarkdown({ ref: 'main', changes, impact, totalCases: cases.reduce((sum, file) => sum + file.cases.length, 0), coverage: await decisionCoverage(configurationOf(after), cases), usedBy });
    expect(report).toContain(`| minKycWalletLimitPaise | ${money(minKyc)} | ${money(minKyc + minKyc / 2)} |`);
    // A case's amount is written out, not as "coolingOffCapPaise + 1".
    expect(report).toMatch(/- cooling-off \/ .*Paise ₹[\d,]+\.\d\d/);
    expect(report).not.toMatch(/"limit":/);
    // Issue 57 point 5: outcomes in words with the customer's message, its figures filled in, never JSON or {{…}}.
    expect(report).not.toMatch(/\[\{"type"/);
    const row = impact.find((one) => one.decision === 'cooling-off' && one.after.startsWith('refused'));
    expect(row?.after).toMatch(new RegExp(`^refused «.*${escapeRegExp(money(coolingOff / 2))}.*»$`));
    expect(row?.before).toBe('allowed');
    expect(report.split('## Rules')[0]).not.toContain('{{');
    const version = (project.get('rules/limits.json') as Json)['version'] as number;
    expect(report).toContain(`- rules/limits.json: v${String(version)} → v${String(version + 1)}`);
  });

  // Issue 57 point 5: a limit's or a text's change says where it is used.
  it('says where each changed limit and text is used: decisions, journeys, screens, forms, texts with the screens showing them, code', () => {
    const used = whereUsed(after, codeTexts(root));
    const cap = used.limit('coolingOffCapPaise');
    expect(cap).toEqual(expect.arrayContaining(['decision cooling-off', 'cases of cooling-off', 'journey transfer', 'screen help', 'screen beneficiaries', 'form transfer']));
    expect(cap).toContainEqual(expect.stringMatching(/^text coolingOffMessage \(.*form transfer.*\)$/));
    expect(cap).not.toContain('form oneTimeTransfer');
    expect(used.limit('oneTimeTransferCapPaise')).toEqual(expect.arrayContaining(['decision one-time-cap', 'form oneTimeTransfer', 'text account:transfer.overOneTimeCap (catalogue refusal-codes, decision one-time-cap, form oneTimeTransfer)']));
    expect(used.limit('kycAgentHours')).toEqual(expect.arrayContaining(['code src/core/kyc/kyc-agent-hours.ts', expect.stringMatching(/^text content:help\.agentHoursText/) as string, expect.stringMatching(/^text kyc\.videoKycClosed/) as string]));
    expect(used.text('account:transfer.overOneTimeCap')).toEqual(['cases of one-time-cap', 'catalogue refusal-codes', 'decision one-time-cap', 'form oneTimeTransfer']);
  });
});
