/**
 * `npm run config:impact -- <git-ref>`: the decision cases whose outcome differs between that ref
 * and the working tree, so a reviewer sees what a change of rules or limits does before approving.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LimitsTable } from '../src/core/config/limits';
import type { RulesFile } from '../src/core/rules/rules-file';
import type { CasesFile } from '../src/core/rules/decision-case';
import { decisionImpact, type Configuration } from './decision-impact';

const root = join(import.meta.dirname, '..');
const ref = process.argv[2];
if (!ref) {
  console.error('usage: npm run config:impact -- <git-ref>   (for example main, HEAD~1)');
  process.exit(2);
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

function configuration(read: (path: string) => string | null, names: string[]): Configuration {
  const rules = new Map<string, RulesFile>();
  for (const name of names.filter((n) => n.endsWith('.rules.json'))) {
    const text = read(`rules/${name}`);
    if (text) rules.set(name.replace(/\.rules\.json$/, ''), JSON.parse(text) as RulesFile);
  }
  const limits = JSON.parse(read('rules/limits.json') ?? '{"limits":{}}') as { limits: LimitsTable };
  return { rules, limits: limits.limits };
}

const readHere = (path: string) => readFileSync(join(root, path), 'utf8');
const before = configuration(readAt, listAt('rules'));
const after = configuration(readHere, readdirSync(join(root, 'rules')));

const casesHere = readdirSync(join(root, 'rules/cases')).filter((n) => n.endsWith('.cases.json'));
const casesThere = listAt('rules/cases').filter((n) => n.endsWith('.cases.json') && !casesHere.includes(n));
const casesFiles: CasesFile[] = [
  ...casesHere.map((n) => JSON.parse(readHere(`rules/cases/${n}`)) as CasesFile),
  ...casesThere.flatMap((n) => {
    const text = readAt(`rules/cases/${n}`);
    return text ? [JSON.parse(text) as CasesFile] : [];
  }),
];

const rows = await decisionImpact(before, after, casesFiles);
const total = casesFiles.reduce((sum, file) => sum + file.cases.length, 0);
if (rows.length === 0) {
  console.log(`No decision case changes outcome between ${ref} and the working tree (${total} cases).`);
} else {
  console.log(`${rows.length} of ${total} decision cases change outcome between ${ref} and the working tree:\n`);
  for (const row of rows) console.log(`${row.decision} / ${row.caseName}\n  before: ${row.before}\n  after:  ${row.after}\n`);
}
