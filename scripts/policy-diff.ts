/**
 * `npm run policy:diff -- [<git-ref>] [--out <file>]` (default main): one report of what a change of
 * policy does between that ref and the working tree (issue 34 item 1), in Markdown for a pull
 * request; --out writes it to a file as well.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { policyDiffOrExit } from './policy-diff-data';
import { reviewerArgs } from './reviewer-args';

const root = join(import.meta.dirname, '..');
const { ref, option } = reviewerArgs(process.argv.slice(2), ['--out']);
const out = option('--out');

const diff = await policyDiffOrExit(root, ref);
const { policyMarkdown } = await import('./policy-report');
const report = policyMarkdown(diff);
console.log(report);
if (out) writeFileSync(out, report);
