import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bundleShims } from './bundle-shims';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: bundleShims },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/core/**/*.test.ts', 'sandbox/**/*.test.ts', 'tests/config/**/*.test.ts', 'tests/contract/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/api/**/*.test.ts', 'src/engine/**/*.test.ts', 'tests/client/**/*.test.ts', 'tests/client/**/*.test.tsx'],
          setupFiles: ['tests/setup/msw.ts'],
        },
      },
    ],
  },
});
