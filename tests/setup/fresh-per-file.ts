/**
 * The test files of a worker share one module graph (vitest.config.ts, isolate: false), so what a
 * file changes of the process is undone when it ends: the clock, stubbed globals and environment
 * variables, spies. A file that fails half-way (a timeout on a loaded machine) would otherwise hand
 * its fake clock or its spy to the next file, which then fails for no fault of its own.
 */
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  // A test that fakes the clock and fails before its own finally ran leaves it faked.
  vi.useRealTimers();
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
