/**
 * `npm test`'s last step (issue 38 item 4): the sandbox's log of the end-to-end run holds none of
 * the secrets the run handled (scripts/log-secrets.ts), and holds the requests, under their ids.
 *   node --import tsx scripts/check-logs.ts <log file> <database file>
 */
import { existsSync, readFileSync } from 'node:fs';
import { leaksIn, logLines, secretsOf } from './log-secrets';

const [logFile = '', databaseFile = ''] = process.argv.slice(2);
if (!existsSync(logFile) || !existsSync(databaseFile)) {
  console.error(`No log at ${logFile} or no database at ${databaseFile}: the end-to-end run writes both`);
  process.exit(1);
}
const log = readFileSync(logFile, 'utf8');
const lines = logLines(log);
const requests = lines.filter((line) => line['requestId'] !== undefined).length;
const secrets = secretsOf(databaseFile);
const leaks = leaksIn(log, secrets);
if (requests === 0) {
  console.error(`${logFile} has no request logged under a request id`);
  process.exit(1);
}
if (leaks.length > 0) {
  console.error(`${logFile} holds secrets: ${leaks.join(', ')}`);
  process.exit(1);
}
console.log(`${String(lines.length)} log lines, ${String(requests)} of requests under their ids, none of ${String(secrets.length)} secrets of the run`);
