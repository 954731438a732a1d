/**
 * Tests read policy, never retype it (issue 19 item 4): no test states a text of locales/en as a
 * literal, so a message compliance rewrites keeps `npm test` green. A mock server's answer
 * (HttpResponse) is left: the words it sends are the input a test gives, not what it expects.
 * Comments and test titles may quote a text; they assert nothing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as messageCodes from '../../src/api/generated/message-codes';

const root = join(import.meta.dirname, '../..');

/** Every English text long enough to be a message rather than a word ("Mobile Number" is; "OK" is not). */
function englishTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const read = (node: unknown, key: string, file: string) => {
    if (typeof node === 'string') {
      if (node.length >= 12 && !texts.has(node)) texts.set(node, `${file} ${key}`);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [name, value] of Object.entries(node)) if (key !== '' || (name !== '$schema' && name !== 'description')) read(value, key ? `${key}.${name}` : name, file);
  };
  for (const file of readdirSync(join(root, 'locales/en'))) read(JSON.parse(readFileSync(join(root, 'locales/en', file), 'utf8')) as unknown, '', `locales/en/${file}`);
  return texts;
}

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name === 'generated') return [];
    if (statSync(join(root, path)).isDirectory()) return testFiles(path);
    return /\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('tests read policy', () => {
  it('no test types a text of locales/en', () => {
    const texts = englishTexts();
    const typed: string[] = [];
    for (const file of ['src', 'sandbox', 'tests', 'scripts', 'staff'].flatMap(testFiles)) {
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const code = line.trim();
          if (code.startsWith('//') || code.startsWith('/*') || code.startsWith('*') || code.includes('HttpResponse') || /^\s*(it|test|describe)(\.\w+)?\(/.test(line)) return;
          for (const match of line.matchAll(/'((?:[^'\\]|\\.){12,})'|"((?:[^"\\]|\\.){12,})"|`([^`$]{12,})`/g)) {
            const literal = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(['"])/g, '$1');
            const from = texts.get(literal);
            if (from) typed.push(`${file}:${String(index + 1)} types ${JSON.stringify(literal)}: read it from ${from}`);
          }
        });
    }
    expect(typed).toEqual([]);
  });

  it("no test types a request's messageCode: it reads the contract's (src/api/generated/message-codes.ts)", () => {
    const contractCodes = new Set(Object.values(messageCodes).flatMap((code) => (typeof code === 'number' ? [code] : [...code])));
    const typed: string[] = [];
    for (const file of ['src', 'sandbox', 'tests', 'scripts', 'staff'].flatMap(testFiles)) {
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const match of line.matchAll(/messageCode['"]?\s*[:=]\s*['"]?(\d+)/g)) {
            if (contractCodes.has(Number(match[1]))) typed.push(`${file}:${String(index + 1)} types the messageCode ${match[1] ?? ''}: import its constant from src/api/generated/message-codes.ts`);
          }
        });
    }
    expect(contractCodes.size).toBeGreaterThan(10);
    expect(typed).toEqual([]);
  });
});
