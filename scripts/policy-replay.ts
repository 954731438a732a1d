/**
 * `npm run policy:replay -- [<git-ref>] [--db <file>] [--out <file>]` (default main, the sandbox's
 * database of npm start): the decisions the sandbox recorded, taken again under the ref's policy and
 * the working tree's, and how many would now decide otherwise (issue 34 item 2).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { openDatabase } from '../sandbox/db/open-database';
import { DecisionLog } from '../sandbox/services/decision-log';
import { policyFilesOrExit } from './policy-diff-data';
import { reviewerArgs } from './reviewer-args';

const root = join(import.meta.dirname, '..');
const { ref, option } = reviewerArgs(process.argv.slice(2), ['--db', '--out']);
const dbFile = option('--db') ?? join(process.env['SANDBOX_DATA_DIR'] ?? join(root, '.data'), 'sandbox.db');
const out = option('--out');

const { before, after } = policyFilesOrExit(root, ref);
if (!existsSync(dbFile)) {
  console.error(`No sandbox database at ${dbFile}: start the sandbox (npm start) and use the portal, or name one with --db <file>`);
  process.exit(1);
}
// Loaded once the files are known to be JSON: the decisions' modules import rules/limits.json.
const { configurationOf } = await import('./decision-impact');
const { replayDecisions } = await import('./decision-replay');
const { replayMarkdown } = await import('./replay-report');
const { policyReaderOf } = await import('./policy-changes');
const db = openDatabase(dbFile);
const replays = await replayDecisions(new DecisionLog(db).all(), configurationOf(before), configurationOf(after));
db.close();
const report = replayMarkdown(replays, { ref, source: relative(root, dbFile).startsWith('..') ? dbFile : relative(root, dbFile), reader: policyReaderOf(after) });
console.log(report);
if (out) writeFileSync(out, report);
