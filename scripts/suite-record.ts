/**
 * What `npm test` leaves of its last run for `npm run bench`, which holds its time to the suite's
 * budget: a time is the bench's to judge, not the suite's (issue 37 item 6).
 */
export const suiteRecordFile = '.test-results/suite.json';

export interface SuiteRecord {
  readonly seconds: number;
  readonly passed: number;
  readonly failed: number;
  /** When the run ended, ISO 8601. */
  readonly finishedAt: string;
}
