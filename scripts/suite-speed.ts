/** A reading of the machine's BenchmarkIndex, after this many seconds of the suite's own work. */
export interface SpeedReading {
  readonly afterSeconds: number;
  readonly index: number;
}

/**
 * The machine's speed over the suite's work, from readings taken between its steps: each stretch
 * between two readings counts at the mean of the two, in proportion to its seconds. Two readings,
 * at the start and the end, give their mean, as before; one alone gives itself.
 */
export function speedOverRun(readings: readonly SpeedReading[]): number {
  const [first] = readings;
  if (!first) throw new Error('no reading of the machine speed');
  let weighted = 0;
  let seconds = 0;
  for (let at = 1; at < readings.length; at += 1) {
    const from = readings[at - 1] ?? first;
    const to = readings[at] ?? first;
    const stretch = to.afterSeconds - from.afterSeconds;
    weighted += stretch * ((from.index + to.index) / 2);
    seconds += stretch;
  }
  if (seconds <= 0) return readings.reduce((sum, reading) => sum + reading.index, 0) / readings.length;
  return weighted / seconds;
}
