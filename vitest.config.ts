import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { bundleShims, formFragments, sourceAlias } from './bundle-shims';
import { measureForTimeLimits, timeLimit } from './scripts/time-limits';

await measureForTimeLimits();

export default defineConfig({
  // A test that imports a form reads it as the portal does, its fragments laid in.
  plugins: [react(), formFragments],
  resolve: { alias: { ...sourceAlias, ...bundleShims } },
  test: {
    // Every core: vitest's default leaves one free, which on a two-core machine runs the files one by one (docs/decisions/0014).
    maxWorkers: availableParallelism(),
    // Sized for a loaded CI machine (docs/decisions/0011, 0014), where vitest's default timed tests out,
    // and stretched by this machine's slowness as vitest starts (scripts/time-limits.ts). A test waits
    // for its condition; this limit only stops one that hangs.
    testTimeout: timeLimit(60_000),
    hookTimeout: timeLimit(60_000),
    teardownTimeout: timeLimit(10_000),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Pure functions and sandboxes each test builds for itself: the files share one module graph
          // rather than importing it anew (the contract, the validators; docs/decisions/0014).
          isolate: false,
          // What one file leaves of the clock, the globals, the environment or a spy is undone before the next.
          setupFiles: ['tests/setup/fresh-per-file.ts'],
          include: ['src/core/**/*.test.ts', 'sandbox/**/*.test.ts', 'tests/config/**/*.test.ts', 'tests/contract/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts', 'staff/server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // As the node project: every file renders into a DOM of its own (render, cleanup), the
          // modules stay loaded between files.
          isolate: false,
          include: ['src/**/*.test.tsx', 'src/api/**/*.test.ts', 'src/engine/**/*.test.ts', 'tests/client/**/*.test.ts', 'tests/client/**/*.test.tsx', 'tests/generated/**/*.test.ts'],
          setupFiles: ['tests/setup/fresh-per-file.ts', 'tests/setup/msw.ts'],
        },
      },
    ],
  },
});
