import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runConfigCheck } from './run-config-check';

// The project, or a copy of its configuration named on the command line (the checker's own tests break one).
const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
if (!(await runConfigCheck(root))) process.exit(1);
