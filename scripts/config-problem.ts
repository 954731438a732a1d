import { lineOfPointer, pointerLines } from './json-pointer-lines';

/** A finding of the config checker: the file, the place in it (a JSON path, and the line it is on), and what to do. */
export interface Problem {
  readonly file: string;
  readonly path: string;
  readonly message: string;
  /** The line of the place, as an editor counts from 1; with a column for a file that is not valid JSON. */
  readonly line?: number;
  readonly column?: number;
}

/**
 * "file:line:column: what" for a file that is not JSON; "file:line /path: what" for a finding in
 * one (the path alone where no line is known; no path for the file as a whole or for code, whose
 * file already says its line).
 */
export function formatProblem(problem: Problem): string {
  if (problem.column !== undefined) return `${problem.file}:${String(problem.line ?? 1)}:${String(problem.column)}: ${problem.message}`;
  if (problem.line === undefined) return `${problem.file} ${problem.path || '/'}: ${problem.message}`;
  return `${problem.file}:${String(problem.line)}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`;
}

/**
 * Each finding with the line its JSON path is on in the file's text (issue 19 item 1), or the
 * line of the nearest place above it for something missing; a finding in a file whose text is not
 * given (the code, a file of the merge base) stays without one.
 */
export function locateProblems(problems: readonly Problem[], texts: ReadonlyMap<string, string>): Problem[] {
  const read = new Map<string, ReadonlyMap<string, number>>();
  return problems.map((problem) => {
    const text = texts.get(problem.file);
    if (problem.line !== undefined || text === undefined) return problem;
    const lines = read.get(problem.file) ?? pointerLines(text);
    read.set(problem.file, lines);
    return { ...problem, line: lineOfPointer(lines, problem.path) };
  });
}
