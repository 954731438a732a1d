import { MadeOnce } from '../sandbox/http/made-once';

/** A JSON file that does not parse: where, as an editor counts (line and column from 1), and what JSON expected there. */
export interface JsonSyntaxError {
  readonly line: number;
  readonly column: number;
  readonly message: string;
  /** What to do, when the mistake is known (a trailing comma); else the reader looks at the place. */
  readonly fix?: string;
}

/** The line and column of a character offset of a text, both from 1. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Parses a config file's text, or says where it breaks (issue 19 item 1): the parser's words
 * ("Expected ',' or '}' after property value") at the line and column of the offset it names; an
 * end of input at the text's end. Never throws, so one broken file is one finding among others.
 */
export function parseConfigJson(text: string): { readonly value: unknown } | { readonly error: JsonSyntaxError } {
  try {
    const value = JSON.parse(text) as unknown;
    // Valid JSON keeps the last of two equal keys, silently (issue 57 item 4: "value": 48, "value": 24).
    const twice = duplicateKeyOnce(text);
    if (twice === undefined) return { value };
    const first = lineAndColumn(text, twice.first);
    return { error: { ...lineAndColumn(text, twice.second), message: `the key "${twice.key}" a second time in one object (first on line ${String(first.line)}); JSON would keep only this one`, fix: 'keep the one you mean and remove the other' } };
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    const offset = /at position (\d+)/.exec(said)?.[1];
    // A comma before a closing bracket: the parser names the bracket (a line below, or no place at
    // all for an array); the comma is the mistake, and where it stands is what the reader needs.
    const trailing = trailingComma(text);
    if (trailing !== undefined) {
      const comma = lineAndColumn(text, trailing.at);
      return { error: { ...comma, message: `a comma before the closing ${trailing.closing}`, fix: `remove the comma at the end of line ${String(comma.line)}` } };
    }
    const at = lineAndColumn(text, offset === undefined ? text.length : Number(offset));
    // The parser's own words, without where it says it is (given as line and column instead) or the text it quotes.
    const message = said.replace(/\s*in JSON at position \d+.*$/s, '').replace(/, "[\s\S]*" is not valid JSON$/, '');
    return { error: { ...at, message: message || 'not valid JSON' } };
  }
}

/** The first comma directly before a closing } or ] (spaces and lines between), outside strings. */
function trailingComma(text: string): { readonly at: number; readonly closing: string } | undefined {
  let inString = false;
  let lastComma: number | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    if (char === '}' || char === ']') {
      if (lastComma !== undefined) return { at: lastComma, closing: char };
    }
    if (/\s/.test(char)) continue;
    lastComma = char === ',' ? index : undefined;
  }
  return undefined;
}

/** The first key written twice in one object of a valid JSON text, with both offsets. */
/**
 * duplicateKey's answer for each text once: it reads the text character by character, and the
 * checker reads every unchanged file again at each check (the unit tests, each save of the staff
 * console, which runs for months: a bound on the texts kept).
 */
const duplicateKeys = new MadeOnce<{ readonly twice: ReturnType<typeof duplicateKey> }>(2000);
const duplicateKeyOnce = (text: string) => duplicateKeys.get(text, () => ({ twice: duplicateKey(text) })).twice;

function duplicateKey(text: string): { readonly key: string; readonly first: number; readonly second: number } | undefined {
  // One map of keys per open object; null for an array. A string is a key when an object expects one.
  const open: (Map<string, number> | null)[] = [];
  let expectKey = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{') {
      open.push(new Map());
      expectKey = true;
    } else if (char === '[') {
      open.push(null);
      expectKey = false;
    } else if (char === '}' || char === ']') {
      open.pop();
    } else if (char === ',') {
      expectKey = open.at(-1) instanceof Map;
    } else if (char === '"') {
      const start = index;
      for (index += 1; index < text.length && text[index] !== '"'; index += text[index] === '\\' ? 2 : 1);
      const keys = open.at(-1);
      if (expectKey && keys) {
        const key = JSON.parse(text.slice(start, index + 1)) as string;
        const first = keys.get(key);
        if (first !== undefined) return { key, first, second: start };
        keys.set(key, start);
      }
      expectKey = false;
    }
  }
  return undefined;
}
