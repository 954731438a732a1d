/**
 * What `npm test` leaves of its last run for `npm run bench`, which holds its time to the suite's
 * budget: a time is the bench's to judge, not the suite's (issue 37 item 6).
 */
/** Where npm test writes what its runners report, and its own record. */
export const resultsDir = '.test-results';
export const suiteRecordFile = `${resultsDir}/suite.json`;
/** The end-to-end run's sandbox: its data folder, and its log, which npm test then searches for secrets (issue 38 item 4). */
export const e2eDataDir = '.data/e2e';
export const e2eSandboxLog = `${resultsDir}/sandbox.log`;

export interface SuiteRecord {
  readonly seconds: number;
  /** This machine's BenchmarkIndex (scripts/host-speed.ts) over the run: its readings before and after the steps (suite-speed.ts). */
  readonly hostIndex: number;
  readonly passed: number;
  readonly failed: number;
  /** When the run ended, ISO 8601. */
  readonly finishedAt: string;
}
