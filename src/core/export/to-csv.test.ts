import { describe, expect, it } from 'vitest';
import { csvPunctuation } from './csv-punctuation';
import { toCsv } from './to-csv';

describe('toCsv', () => {
  it('writes RFC 4180 with a BOM and CRLF, quoting commas, quotes and line breaks', () => {
    expect(toCsv(['Date', 'Description', 'Amount'], [['2026-11-20 10:30', 'Rent, November', { number: '1234.50' }], ['2026-11-21', 'He said "hi"\nthen left', { number: '2.00' }]])).toBe(
      '\uFEFFDate,Description,Amount\r\n2026-11-20 10:30,"Rent, November",1234.50\r\n2026-11-21,"He said ""hi""\nthen left",2.00\r\n',
    );
  });

  it('prefixes a text that starts with = + - @ tab or CR with a quote, so no spreadsheet runs it (OWASP)', () => {
    const rows = ['=HYPERLINK("http://evil.example","x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'].map((text) => [text]);
    const lines = toCsv(['d'], rows).slice(1).split('\r\n');
    expect(lines.slice(1, -1)).toEqual(["\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")\"", "'+1", "'-2", "'@SUM(A1)", "'\tx", "\"'\rx\""]);
  });

  it('writes amounts as numbers, negative ones too, never defused as text, and refuses what is not a number', () => {
    expect(toCsv(['a'], [[{ number: '-12.50' }]])).toBe('\uFEFFa\r\n-12.50\r\n');
    expect(() => toCsv(['a'], [[{ number: '=1+1' }]])).toThrow(RangeError);
  });

  // Issue 55 item 15: French spreadsheets read ";" between cells and "," in numbers; the language's Intl says which.
  it('separates cells and writes decimals as the language does: French with ; and ,', () => {
    expect(csvPunctuation('fr')).toEqual({ separator: ';', decimal: ',' });
    expect(csvPunctuation('en')).toEqual({ separator: ',', decimal: '.' });
    expect(csvPunctuation('hi')).toEqual({ separator: ',', decimal: '.' });
    expect(toCsv(['Date', 'Libellé', 'Montant'], [['20/11/2026', 'Loyer; novembre, 2026', { number: '-1234.50' }]], csvPunctuation('fr'))).toBe('\uFEFFDate;Libellé;Montant\r\n20/11/2026;"Loyer; novembre, 2026";-1234,50\r\n');
  });
});
