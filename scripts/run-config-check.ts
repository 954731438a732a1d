/**
 * The configuration check as `npm run check:config` and `npm run check:cases` print it: files
 * that are not JSON first, by line and column (nothing that imports config is loaded before), then
 * every finding of the checker with its file, line and path. True when there is nothing to fix.
 */
import { configSyntaxErrors } from './config-syntax';

export async function runConfigCheck(root: string): Promise<boolean> {
  const broken = configSyntaxErrors(root);
  if (broken.length > 0) {
    console.error(`Configuration check: ${String(broken.length)} file(s) not valid JSON\n`);
    for (const line of broken) console.error(`  ${line}`);
    return false;
  }
  const { checkConfig, formatProblem, loadSources, locateProblems } = await import('./config-checker');
  const sources = loadSources(root);
  const problems = locateProblems(checkConfig(root, sources), sources.texts ?? new Map());
  if (problems.length > 0) {
    console.error(`Configuration check: ${String(problems.length)} problem(s)\n`);
    for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
    return false;
  }
  console.log(`Configuration check: ${String(sources.files.size)} files, no problems`);
  return true;
}
