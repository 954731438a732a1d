import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configSyntaxErrors } from './config-syntax';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// A file that is not JSON is named by its line and column before the checker, which imports config, loads.
const broken = configSyntaxErrors(root);
if (broken.length > 0) {
  console.error(`Configuration check: ${String(broken.length)} file(s) not valid JSON\n`);
  for (const line of broken) console.error(`  ${line}`);
  process.exit(1);
}
const { checkConfig, formatProblem, loadSources } = await import('./config-checker');
const sources = loadSources(root);
const problems = checkConfig(root, sources);
if (problems.length > 0) {
  console.error(`Configuration check: ${problems.length} problem(s)\n`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`Configuration check: ${sources.files.size} files, no problems`);
