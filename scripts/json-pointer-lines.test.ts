import { describe, expect, it } from 'vitest';
import { lineOfPointer, pointerLines } from './json-pointer-lines';

const text = ['{', '  "limits": {', '    "a\\"b": { "value": 5 },', '    "list": [', '      1,', '      { "x": "y" }', '    ]', '  }', '}'].join('\n');

describe('pointerLines', () => {
  const lines = pointerLines(text);

  it('puts a member at the line of its name and an item where it starts', () => {
    expect(lines.get('/limits')).toBe(2);
    expect(lines.get('/limits/a"b/value')).toBe(3);
    expect(lines.get('/limits/list')).toBe(4);
    expect(lines.get('/limits/list/0')).toBe(5);
    expect(lines.get('/limits/list/1/x')).toBe(6);
  });

  it('finds a missing place at the nearest one above it', () => {
    expect(lineOfPointer(lines, '/limits/list/1/missing')).toBe(6);
    expect(lineOfPointer(lines, '/nothing/here')).toBe(1);
    expect(lineOfPointer(lines, '')).toBe(1);
  });

  it('reads every place of a real config file at the line its name is on', () => {
    const lines = pointerLines(JSON.stringify({ a: { b: [1, { c: 2 }] } }, null, 2));
    expect([...lines]).toEqual([
      ['', 1],
      ['/a', 2],
      ['/a/b', 3],
      ['/a/b/0', 4],
      ['/a/b/1', 5],
      ['/a/b/1/c', 6],
    ]);
  });
});
