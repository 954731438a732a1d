/**
 * A legitimate change of policy keeps the tests green (issue 19 item 4): in a copy of the project,
 * the minimum load, the cooling-off cap and its text, and a message are changed as compliance
 * would change them, and the decision cases and the sandbox's money tests run there, green. They
 * read the limits and texts they check from rules/ and locales/, so they follow the change; one
 * that typed a figure or a sentence would fail here.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'policy-change-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

type Json = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(join(copy, path), 'utf8')) as Json;
const writeJson = (path: string, document: Json) => writeFileSync(join(copy, path), `${JSON.stringify(document, null, 2)}\n`);

describe('a change of policy in a copy of the project', () => {
  it('keeps the decision cases and the sandbox money tests green, with the new figures and words in force', { timeout: 120_000 }, () => {
    for (const file of ['package.json', 'vitest.config.ts', 'bundle-shims.ts', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.app.json', 'tsconfig.core.json', 'tsconfig.node.json']) cpSync(join(root, file), join(copy, file));
    for (const dir of ['src', 'sandbox', 'scripts', 'rules', 'schemas', 'locales', 'openapi', 'tests']) cpSync(join(root, dir), join(copy, dir), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));

    const limitsFile = readJson('rules/limits.json');
    const limits = limitsFile['limits'] as Record<string, { value: number }>;
    const minLoad = (limits['minLoadAmountPaise']?.value ?? 0) * 2 + 100;
    const cap = Math.round((limits['coolingOffCapPaise']?.value ?? 0) * 1.5);
    Object.assign(limits['minLoadAmountPaise'] ?? {}, { value: minLoad });
    Object.assign(limits['coolingOffCapPaise'] ?? {}, { value: cap });
    writeJson('rules/limits.json', limitsFile);
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
      ['--import', 'tsx', '--input-type=module', '-e', "const { limit } = await import('./src/core/config/limits.ts'); const { textOf } = await import('./sandbox/http/envelope.ts'); console.log(JSON.stringify([limit('minLoadAmountPaise'), limit('coolingOffCapPaise'), textOf('account:cashout.success')]));"],
      { cwd: copy, encoding: 'utf8' },
    );
    expect(JSON.parse(inForce) as unknown).toEqual([minLoad, cap, cashout['success']]);

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
      throw new Error(`the tests failed on the changed policy:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
    }
    expect(output).toMatch(/Test Files\s+2 passed/);
  });
});
