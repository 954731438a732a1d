/**
 * node --import tsx tests/setup/record-decisions.ts <database file>: a sandbox database seeded and
 * with the decisions of decision-traffic.ts recorded, for a replay to read (the staff console's
 * end-to-end test, which cannot import the sandbox's modules into the browser tests' runner).
 */
import { openDatabase } from '../../sandbox/db/open-database';
import { seedDatabase } from '../../sandbox/db/seed';
import { recordDecisionTraffic } from './decision-traffic';

const file = process.argv[2];
if (!file) throw new Error('usage: record-decisions.ts <database file>');
const db = openDatabase(file);
seedDatabase(db);
await recordDecisionTraffic(db);
db.close();
