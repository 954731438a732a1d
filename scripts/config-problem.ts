/** A finding of the config checker: the file, the place in it (a JSON path, or a line and column for a file that is not JSON), and what to do. */
export interface Problem {
  readonly file: string;
  readonly path: string;
  readonly message: string;
  /** Where in the file's text, for a file that is not valid JSON (line and column from 1). */
  readonly line?: number;
  readonly column?: number;
}

export function formatProblem(problem: Problem): string {
  if (problem.line !== undefined) return `${problem.file}:${String(problem.line)}:${String(problem.column ?? 1)}: ${problem.message}`;
  return `${problem.file} ${problem.path || '/'}: ${problem.message}`;
}
