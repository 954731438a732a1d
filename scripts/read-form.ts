import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FormDefinition } from '../src/core/config/form-definition';
import { resolveFormFragments } from '../src/core/config/form-fragments';

/**
 * A form of schemas/forms/ as the portal has it (by its file stem, "signupDetails.v1"): its
 * fragments laid in (src/core/config/form-fragments.ts), for the scripts and tests that read one
 * outside the bundle, whose build resolves them itself (bundle-shims.ts, formFragments).
 */
export function readForm(name: string, root = join(import.meta.dirname, '..')): FormDefinition {
  const formsDir = join(root, 'schemas/forms');
  const readJson = (path: string) => JSON.parse(readFileSync(resolve(formsDir, path), 'utf8')) as unknown;
  return resolveFormFragments(readJson(`${name}.json`) as FormDefinition, readJson);
}
