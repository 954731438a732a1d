/**
 * What `npm test` leaves of its last run for `npm run bench`, which holds its time to the suite's
 * budget: a time is the bench's to judge, not the suite's (issue 37 item 6).
 */
/** Where npm test writes what its runners report, and its own record. */
export const resultsDir = '.test-results';
export const suiteRecordFile = `${resultsDir}/suite.json`;

export interface SuiteRecord {
  readonly seconds: number;
  readonly passed: number;
  readonly failed: number;
  /** When the run ended, ISO 8601. */
  readonly finishedAt: string;
}
