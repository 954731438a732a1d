import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/**
 * A copy of the configuration (rules/, schemas/, locales/) in a new folder, beside the project's
 * code and contract (linked), for a test to break and check; the caller removes the folder.
 */
export function copyOfConfig(): string {
  const copy = mkdtempSync(join(tmpdir(), 'config-copy-'));
  for (const dir of ['rules', 'schemas', 'locales']) cpSync(join(root, dir), join(copy, dir), { recursive: true });
  for (const dir of ['src', 'sandbox', 'scripts', 'staff', 'openapi', 'packages', 'devportal']) symlinkSync(join(root, dir), join(copy, dir));
  return copy;
}
