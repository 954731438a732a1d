/**
 * The checker as compliance staff meet it (issue 19 item 1): a copy of the configuration with a
 * mistake in it, checked by `npm run check:config`'s own script, which must name the file and the
 * line and stop with a failure (the script itself once, for its exit status; the others in this
 * process, as it runs them).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyOfConfig as copyConfig } from '../tests/setup/config-copy';
import { lineAt } from './json-pointer-lines';
import { valueAtKey } from './locale-keys';
import { runConfigCheck } from './run-config-check';

const root = join(import.meta.dirname, '..');
const copies: string[] = [];

/** A copy of the configuration for one test, removed after it. */
function copyOfConfig(): string {
  const copy = copyConfig();
  copies.push(copy);
  return copy;
}

afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

/** What `npm run check:config` (or another check script) says of a copy, and whether it failed. */
function check(copy: string, script = 'scripts/check-config.ts'): { readonly failed: boolean; readonly output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', join(root, script), copy], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { failed: false, output };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { failed: true, output: `${failed.stdout}${failed.stderr}` };
  }
}

/**
 * The same check in this process (`runConfigCheck`, which the script runs): what it printed and
 * whether it found something. The script itself is run once above, for its exit status.
 */
async function checkHere(copy: string): Promise<{ readonly failed: boolean; readonly output: string }> {
  const printed: string[] = [];
  const keep = (...parts: unknown[]) => printed.push(parts.map(String).join(' '));
  const error = vi.spyOn(console, 'error').mockImplementation(keep);
  const log = vi.spyOn(console, 'log').mockImplementation(keep);
  try {
    const passed = await runConfigCheck(copy);
    return { failed: !passed, output: printed.join('\n') };
  } finally {
    error.mockRestore();
    log.mockRestore();
  }
}

/** The line (from 1) of the first occurrence of `needle` after `after` in a text. */
function lineOf(text: string, needle: string, after = ''): number {
  const offset = text.indexOf(needle, after === '' ? 0 : text.indexOf(after));
  if (offset < 0) throw new Error(`${needle} is not in the text`);
  return lineAt(text, offset);
}

describe('npm run check:config on a broken copy of the configuration', () => {
  it('names a syntax error in each kind of file by line and column, and fails', () => {
    const copy = copyOfConfig();
    // The first file of each kind of config file, a comma taken out of each.
    const kinds = ['rules', 'rules/catalogues', 'rules/cases', 'schemas/forms', 'schemas/fragments', 'schemas/flows', 'schemas/screens', 'schemas/modals', 'locales/en'];
    const files = [...kinds.map((dir) => `${dir}/${readdirSync(join(root, dir)).filter((name) => name.endsWith('.json')).sort()[0] ?? ''}`), 'rules/limits.json', 'schemas/routes.json', 'schemas/shell.json'];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      writeFileSync(join(copy, file), text.replace(',', ''));
    }
    const { failed, output } = check(copy);
    expect(failed).toBe(true);
    for (const file of files) expect(output).toMatch(new RegExp(`${file.replace(/\./g, '\\.')}:\\d+:\\d+: not valid JSON: .+; fix it there`));
  });

  it('names the file, the line and the path of a finding in a file that parses, and fails', async () => {
    const copy = copyOfConfig();
    const file = 'schemas/screens/history.v1.json';
    const text = readFileSync(join(root, file), 'utf8');
    // An =answer path that leads nowhere, in the first column's value.
    const value = /"value": "=row\.([a-zA-Z]+)"/.exec(text);
    if (!value) throw new Error(`${file} has no column reading a row`);
    writeFileSync(join(copy, file), text.replace(value[0], `"value": "=row.${value[1] ?? ''}Typo"`));
    const { failed, output } = await checkHere(copy);
    expect(failed).toBe(true);
    expect(output).toMatch(new RegExp(`${file.replace(/\./g, '\\.')}:${String(lineOf(text, value[0]))} /columns/\\d+/value: "=row\\.${value[1] ?? ''}Typo" is not in a row of the answer`));
  });

  it('refuses a cashout code that does not say what the transfer becomes (issue 57: its outcome, never guessed from its message)', async () => {
    const copy = copyOfConfig();
    const file = 'rules/catalogues/cashout-codes.json';
    const text = readFileSync(join(root, file), 'utf8');
    // The first pending code loses its outcome (the property last in its entry, after a comma).
    const outcome = ',\n      "outcome": "pending"';
    if (!text.includes(outcome)) throw new Error(`${file} has no pending code`);
    writeFileSync(join(copy, file), text.replace(outcome, ''));
    const { failed, output } = await checkHere(copy);
    expect(failed).toBe(true);
    expect(output).toMatch(new RegExp(`${file.replace(/\./g, '\\.')}:\\d+ /entries/\\d+: .*outcome`));
  });
});

