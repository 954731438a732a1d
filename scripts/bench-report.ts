/**
 * What `npm run bench` prints: each figure beside its budget, and at the end the figures over
 * theirs. The budgets live here and not in tests (issue 37 item 6): a time varies from machine to
 * machine and run to run, so a test that asserts one fails the next newcomer on a busy machine;
 * the bench measures medians on a machine left to it, as `.ci/run`'s step after `npm test`.
 */
export interface Figure {
  /** What was measured, as the line names it. */
  readonly what: string;
  readonly value: number;
  /** Its budget in the same unit, or undefined for a figure shown for reference only. */
  readonly budget?: number;
  readonly unit: 'ms' | 'KB' | 's' | 'req/s' | 'points';
  /** A floor rather than a ceiling (requests per second, a Lighthouse score). */
  readonly atLeast?: boolean;
  /** How many runs the median is of, or what else the reader should know. */
  readonly note?: string;
}

const decimals = { ms: 0, KB: 1, s: 1, 'req/s': 0, points: 0 } as const;

/** A figure of a few milliseconds (a decision's) needs its thousandths to be read against 1 ms. */
const decimalsOf = (figure: Figure) => (figure.unit === 'ms' && Math.abs(figure.value) < 10 ? 3 : decimals[figure.unit]);

export function isOver(figure: Figure): boolean {
  if (figure.budget === undefined || !Number.isFinite(figure.value)) return figure.budget !== undefined;
  return figure.atLeast ? figure.value < figure.budget : figure.value > figure.budget;
}

/** One line: the figure, its budget and the verdict, aligned so a column of figures reads down. */
export function figureLine(figure: Figure): string {
  const value = `${figure.value.toFixed(decimalsOf(figure))} ${figure.unit}`;
  const budget = figure.budget === undefined ? '' : `budget ${figure.atLeast ? '≥ ' : ''}${String(figure.budget)} ${figure.unit}`;
  const verdict = figure.budget === undefined ? '' : isOver(figure) ? '  OVER' : '  ok';
  const note = figure.note ? `  (${figure.note})` : '';
  return `  ${figure.what.padEnd(56)} ${value.padStart(11)}   ${budget.padEnd(20)}${verdict}${note}`;
}

export class BenchReport {
  private readonly figures: Figure[] = [];

  section(title: string): void {
    console.log(`\n${title}`);
  }

  add(figure: Figure): void {
    this.figures.push(figure);
    console.log(figureLine(figure));
  }

  /** The figures over their budgets, as lines for the closing summary. */
  over(): string[] {
    return this.figures.filter(isOver).map((figure) => figureLine(figure).trim());
  }

  /** Prints the closing verdict and answers the exit status: 1 when a figure is over its budget. */
  close(): number {
    const over = this.over();
    const held = this.figures.filter((figure) => figure.budget !== undefined).length;
    if (over.length === 0) {
      console.log(`\nBench: all ${String(held)} budgets held (scripts/budgets.json)`);
      return 0;
    }
    console.log(`\nBench: ${String(over.length)} of ${String(held)} budgets broken (scripts/budgets.json):`);
    for (const line of over) console.log(`  ✗ ${line}`);
    return 1;
  }
}
