/** A reading of the machine's BenchmarkIndex, after this many seconds of the suite's own work, with a sample of the core's speed taken with it. */
export interface SpeedReading {
  readonly afterSeconds: number;
  readonly index: number;
  /** cpuSpeedSample's milliseconds just after the index was read (scripts/cpu-speed.ts). */
  readonly cpuMs?: number;
}

/** A sample of the core's speed taken while the steps ran: cpuSpeedSample's milliseconds after this many seconds of the suite's work. */
export interface SpeedSample {
  readonly afterSeconds: number;
  readonly cpuMs: number;
}

/**
 * The machine's speed over the suite's work. BenchmarkIndex can be read only between steps, where
 * the machine is the suite's alone; its speed changes in between (2026-12-03: 1,450, 1,744 and 2,259
 * at the start, the middle and the end of one run, whose time says it ran at about 1,570 most of the
 * way, docs/decisions/0018). So the core's speed is sampled all through the run as well, in CPU time
 * (scripts/cpu-speed.ts), which the suite's own load does not change: at each reading the index and
 * the sample give the index a sample stands for (their product), which also carries what else the
 * machine was doing then; between two readings that product is interpolated, and each sample counts
 * as that product over its milliseconds. The samples' mean, taken at even steps of time, is the speed
 * over the run.
 *
 * Without samples (or readings without them), each stretch between two readings counts at the mean
 * of the two, in proportion to its seconds; one reading alone gives itself.
 */
export function speedOverRun(readings: readonly SpeedReading[], samples: readonly SpeedSample[] = []): number {
  const [first] = readings;
  if (!first) throw new Error('no reading of the machine speed');
  const calibrated = readings.flatMap((reading) => (reading.cpuMs === undefined ? [] : [{ afterSeconds: reading.afterSeconds, product: reading.index * reading.cpuMs }]));
  if (samples.length > 0 && calibrated.length > 0) {
    const productAt = (seconds: number): number => {
      const after = calibrated.findIndex((point) => point.afterSeconds >= seconds);
      if (after <= 0) return (calibrated[after === 0 ? 0 : calibrated.length - 1] ?? { product: 0 }).product;
      const from = calibrated[after - 1] ?? { afterSeconds: 0, product: 0 };
      const to = calibrated[after] ?? from;
      return from.product + ((to.product - from.product) * (seconds - from.afterSeconds)) / (to.afterSeconds - from.afterSeconds);
    };
    return samples.reduce((sum, sample) => sum + productAt(sample.afterSeconds) / sample.cpuMs, 0) / samples.length;
  }
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
