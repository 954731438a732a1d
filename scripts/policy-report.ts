/**
 * The Markdown report of a change of policy (issue 34 item 1), for a pull request: what
 * scripts/policy-changes.ts found, and the decision cases whose outcome changes, their money facts
 * written out in rupees.
 */
import { formatMoney } from '../src/core/money/format-money';
import type { Coverage } from './decision-coverage';
import type { ImpactRow } from './decision-impact';
import type { MoneyFormat, PolicyChanges } from './policy-changes';

/** A table cell: no line breaks, no pipe that would end the cell. */
const cell = (value: string | null) => (value === null ? '—' : value.replace(/\|/g, '\\|').replace(/\n/g, ' '));

/** A case's fact as a reviewer reads it: an amount in paise as rupees, anything else as written. */
function fact(name: string, value: unknown, money: MoneyFormat): string {
  return `${name} ${/Paise$/.test(name) && typeof value === 'number' ? formatMoney(value, money.locale, money.currency) : JSON.stringify(value)}`;
}

function section(title: string, empty: string, lines: readonly string[]): string {
  return `## ${title}\n\n${lines.length === 0 ? `${empty}\n` : `${lines.join('\n')}\n`}`;
}

export function policyReport(changes: PolicyChanges, impact: readonly ImpactRow[], totalCases: number, coverage: Coverage, ref: string): string {
  const limits = changes.limits.length === 0 ? [] : ['| limit | before | after | source | relations |', '|---|---|---|---|---|', ...changes.limits.map((limit) => `| \`${limit.name}\` | ${cell(limit.before)} | ${cell(limit.after)} | ${cell(limit.spec)} | ${cell(limit.relations.join('; ') || null)} |`)];
  const texts = changes.texts.length === 0 ? [] : ['| key | language | before | after | placeholders |', '|---|---|---|---|---|', ...changes.texts.map((text) => `| \`${text.key}\` | ${text.language} | ${cell(text.before)} | ${cell(text.after)} | ${cell(text.placeholders.map((name) => `{{${name}}}`).join(' ') || null)} |`)];
  const codes = changes.codes.length === 0 ? [] : ['| catalogue | code | change | message before | message after |', '|---|---|---|---|---|', ...changes.codes.map((code) => `| ${code.catalogue} | \`${code.code}\` | ${code.change}${code.fields.length ? `: ${cell(code.fields.join('; '))}` : ''} | ${cell(code.before)} | ${cell(code.after)} |`)];
  const decisions = changes.decisions.flatMap((decision) => [
    `- **${decision.decision}**`,
    ...decision.changes.map((change) => `  - ${change.part} «${change.name}» ${change.change}${change.before === null ? '' : `\n    - before: ${change.before}`}${change.after === null ? '' : `\n    - after: ${change.after}`}`),
  ]);
  const cases = impact.map((row) => `- **${row.decision}** / ${row.caseName} (${Object.entries(row.facts).map(([name, value]) => fact(name, value, changes.money)).join(', ')})\n  - before: \`${row.before}\`\n  - after: \`${row.after}\``);
  const shown = (version: number | null) => (version === null ? 'no version' : `v${String(version)}`);
  const versions = changes.versions.map((version) => {
    if (version.change !== 'changed') return `- \`${version.file}\`: ${version.change}${version.change === 'added' && version.after !== null ? ` at v${String(version.after)}` : ''}`;
    if (version.before === null && version.after === null) return `- \`${version.file}\`: changed (a file without a version: a meta-schema)`;
    const raised = version.before !== null && version.after !== null && version.after > version.before;
    return `- \`${version.file}\`: ${shown(version.before)} → ${shown(version.after)}${version.before !== null && !raised ? ' (not raised)' : ''}`;
  });
  const uncovered = [
    ...coverage.decisionsWithoutCases.map((decision) => `- **${decision}**: no case at all`),
    ...[...coverage.rulesNotMet].map(([decision, rules]) => `- **${decision}**: no case meets ${rules.map((rule) => `«${rule}»`).join(', ')}`),
    ...(coverage.limitsWithoutCase.length ? [`- limits a rule compares with that no case is written against: ${coverage.limitsWithoutCase.map((name) => `\`${name}\``).join(', ')}`] : []),
  ];
  return [
    `# Policy changes: ${ref} → working tree\n`,
    section('Limits', 'No limit changes.', limits),
    section('Texts', 'No text changes.', texts),
    section('Catalogue codes', 'No catalogue code changes.', codes),
    section('Rules and conditions', 'No rule or condition changes.', decisions),
    section(`Decision cases (${String(impact.length)} of ${String(totalCases)} change outcome)`, 'No decision case changes outcome.', cases),
    section(`Coverage (${String(coverage.rulesMet)} of ${String(coverage.rules)} rules met by a case)`, 'Every decision has cases, every rule is met by one, every limit a rule compares with has a case written against it.', uncovered),
    section('Files and versions', 'No policy file changes.', versions),
  ].join('\n');
}
