import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The staff console's own build (issue 57): its entry, its bundle, its folder (dist-staff/), so the
 * customers' pages do not grow by a byte of it. Served by the server's staff profile (staff/main.ts).
 */
export default defineConfig({
  root: fileURLToPath(new URL('./staff/web', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist-staff', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: 'hidden',
    modulePreload: { polyfill: false },
  },
});
