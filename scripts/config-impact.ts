/**
 * `npm run config:impact -- <git-ref>`: the decision cases whose outcome differs between that ref
 * and the working tree, so a reviewer sees what a change of rules or limits does before approving.
 * The cases' part of `npm run policy:diff`, read the same way (policy-diff-data.ts).
 */
import { join } from 'node:path';
import { policyDiffOrExit } from './policy-diff-data';

const root = join(import.meta.dirname, '..');
const ref = process.argv[2];
if (!ref) {
  console.error('usage: npm run config:impact -- <git-ref>   (for example main, HEAD~1)');
  process.exit(2);
}

const diff = await policyDiffOrExit(root, ref);
if (diff.impact.length === 0) {
  console.log(`No decision case changes outcome between ${ref} and the working tree (${diff.totalCases} cases).`);
} else {
  console.log(`${diff.impact.length} of ${diff.totalCases} decision cases change outcome between ${ref} and the working tree:\n`);
  for (const row of diff.impact) console.log(`${row.decision} / ${row.caseName}\n  before: ${row.before}\n  after:  ${row.after}\n`);
}
