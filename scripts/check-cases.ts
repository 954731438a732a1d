/**
 * `npm run check:cases`: what a compliance reviewer runs after changing rules/, schemas/ or
 * locales/ (issue 19 item 5): the configuration check, then every decision case, in seconds
 * rather than the whole suite's minutes.
 */
import { join } from 'node:path';
import { runConfigCheck } from './run-config-check';

// The project, or a copy named on the command line (its test breaks one).
const root = process.argv[2] ?? join(import.meta.dirname, '..');
const started = performance.now();
if (!(await runConfigCheck(root))) process.exit(1);
const { failingCases } = await import('./decision-cases');
const { cases, failures } = await failingCases(root);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`Decision cases: ${String(failures.length)} of ${String(cases)} give other effects than they expect (${seconds} s)\n`);
  for (const failure of failures) console.error(`  ${failure.file}:${String(failure.line)} ${failure.name}\n    expected: ${failure.expected}\n    got:      ${failure.got}`);
  process.exit(1);
}
console.log(`Decision cases: ${String(cases)} cases, all as expected (${seconds} s)`);
