/**
 * A fixed piece of JavaScript work timed in the CPU time it takes: how fast a core runs while it
 * runs, not what share of the machine the process gets. npm test samples it all through its
 * steps, when BenchmarkIndex cannot be read (a reading then measures the suite's load as much as the
 * machine), docs/decisions/0018.
 */
const cells = 4096;

function fixedWork(): number {
  let hash = 0x811c9dc5;
  const values = new Float64Array(cells);
  for (let round = 0; round < 60; round += 1) {
    for (let at = 0; at < cells; at += 1) {
      values[at] = Math.sqrt(at * 1.000001 + round) + (values[(at * 7) % cells] ?? 0) * 0.5;
      hash = Math.imul(hash ^ Math.trunc(values[at] ?? 0), 16777619);
    }
  }
  const counts = new Map<string, number>();
  for (let at = 0; at < 2000; at += 1) counts.set(`k${String(at % 257)}`, (counts.get(`k${String(at % 257)}`) ?? 0) + at);
  return hash + counts.size;
}

let warm = false;
// Where the work's result goes, so that no compiler may drop the work as unused.
const kept = { hash: 0 };

/** The CPU milliseconds the process takes for the fixed work (about 20 ms on this workplace's machines); more is slower. */
export function cpuSpeedSample(): number {
  if (!warm) {
    // Compiled by V8's optimising tiers before it is timed, as every later sample finds it.
    for (let run = 0; run < 50; run += 1) kept.hash ^= fixedWork();
    warm = true;
  }
  // The process's CPU time: in npm test's process the steps' output is all the rest, a trifle beside 20 ms.
  const before = process.cpuUsage();
  for (let run = 0; run < 20; run += 1) kept.hash ^= fixedWork();
  const took = process.cpuUsage(before);
  return (took.user + took.system) / 1000;
}
