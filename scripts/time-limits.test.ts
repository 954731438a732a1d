/**
 * Issue 54 item 2: the tests' time limits follow the machine's speed, with their figure as the
 * floor, and no test or configuration states a limit as a bare number of milliseconds.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBudgets } from './budgets';
import { measureForTimeLimits, slowness, timeLimit } from './time-limits';

const root = join(import.meta.dirname, '..');
const { referenceHostIndex } = readBudgets().device;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('slowness', () => {
  it('is how many times slower than the reference machine this one is, never below 1', () => {
    expect(slowness(referenceHostIndex / 3, referenceHostIndex)).toBeCloseTo(3);
    expect(slowness(referenceHostIndex, referenceHostIndex)).toBe(1);
    expect(slowness(referenceHostIndex * 2, referenceHostIndex)).toBe(1);
  });
});

describe('timeLimit', () => {
  it('stretches a reference limit by the index the runner measured, and keeps it on a faster machine', () => {
    vi.stubEnv('TEST_HOST_INDEX', String(referenceHostIndex / 4));
    expect(timeLimit(60_000)).toBe(240_000);
    vi.stubEnv('TEST_HOST_INDEX', String(referenceHostIndex * 2));
    expect(timeLimit(60_000)).toBe(60_000);
  });

  it('refuses to guess when no runner measured the machine', () => {
    vi.stubEnv('TEST_HOST_INDEX', '');
    expect(() => timeLimit(1_000)).toThrow(/TEST_HOST_INDEX is not set/);
  });

  it('takes the index a runner handed on rather than measuring again', async () => {
    vi.stubEnv('TEST_HOST_INDEX', '1234');
    expect(await measureForTimeLimits()).toBe(1234);
  });

  it('was measured for this run: vitest.config.ts handed its workers an index', () => {
    expect(Number(process.env['TEST_HOST_INDEX'])).toBeGreaterThan(0);
  });
});

/** The test files, the test setup and the runners' configurations. */
function testSources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = dir === '.' ? name : `${dir}/${name}`;
    if (['node_modules', 'generated', 'dist', '.tools', '.git', '.data', '.prerender'].includes(name)) return [];
    if (statSync(join(root, path)).isDirectory()) return dir === '.' && !['src', 'sandbox', 'scripts', 'tests', 'deploy', 'staff'].includes(name) ? [] : testSources(path);
    return /\.(test|spec)\.tsx?$|^(vitest|playwright)\.config\.ts$|^tests\/(setup|e2e)\/.*\.tsx?$|^deploy\/start-nginx\.ts$/.test(path) ? [path] : [];
  });
}

describe('no fixed guess', () => {
  it('no test, setup or runner configuration gives a time limit as a bare number', () => {
    // A limit is `timeout: 20_000`, `{ timeout: 1_000 }`, a test's `}, 120_000)`, a deadline `Date.now() + 60_000`, or vi.waitFor's own 1 s.
    const bare = /[tT]imeout:\s*[1-9][\d_]*\b|^\s*\},\s*[1-9][\d_]*\);?\s*$|Date\.now\(\)\s*\+\s*[1-9][\d_]*\s*;|vi\.waitFor\((?!.*timeLimit\()/;
    const found = testSources('.').flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .map((line, at) => ({ line, at }))
        .filter(({ line }) => bare.test(line) && !/^\s*(\/\/|\*)/.test(line))
        .map(({ line, at }) => `${file}:${String(at + 1)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
