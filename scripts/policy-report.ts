/**
 * The report of a change of policy (issue 34 item 1) as sections of tables and lists, which
 * `npm run policy:diff` writes as Markdown for a pull request and the policy explorer as its
 * compare page: the same words in both. A decision case's money facts are written in rupees.
 */
import { formatMoney } from '../src/core/money/format-money';
import type { MoneyFormat } from './shown-limit';
import type { PolicyDiff } from './policy-diff-data';

export interface ReportSection {
  readonly title: string;
  /** What the section says when nothing changed. */
  readonly empty: string;
  readonly table?: { readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] };
  /** Items, each with the lines under it. */
  readonly items?: readonly { readonly text: string; readonly details: readonly string[] }[];
}

/** A case's fact as a reviewer reads it: an amount in paise as rupees, anything else as written. */
function fact(name: string, value: unknown, money: MoneyFormat): string {
  return `${name} ${/Paise$/.test(name) && typeof value === 'number' ? formatMoney(value, money.locale, money.currency) : JSON.stringify(value)}`;
}

const shownVersion = (version: number | null) => (version === null ? 'no version' : `v${String(version)}`);

export function policySections({ changes, impact, totalCases, coverage, usedBy }: PolicyDiff): ReportSection[] {
  const none = '—';
  const used = (name: string) => usedBy.get(name)?.join('; ') || 'nothing names it';
  const versions = changes.versions.map((version) => {
    if (version.change !== 'changed') return `${version.file}: ${version.change}${version.change === 'added' && version.after !== null ? ` at v${String(version.after)}` : ''}`;
    if (version.before === null && version.after === null) return `${version.file}: changed (a file without a version: a meta-schema)`;
    const raised = version.before !== null && version.after !== null && version.after > version.before;
    return `${version.file}: ${shownVersion(version.before)} → ${shownVersion(version.after)}${version.before !== null && !raised ? ' (not raised)' : ''}`;
  });
  return [
    {
      title: 'Limits',
      empty: 'No limit changes.',
      table: { head: ['limit', 'before', 'after', 'used by', 'source', 'relations'], rows: changes.limits.map((limit) => [limit.name, limit.before, limit.after, used(limit.name), limit.spec, limit.relations.join('; ') || none]) },
    },
    {
      title: 'Texts',
      empty: 'No text changes.',
      table: { head: ['key', 'language', 'before', 'after', 'placeholders', 'shown by'], rows: changes.texts.map((text) => [text.key, text.language, text.before ?? none, text.after ?? none, text.placeholders.map((name) => `{{${name}}}`).join(' ') || none, used(text.key)]) },
    },
    {
      title: 'Catalogue codes',
      empty: 'No catalogue code changes.',
      table: { head: ['catalogue', 'code', 'change', 'message before', 'message after'], rows: changes.codes.map((code) => [code.catalogue, code.code, `${code.change}${code.fields.length ? `: ${code.fields.join('; ')}` : ''}`, code.before ?? none, code.after ?? none]) },
    },
    {
      title: 'Rules and conditions',
      empty: 'No rule or condition changes.',
      items: changes.decisions.flatMap((decision) =>
        decision.changes.map((change) => ({
          text: `${decision.decision}: ${change.part} «${change.name}» ${change.change}`,
          details: [...(change.before === null ? [] : [`before: ${change.before}`]), ...(change.after === null ? [] : [`after: ${change.after}`])],
        })),
      ),
    },
    {
      title: `Decision cases (${String(impact.length)} of ${String(totalCases)} change outcome)`,
      empty: 'No decision case changes outcome.',
      items: impact.map((row) => ({
        text: `${row.decision} / ${row.caseName} (${Object.entries(row.facts).map(([name, value]) => fact(name, value, changes.money)).join(', ')})`,
        details: [`before: ${row.before}`, `after: ${row.after}`],
      })),
    },
    {
      title: `Coverage (${String(coverage.rulesMet)} of ${String(coverage.rules)} rules met by a case)`,
      empty: 'Every decision has cases, every rule is met by one, every limit a rule compares with has a case written against it.',
      items: [
        ...coverage.decisionsWithoutCases.map((decision) => ({ text: `${decision}: no case at all`, details: [] })),
        ...[...coverage.rulesNotMet].map(([decision, rules]) => ({ text: `${decision}: no case meets ${rules.map((rule) => `«${rule}»`).join(', ')}`, details: [] })),
        ...(coverage.limitsWithoutCase.length ? [{ text: `limits a rule compares with that no case is written against: ${coverage.limitsWithoutCase.join(', ')}`, details: [] }] : []),
      ],
    },
    { title: 'Files and versions', empty: 'No policy file changes.', items: versions.map((text) => ({ text, details: [] })) },
  ];
}

/** A table cell of Markdown: no line breaks, no pipe that would end the cell. */
const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The report as Markdown, for a pull request. */
export function policyMarkdown(diff: PolicyDiff): string {
  const sections = policySections(diff).map((section) => {
    const rows = section.table?.rows ?? [];
    const items = section.items ?? [];
    const body =
      rows.length > 0 && section.table
        ? [`| ${section.table.head.join(' | ')} |`, `|${section.table.head.map(() => '---|').join('')}`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n')
        : items.length > 0
          ? items.map((item) => [`- ${item.text}`, ...item.details.map((line) => `  - ${line}`)].join('\n')).join('\n')
          : section.empty;
    return `## ${section.title}\n\n${body}\n`;
  });
  return [`# Policy changes: ${diff.ref} → working tree\n`, ...sections].join('\n');
}