/** Every dotted key of a locale document whose text names a placeholder, with the first name. */
function keysWithPlaceholders(document: unknown, prefix = ''): { key: string; name: string }[] {
  if (typeof document === 'string') {
    const name = /\{\{\s*([^},\s]+)/.exec(document)?.[1];
    return name ? [{ key: prefix, name }] : [];
  }
  if (typeof document !== 'object' || document === null) return [];
  return Object.entries(document).flatMap(([key, value]) => keysWithPlaceholders(value, prefix ? `${prefix}.${key}` : key));
}

describe('npm run check:config on placeholders (issue 19 item 2)', () => {
  it('refuses a placeholder renamed in one language, naming the file, the line and English', async () => {
    const copy = copyOfConfig();
    const file = 'locales/fr/account.json';
    const text = readFileSync(join(root, file), 'utf8');
    const [first] = keysWithPlaceholders(JSON.parse(text) as unknown);
    if (!first) throw new Error(`${file} has no text with a placeholder`);
    const french = String(valueAtKey(JSON.parse(text), first.key));
    writeFileSync(join(copy, file), text.replace(JSON.stringify(french), JSON.stringify(french.replace(`{{${first.name}`, `{{${first.name}Renamed`))));
    const { failed, output } = await checkHere(copy);
    expect(failed).toBe(true);
    // The key's last name, looked for after its section's.
    const line = lineOf(text, `"${first.key.split('.').at(-1) ?? ''}"`, `"${first.key.split('.')[0] ?? ''}"`);
    expect(output).toContain(`${file}:${String(line)} /${first.key.replace(/\./g, '/')}: names {{${first.name}Renamed}}, which English does not and leaves out {{${first.name}}} (locales/en/account.json: `);
  });

  it('refuses a text that names a value its place does not pass, in every language alike', async () => {
    const copy = copyOfConfig();
    const flowFile = 'schemas/flows/transfer.v1.json';
    const flowText = readFileSync(join(root, flowFile), 'utf8');
    const flow = JSON.parse(flowText) as { steps: { notes?: { messageKey: string; values: Record<string, unknown> }[] }[] };
    const note = flow.steps.flatMap((step) => step.notes ?? []).find((one) => Object.keys(one.values).length > 0);
    if (!note) throw new Error(`${flowFile} has no note with values`);
    const [passed = ''] = Object.keys(note.values);
    const [namespace = '', key = ''] = note.messageKey.split(':');
    // Every language renames it alike: the languages agree, but the flow passes the old name.
    for (const language of readdirSync(join(root, 'locales'))) {
      const file = `locales/${language}/${namespace}.json`;
      const text = readFileSync(join(root, file), 'utf8');
      const old = String(valueAtKey(JSON.parse(text), key));
      writeFileSync(join(copy, file), text.replace(JSON.stringify(old), JSON.stringify(old.replaceAll(`{{${passed}`, `{{${passed}Renamed`))));
    }
    const { failed, output } = await checkHere(copy);
    expect(failed).toBe(true);
    expect(output).toMatch(new RegExp(`${flowFile.replace(/\./g, '\\.')}:${String(lineOf(flowText, `"messageKey": "${note.messageKey}"`))} /steps/\\d+/notes/\\d+/messageKey: shows "${note.messageKey}", whose text names \\{\\{${passed}Renamed\\}\\}`));
  });
});

describe('npm run check:cases (issue 19 item 5)', () => {
  // Its wall time is held by npm run bench (checkCases.seconds of scripts/budgets.json).
  it('checks the configuration and every decision case of the project', () => {
    const { failed, output } = check(root, 'scripts/check-cases.ts');
    expect(failed).toBe(false);
    expect(output).toMatch(/Configuration check: \d+ files, no problems/);
    expect(output).toMatch(/Decision cases: \d+ cases, all as expected/);
  });

  it('names a case whose decision now answers otherwise, by file and line, and fails', () => {
    const copy = copyOfConfig();
    const file = 'rules/cases/cooling-off.cases.json';
    const text = readFileSync(join(root, file), 'utf8');
    const document = JSON.parse(text) as { cases: { name: string; expect: unknown[] }[] };
    const index = document.cases.findIndex((one) => JSON.stringify(one.expect) === '[{"type":"allow"}]');
    const changed = document.cases[index];
    if (!changed) throw new Error(`${file} has no case that is allowed`);
    changed.expect = [{ type: 'deny', messageKey: 'coolingOffMessage' }];
    writeFileSync(join(copy, file), JSON.stringify(document, null, 2));
    const { failed, output } = check(copy, 'scripts/check-cases.ts');
    expect(failed).toBe(true);
    // A case starts at its brace, the line before its name: the name's index from 0 is the brace's line from 1.
    const line = JSON.stringify(document, null, 2).split('\n').findIndex((one) => one.includes(JSON.stringify(changed.name)));
    expect(output).toContain(`${file}:${String(line)} ${changed.name}`);
    expect(output).toContain('got:      [{"type":"allow"}]');
  });
});
