/**
 * Issue 54 item 3: a failed step stops only the steps that need it; the others run and report, and
 * the closing totals count every step.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runSteps, totalsOf, type Step } from './run-steps';

const dir = mkdtempSync(join(tmpdir(), 'run-steps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A step of one line of shell. */
const shell = (name: string, script: string, more: Partial<Step> = {}): Step => ({ name, command: ['sh', '-c', script], ...more });

describe('runSteps', () => {
  it('runs what does not need a failed step, skips what does, and waits for what it comes after', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const report = join(dir, 'report.json');
    const order = join(dir, 'order');
    const steps: Step[] = [
      shell('build', `echo build >> ${order}; exit 1`),
      shell('unit', `echo unit >> ${order}; echo '{"passed":7,"failed":1}' > ${report}; exit 1`, { after: ['build'], results: (file) => JSON.parse(readFileSync(file, 'utf8')) as { passed: number; failed: number }, resultsFile: report }),
      shell('e2e', `echo e2e >> ${order}`, { needs: ['build'], after: ['unit'] }),
      shell('lint', 'exit 0'),
    ];
    const outcomes = await runSteps(steps);
    const byName = new Map([...outcomes].map(([step, outcome]) => [step.name, { step, outcome }]));
    expect(byName.get('build')?.outcome).toMatchObject({ ran: true, status: 1 });
    expect(byName.get('unit')?.outcome).toMatchObject({ ran: true, status: 1 });
    expect(byName.get('e2e')?.outcome).toEqual({ ran: false, failedNeed: 'build' });
    expect(byName.get('lint')?.outcome).toMatchObject({ ran: true, status: 0 });
    expect(readFileSync(order, 'utf8').trim().split('\n')).toEqual(['build', 'unit']);
    const totals = [...outcomes].map(([step, outcome]) => totalsOf(step, outcome));
    // build: one failure (no tests of its own); unit: its own 7 and 1; e2e: one, for not running; lint: nothing.
    expect(totals).toEqual([{ passed: 0, failed: 1 }, { passed: 7, failed: 1 }, { passed: 0, failed: 1 }, { passed: 0, failed: 0 }]);
  });

  it("does a step's first work once the steps it comes after have ended, before its command and outside its seconds", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const order = join(dir, 'first-order');
    const seen: string[] = [];
    // The first work takes an hour by the clock: were it counted, the step's seconds would show it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = () => {
      seen.push(readFileSync(order, 'utf8').trim());
      vi.setSystemTime(Date.now() + 3_600_000);
      return Promise.resolve();
    };
    const outcomes = await runSteps([shell('unit', `echo unit > ${order}`), shell('e2e', `echo e2e >> ${order}`, { after: ['unit'], first })]);
    expect(seen).toEqual(['unit']);
    expect(readFileSync(order, 'utf8').trim().split('\n')).toEqual(['unit', 'e2e']);
    const e2e = [...outcomes].find(([step]) => step.name === 'e2e')?.[1];
    expect(e2e).toMatchObject({ ran: true, status: 0 });
    expect(e2e?.ran === true ? e2e.seconds : Infinity).toBeLessThan(3600);
    vi.useRealTimers();
  });

  it('refuses a step that needs one that is not there', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(runSteps([shell('e2e', 'true', { needs: ['build'] })])).rejects.toThrow(/needs build, which is no step/);
  });
});
