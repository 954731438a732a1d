import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkConfig, formatProblem, loadSources } from './config-checker';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = loadSources(root);
const problems = checkConfig(root, sources);
if (problems.length > 0) {
  console.error(`Configuration check: ${problems.length} problem(s)\n`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`Configuration check: ${sources.files.size} files, no problems`);
