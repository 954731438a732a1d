/**
 * `npm run config:impact -- <git-ref>`: the decision cases whose outcome differs between that ref
 * and the working tree, so a reviewer sees what a change of rules or limits does before approving.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LimitsTable } from '../src/core/config/limits';
import type { SharedConditions } from '../src/core/rules/create-decision';
import type { RulesFile } from '../src/core/rules/rules-file';
import type { CasesFile } from '../src/core/rules/decision-case';
import type { Configuration } from './decision-impact';
import { configSyntaxErrors, parseConfigFile } from './config-syntax';
import { formatProblem } from './config-problem';

const root = join(import.meta.dirname, '..');
const ref = process.argv[2];
if (!ref) {
  console.error('usage: npm run config:impact -- <git-ref>   (for example main, HEAD~1)');
  process.exit(2);
}

/** Files that are not valid JSON, each where it breaks: named together, then the command stops (issue 19 item 1). */
const broken: string[] = [];
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape of the file it reads
function parsed<T>(path: string, text: string, where: string): T | null {
  const result = parseConfigFile(path, text);
  if ('value' in result) return result.value as T;
  broken.push(`${formatProblem(result.problem)} (${where})`);
  return null;
}

// The working tree's files are read as JSON before anything imports one (the decisions' modules import rules/limits.json).
const brokenHere = configSyntaxErrors(root);
if (brokenHere.length > 0) {
  for (const line of brokenHere) console.error(line);
  process.exit(1);
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const readAt = (path: string): string | null => {
  try {
    return git('show', `${ref}:${path}`);
  } catch {
    return null;
  }
};
const listAt = (dir: string): string[] => git('ls-tree', '--name-only', `${ref}:${dir}`).split('\n').filter(Boolean);

function configuration(read: (path: string) => string | null, names: string[], where: string): Configuration {
  const rules = new Map<string, RulesFile>();
  for (const name of names.filter((n) => n.endsWith('.rules.json'))) {
    const text = read(`rules/${name}`);
    const file = text === null ? null : parsed<RulesFile>(`rules/${name}`, text, where);
    if (file) rules.set(name.replace(/\.rules\.json$/, ''), file);
  }
  const limits = parsed<{ limits: LimitsTable }>('rules/limits.json', read('rules/limits.json') ?? '{"limits":{}}', where);
  const shared = parsed<{ conditions: SharedConditions }>('rules/conditions.json', read('rules/conditions.json') ?? '{"conditions":{}}', where);
  return { rules, limits: limits?.limits ?? {}, conditions: shared?.conditions ?? {} };
}

const readHere = (path: string) => readFileSync(join(root, path), 'utf8');
const before = configuration(readAt, listAt('rules'), ref);
const after = configuration(readHere, readdirSync(join(root, 'rules')), 'working tree');

const casesHere = readdirSync(join(root, 'rules/cases')).filter((n) => n.endsWith('.cases.json'));
const casesThere = listAt('rules/cases').filter((n) => n.endsWith('.cases.json') && !casesHere.includes(n));
const casesFiles: CasesFile[] = [
  ...casesHere.flatMap((n) => parsed<CasesFile>(`rules/cases/${n}`, readHere(`rules/cases/${n}`), 'working tree') ?? []),
  ...casesThere.flatMap((n) => {
    const text = readAt(`rules/cases/${n}`);
    return (text === null ? null : parsed<CasesFile>(`rules/cases/${n}`, text, ref)) ?? [];
  }),
];
if (broken.length > 0) {
  for (const line of broken) console.error(line);
  process.exit(1);
}

const { decisionImpact } = await import('./decision-impact');
const rows = await decisionImpact(before, after, casesFiles);
const total = casesFiles.reduce((sum, file) => sum + file.cases.length, 0);
if (rows.length === 0) {
  console.log(`No decision case changes outcome between ${ref} and the working tree (${total} cases).`);
} else {
  console.log(`${rows.length} of ${total} decision cases change outcome between ${ref} and the working tree:\n`);
  for (const row of rows) console.log(`${row.decision} / ${row.caseName}\n  before: ${row.before}\n  after:  ${row.after}\n`);
}
