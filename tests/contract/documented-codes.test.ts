/**
 * Issue 58 item 7: a code number a document names is one the API or the portal knows. The README
 * once said a malformed request answers 222 (it answers 223), the contract that the XSRF check is
 * "code 403": a number no catalogue has fails here, with its file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { knownCodes, namedCodes, namedOperationCounts } from '../../scripts/documented-codes';
import { Contract } from '../../sandbox/http/contract';
import { refusalCodeOf } from '../../sandbox/http/envelope';

const root = join(import.meta.dirname, '../..');
const markdown = (folder: string) => readdirSync(join(root, folder)).filter((name) => name.endsWith('.md')).map((name) => join(folder, name));
const documents = ['README.md', 'CONFIG.md', ...markdown('docs'), ...markdown('docs/decisions'), 'openapi/wallet.yaml', 'staff/README.md', 'packages/wallet-client/README.md'].filter((file) => {
  try {
    readFileSync(join(root, file));
    return true;
  } catch {
    return false;
  }
});

describe('every code number a document names is a code (issue 58 item 7)', () => {
  const known = knownCodes(root);

  it.each(documents)('%s', (file) => {
    const unknown = namedCodes(readFileSync(join(root, file), 'utf8'))
      .filter(({ code }) => !known.has(code))
      .map(({ code, line, text }) => `${file}:${String(line)}: ${code} is no code (${text})`);
    expect(unknown).toEqual([]);
  });

  // Issue 58 item 7: "72 operations" where the contract had 80.
  const operations = Object.values(Contract.of().document.paths).flatMap((item) => Object.keys(item as object)).length;
  it.each(documents)(`%s states no count of operations but the contract's (${String(operations)})`, (file) => {
    const stale = namedOperationCounts(readFileSync(join(root, file), 'utf8'))
      .filter(({ count }) => count !== operations)
      .map(({ count, line, text }) => `${file}:${String(line)}: ${String(count)} operations, where the contract has ${String(operations)} (${text})`);
    expect(stale).toEqual([]);
  });

  it('finds the numbers as they are written', () => {
    expect(namedOperationCounts('all 72 operations, and 3 API endpoints').map(({ count }) => count)).toEqual([72, 3]);
    expect(namedCodes('answers 400 with `code` 222 and `errors`').map(({ code }) => code)).toEqual(['222']);
    expect(namedCodes('XSRF failed (code 403), codes 1010 and 6014').map(({ code }) => code)).toEqual(['403', '1010', '6014']);
    expect(namedCodes('throttled: 149 / HTTP 429').map(({ code }) => code)).toEqual(['149']);
    expect(known.has('403')).toBe(false);
    expect(known.has(refusalCodeOf('api:malformedRequest'))).toBe(true);
  });

  it('names Dredd nowhere as a tool to use (issue 58 item 5: archived, and it fails every transaction as shipped)', () => {
    const advice = [readFileSync(join(root, 'README.md'), 'utf8'), readFileSync(join(root, 'scripts/api-docs-testing.ts'), 'utf8'), readFileSync(join(root, 'openapi/wallet.yaml'), 'utf8')];
    for (const text of advice) expect(text).not.toMatch(/dredd/i);
  });
});
