import { join } from 'node:path';
import { runConfigCheck } from './run-config-check';

// The project, or a copy of its configuration named on the command line (the checker's own tests break one).
const root = process.argv[2] ?? join(import.meta.dirname, '..');
if (!(await runConfigCheck(root))) process.exit(1);
