/**
 * `npm run policy:diff -- [<git-ref>] [--out <file>]` (default main): one report of what a change of
 * policy does between that ref and the working tree (issue 34 item 1), in Markdown for a pull
 * request; --out writes it to a file as well.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configSyntaxErrors } from './config-syntax';
import { policyDiff } from './policy-diff-data';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const ref = args.find((arg, index) => !arg.startsWith('--') && !(outAt >= 0 && index === outAt + 1)) ?? 'main';

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
const { policyMarkdown } = await import('./policy-report');
const report = policyMarkdown(diff);
console.log(report);
if (out) writeFileSync(out, report);
