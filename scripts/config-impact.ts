/**
 * `npm run config:impact -- <git-ref>`: the decision cases whose outcome differs between that ref
 * and the working tree, so a reviewer sees what a change of rules or limits does before approving.
 * The cases' part of `npm run policy:diff`, read the same way (policy-diff-data.ts).
 */
import { join } from 'node:path';
import { configSyntaxErrors } from './config-syntax';
import { policyDiff } from './policy-diff-data';

const root = join(import.meta.dirname, '..');
const ref = process.argv[2];
if (!ref) {
  console.error('usage: npm run config:impact -- <git-ref>   (for example main, HEAD~1)');
  process.exit(2);
}

// The working tree's files are read as JSON before anything imports one (the decisions' modules import rules/limits.json).
const brokenHere = configSyntaxErrors(root);
if (brokenHere.length > 0) {
  for (const line of brokenHere) console.error(line);
  process.exit(1);
}
const diff = await policyDiff(root, ref);
if ('unknownRef' in diff) {
  console.error(`git cannot read ${diff.unknownRef}; name a branch, a tag or a commit (for example main, HEAD~1)`);
  process.exit(2);
}
if ('broken' in diff) {
  for (const line of diff.broken) console.error(line);
  process.exit(1);
}
if (diff.impact.length === 0) {
  console.log(`No decision case changes outcome between ${ref} and the working tree (${diff.totalCases} cases).`);
} else {
  console.log(`${diff.impact.length} of ${diff.totalCases} decision cases change outcome between ${ref} and the working tree:\n`);
  for (const row of diff.impact) console.log(`${row.decision} / ${row.caseName}\n  before: ${row.before}\n  after:  ${row.after}\n`);
}
