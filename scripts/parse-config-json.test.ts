import { describe, expect, it } from 'vitest';
import { parseConfigJson } from './parse-config-json';

describe('parseConfigJson: a config file, or where it breaks', () => {
  it('parses a valid file', () => {
    expect(parseConfigJson('{"version": 1}')).toEqual({ value: { version: 1 } });
  });

  it('names the line and column of a missing comma, with what was expected there', () => {
    const broken = parseConfigJson('{\n  "version": 1\n  "form": "otp"\n}');
    // Where the parser met the next name, as an editor would show it.
    expect(broken).toEqual({ error: { line: 3, column: 3, message: expect.stringMatching(/Expected ',' or '}' after property value/) as string } });
  });

  it('names a trailing comma at the comma\'s own line, and says to remove it (issue 34 item 3)', () => {
    expect(parseConfigJson('{\n  "version": 1,\n}')).toEqual({ error: { line: 2, column: 15, message: 'a comma before the closing }', fix: 'remove the comma at the end of line 2' } });
    expect(parseConfigJson('{\n  "items": [\n    1,\n\n  ]\n}')).toMatchObject({ error: { line: 3, fix: 'remove the comma at the end of line 3' } });
  });

  it('names the end of a cut file', () => {
    expect(parseConfigJson('{\n  "version": ')).toMatchObject({ error: { line: 2, column: 14, message: expect.stringMatching(/end of JSON input/) as string } });
  });
});
