/**
 * The report of `npm run policy:replay` (issue 34 item 2) in Markdown: per decision, how many
 * recorded decisions would now end otherwise, and for each change of outcome the range of the facts
 * it happens in, amounts in rupees, outcomes in the customer's English words.
 */
import { formatMoney } from '../src/core/money/format-money';
import type { DecisionReplay, ReplayGroup } from './decision-replay';
import type { MoneyFormat } from './shown-limit';
import { messageWords } from './policy-words';
import type { RuleWordsContext } from './rule-words';

export interface ReplayContext {
  readonly ref: string;
  /** Where the decisions were recorded: the sandbox's database file. */
  readonly source: string;
  /** The working tree's limits, money and English texts, for the message a refusal shows with its figures. */
  readonly reader: RuleWordsContext;
}

const count = (n: number) => n.toLocaleString('en-IN');

function value(name: string, fact: unknown, money: MoneyFormat): string {
  return /Paise$/.test(name) && typeof fact === 'number' ? formatMoney(fact, money.locale, money.currency) : JSON.stringify(fact);
}

/** What a fact was across the records of a group: one value, a range of numbers, or the values seen. */
function factRange(name: string, facts: readonly unknown[], money: MoneyFormat): string {
  const distinct = [...new Map(facts.map((fact) => [JSON.stringify(fact), fact])).values()];
  if (distinct.length === 1) return `${name} ${value(name, distinct[0], money)}`;
  if (distinct.every((fact) => typeof fact === 'number')) {
    return `${name} from ${value(name, Math.min(...distinct), money)} to ${value(name, Math.max(...distinct), money)}`;
  }
  return distinct.length <= 3 ? `${name} ${distinct.map((fact) => value(name, fact, money)).join(' or ')}` : `${name} (${count(distinct.length)} values)`;
}

/** An outcome as a reviewer reads it: allowed, or refused with the message the customer sees. */
function outcomeWords(outcome: string, context: ReplayContext): string {
  const refused = /^refused: (.*)$/.exec(outcome);
  if (!refused?.[1]) return outcome;
  return `refused ${refused[1]
    .split(', ')
    .map((key) => messageWords(key, context.reader))
    .join(', ')}`;
}

function groupLines(group: ReplayGroup, context: ReplayContext): string[] {
  const names = [...new Set(group.records.flatMap((record) => Object.keys(record.facts)))].sort();
  const ranges = names.map((name) => factRange(name, group.records.map((record) => record.facts[name]), context.reader.money));
  const [example] = group.records;
  const exampleLine = example ? [`  - for example at ${new Date(example.decidedAt).toISOString()}: ${Object.entries(example.facts).map(([name, fact]) => `${name} ${value(name, fact, context.reader.money)}`).join(', ')}`] : [];
  return [`- ${count(group.records.length)} with ${ranges.join('; ')} would now be ${outcomeWords(group.after, context)} (were ${outcomeWords(group.before, context)})`, ...exampleLine];
}

export function replayMarkdown(replays: readonly DecisionReplay[], context: ReplayContext): string {
  const total = replays.reduce((sum, replay) => sum + replay.replayed, 0);
  const changed = (replay: DecisionReplay) => replay.changed.reduce((sum, group) => sum + group.records.length, 0);
  const allChanged = replays.reduce((sum, replay) => sum + changed(replay), 0);
  const otherwise = replays.reduce((sum, replay) => sum + replay.recordedOtherwise, 0);
  const lines = [
    `# Decision replay against ${context.ref}`,
    '',
    total === 0
      ? `No decision is recorded in ${context.source}: run the sandbox (npm start) and use the portal, then replay.`
      : `${count(total)} decisions recorded in ${context.source}, taken again under the policy of ${context.ref} and under the working tree's: ${count(allChanged)} would now decide otherwise.`,
  ];
  if (otherwise > 0) lines.push('', `${count(otherwise)} of them were recorded with another outcome than ${context.ref}'s policy gives: the sandbox ran another policy when it took them.`);
  if (total === 0) return `${lines.join('\n')}\n`;
  lines.push('', '| decision | replayed | would now decide otherwise |', '| --- | ---: | ---: |', ...replays.map((replay) => `| ${replay.decision} | ${count(replay.replayed)} | ${count(changed(replay))} |`));
  for (const replay of replays.filter((one) => one.changed.length > 0)) lines.push('', `## ${replay.decision}`, '', ...replay.changed.flatMap((group) => groupLines(group, context)));
  return `${lines.join('\n')}\n`;
}
