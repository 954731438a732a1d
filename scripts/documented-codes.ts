import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A code number a document names, where. */
export interface NamedCode {
  readonly code: string;
  readonly line: number;
  readonly text: string;
}

/** "code 223", "codes 1010 and 6014", "codes 176-179", "`code` 223", "149 / HTTP 429": each number a sentence names as a code. */
const mentions = [/\bcodes?`?\s+`?(\d{2,4}(?:`?(?:,\s*|\s+and\s+|\s+or\s+|\s*[-–]\s*|\s+to\s+)`?\d{2,4})*)`?(?![\d.])/g, /\b(\d{2,4})`?\s*(?:\/|with)\s*HTTP\s+\d{3}/g];

/** The code numbers a text names (issue 58 item 7), each with its line. */
export function namedCodes(text: string): NamedCode[] {
  return text.split('\n').flatMap((line, index) =>
    mentions.flatMap((pattern) => [...line.matchAll(pattern)].flatMap((match) => (match[1] ?? '').match(/\d{2,4}/g)?.map((code) => ({ code, line: index + 1, text: line.trim().slice(0, 160) })) ?? [])),
  );
}

/**
 * Every code the API or the portal knows: each catalogue's entries, each code an operation of the
 * contract lists (x-codes), and each a decision of rules/ compares an answer's code with (a code the
 * specification names that the API may send, as 6014).
 */
export function knownCodes(root: string): Set<string> {
  const codes = new Set<string>();
  const catalogues = join(root, 'rules/catalogues');
  for (const file of readdirSync(catalogues).filter((name) => name.endsWith('.json'))) {
    const { entries = [] } = JSON.parse(readFileSync(join(catalogues, file), 'utf8')) as { entries?: { code?: unknown }[] };
    for (const entry of entries) if (typeof entry.code === 'string') codes.add(entry.code);
  }
  for (const [, code] of readFileSync(join(root, 'openapi/wallet.yaml'), 'utf8').matchAll(/^\s+'(\w{2,4})': '[\w:.]+'$/gm)) if (code) codes.add(code);
  const rules = join(root, 'rules');
  for (const file of readdirSync(rules).filter((name) => name.endsWith('.rules.json'))) {
    for (const [, code] of readFileSync(join(rules, file), 'utf8').matchAll(/"(\d{2,4})"/g)) if (code) codes.add(code);
  }
  return codes;
}

/** A count of the API's operations a document states ("80 operations", "72 endpoints"), where. */
export interface NamedCount {
  readonly count: number;
  readonly line: number;
  readonly text: string;
}

/** The counts of operations a text states (issue 58 item 7: the docs once said 72 where there were 80). */
export function namedOperationCounts(text: string): NamedCount[] {
  return text.split('\n').flatMap((line, index) => [...line.matchAll(/\b(\d{1,4})\s+(?:API\s+)?(?:operations|endpoints)\b/gi)].map((match) => ({ count: Number(match[1]), line: index + 1, text: line.trim().slice(0, 160) })));
}
