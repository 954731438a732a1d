/**
 * `npm run policy:diff -- [<git-ref>] [--out <file>]` (default main): one report of what a change of
 * policy does between that ref and the working tree (issue 34 item 1), in Markdown for a pull
 * request; --out writes it to a file as well.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { policyDiffOrExit } from './policy-diff-data';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const ref = args.find((arg, index) => !arg.startsWith('--') && !(outAt >= 0 && index === outAt + 1)) ?? 'main';

const diff = await policyDiffOrExit(root, ref);
const { policyMarkdown } = await import('./policy-report');
const report = policyMarkdown(diff);
console.log(report);
if (out) writeFileSync(out, report);
