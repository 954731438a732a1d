import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/**
 * A folder as an integrator's project: `npm pack` of packages/wallet-client (its prepack builds it)
 * installed in its node_modules as npm would unpack it, with the client's one dependency and
 * TypeScript's types for Node beside it (from this checkout: no registry is reached).
 */
export function projectWithPackedClient(): string {
  mkdirSync(join(root, '.test-results'), { recursive: true });
  const dir = mkdtempSync(join(root, '.test-results', 'client-'));
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: join(root, 'packages/wallet-client'), encoding: 'utf8' })) as { filename: string }[];
  const tarball = join(dir, packed[0]?.filename ?? '');
  const installed = join(dir, 'node_modules/@wallet-portal/client');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  for (const dependency of ['openapi-fetch', 'openapi-typescript-helpers', '@types/node', 'undici-types']) {
    mkdirSync(join(dir, 'node_modules', dependency, '..'), { recursive: true });
    symlinkSync(join(root, 'node_modules', dependency), join(dir, 'node_modules', dependency));
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'integrator', private: true, type: 'module' }));
  return dir;
}

/** A strict tsconfig of one module resolution, as an integrator's project may have. */
export function strictTsconfig(resolution: 'NodeNext' | 'Bundler'): string {
  return JSON.stringify({
    compilerOptions: { target: 'ES2022', module: resolution === 'NodeNext' ? 'NodeNext' : 'ESNext', moduleResolution: resolution, strict: true, noUncheckedIndexedAccess: true, noEmit: true, skipLibCheck: false, lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: ['node'] },
    include: ['*.ts'],
  });
}

/**
 * What the TypeScript compiler says of a project's tsconfig: empty when it type-checks. TypeScript 7,
 * the native compiler (typescript-native; docs/decisions/0025), as an integrator starting today has it.
 */
export function typeErrorsIn(project: string): string {
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript-native/bin/tsc'), '-p', project], { encoding: 'utf8' });
  return tsc.stdout + tsc.stderr;
}
