/**
 * A legitimate change of policy keeps the tests green (issue 19 item 4, issue 34 item 4): in a copy
 * of the project, every money limit is lowered, then raised, and the cooling-off text and a message
 * are changed as compliance would change them, and the decision cases and the sandbox's money tests
 * run there, green. They
 * read the limits and texts they check from rules/ and locales/, so they follow the change; one
 * that typed a figure or a sentence would fail here.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkConfig, formatProblem, loadSources } from '../../scripts/config-checker';
import { timeLimit } from '../../scripts/time-limits';

const root = join(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'policy-change-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

type Json = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(join(copy, path), 'utf8')) as Json;
const writeJson = (path: string, document: Json) => writeFileSync(join(copy, path), `${JSON.stringify(document, null, 2)}\n`);

/** Every money limit of a limits file set by a function of its value, kept within its declared range. */
function moneyLimitsSetTo(limitsFile: Json, to: (value: number) => number): Record<string, number> {
  const set: Record<string, number> = {};
  for (const [name, entry] of Object.entries(limitsFile['limits'] as Record<string, { value: unknown; unit?: string; range?: [number, number] }>)) {
    if (entry.unit !== 'paise' || typeof entry.value !== 'number') continue;
    const [lowest, highest] = entry.range ?? [0, Number.MAX_SAFE_INTEGER];
    const value = Math.min(highest, Math.max(lowest, to(entry.value)));
    entry.value = value;
    set[name] = value;
  }
  return set;
}

describe('a change of policy in a copy of the project', () => {
  for (const file of ['package.json', 'vitest.config.ts', 'bundle-shims.ts', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.app.json', 'tsconfig.core.json', 'tsconfig.node.json']) cpSync(join(root, file), join(copy, file));
  for (const dir of ['src', 'sandbox', 'scripts', 'staff', 'packages', 'devportal', 'rules', 'schemas', 'locales', 'openapi', 'tests']) cpSync(join(root, dir), join(copy, dir), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  const original = readJson('rules/limits.json');

  // Issue 34 item 4: every money limit lowered, then every one raised, as compliance may move them either way.
  for (const [direction, to] of [
    ['lowered', (value: number) => Math.round(value / 2)],
    ['raised', (value: number) => Math.round((value * 3) / 2)],
  ] as const) {
    it(`keeps the decision cases and the sandbox money tests green with every money limit ${direction}, the new figures and words in force`, { timeout: timeLimit(120_000) }, () => {
      const limitsFile = structuredClone(original);
      const limits = moneyLimitsSetTo(limitsFile, to);
      writeJson('rules/limits.json', limitsFile);
      // The values tried are a policy the checker accepts: in range, and the relations between limits hold.
      expect(checkConfig(copy, loadSources(copy)).map(formatProblem)).toEqual([]);
      const portal = readJson('locales/en/portal.json');
      portal['coolingOffMessage'] = 'A new beneficiary cannot receive more than {{coolingOffCap, money}} a transfer until its cooling-off ends.';
      writeJson('locales/en/portal.json', portal);
      const account = readJson('locales/en/account.json');
      const cashout = account['cashout'] as Json;
      cashout['success'] = 'The money is on its way to the bank account.';
      writeJson('locales/en/account.json', account);

      // The copy reads its own policy: the changed figures and words are the ones in force there.
      const inForce = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', `const { limit } = await import('./src/core/config/limits.ts'); const { textOf } = await import('./sandbox/http/envelope.ts'); console.log(JSON.stringify([${Object.keys(limits).map((name) => `limit('${name}')`).join(', ')}, textOf('account:cashout.success')]));`],
        { cwd: copy, encoding: 'utf8' },
      );
      expect(JSON.parse(inForce) as unknown).toEqual([...Object.values(limits), cashout['success']]);

      const run = () =>
        execFileSync(process.execPath, [join(copy, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'node', 'tests/config/decision-cases.test.ts', 'sandbox/money.test.ts'], {
          cwd: copy,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
        });
      let output = '';
      try {
        output = run();
      } catch (error) {
        const failed = error as { stdout?: string; stderr?: string };
        throw new Error(`the tests failed with every money limit ${direction} (${JSON.stringify(limits)}):\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
      }
      expect(output).toMatch(/Test Files\s+2 passed/);
    });
  }
});
