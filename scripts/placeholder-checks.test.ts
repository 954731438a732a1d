import { describe, expect, it } from 'vitest';
import { checkPlaceholders, codeSites, definitionSites, placeholdersOf } from './placeholder-checks';

describe('placeholder checks', () => {
  it('reads the names of {{name}} and {{name, format}}, once each', () => {
    expect(placeholdersOf('{{first}} - {{last}} of {{total}}; {{cap, money}} and {{first}}')).toEqual(['first', 'last', 'total', 'cap']);
  });

  it("reads what the code's t('key', { … }) passes, and its line", () => {
    const text = "const a = 1;\nt('account:list.footer', { first: page.first, last, total });\nt('app.title');";
    expect(codeSites('src/x.tsx', text)).toEqual([{ key: 'account:list.footer', passes: ['first', 'last', 'total'], file: 'src/x.tsx', path: '', line: 2 }]);
  });

  it("reads a definition's values: its own, a caption's, a cell's value, and a content page's for every text", () => {
    const sites = definitionSites('schemas/screens/x.json', {
      kind: 'content',
      values: { helpAddress: '=limit.helpAddress' },
      chart: { captionKey: 'chart.caption', captionValues: { from: '=filters.from' } },
      cells: [{ messageKey: 'kyc.amountValue', value: 1 }],
    });
    expect(sites).toEqual([
      { key: 'chart.caption', passes: ['helpAddress', 'from'], file: 'schemas/screens/x.json', path: '/chart/captionKey' },
      { key: 'kyc.amountValue', passes: ['helpAddress', 'value'], file: 'schemas/screens/x.json', path: '/cells/0/messageKey' },
    ]);
  });

  it('leaves out the catalogues, whose values the code fills from the failure', () => {
    expect(definitionSites('rules/catalogues/x.json', { entries: [{ messageKey: 'network.timeout' }] })).toEqual([]);
  });

  it('accepts a name every message may use (a limit), and names a missing one with the text', () => {
    const texts = new Map([['en', new Map([['a', { text: 'At most {{cap}} until {{until}}', file: 'locales/en/portal.json' }]])]]);
    const site = { key: 'a', passes: ['until'], file: 'schemas/flows/f.json', path: '/steps/0/notes/0/messageKey' };
    expect(checkPlaceholders({ texts, sites: [site], defaults: new Set(['cap']) })).toEqual([]);
    expect(checkPlaceholders({ texts, sites: [site], defaults: new Set() })).toEqual([
      {
        file: 'schemas/flows/f.json',
        path: '/steps/0/notes/0/messageKey',
        message: 'shows "a", whose text names {{cap}} (locales/en/portal.json: "At most {{cap}} until {{until}}"), but it passes {{until}}; pass it in its values, or take it out of the text in every language',
      },
    ]);
  });
});
