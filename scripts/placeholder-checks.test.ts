import { describe, expect, it } from 'vitest';
import enPortal from '../locales/en/portal.json';
import frPortal from '../locales/fr/portal.json';
import hiPortal from '../locales/hi/portal.json';
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

describe('placeholders of forms and of English alone (issue 34 item 3)', () => {
  // validation.required of each language, and the same with its {{label}} misspelt.
  const [en, fr, hi] = [enPortal, frPortal, hiPortal].map((portal) => portal.validation.required);
  const slip = (text: string | undefined) => (text ?? '').replace('{{label}}', '{{lable}}');
  const texts = (en: string, fr: string, hi: string) =>
    new Map([
      ['en', new Map([['validation.required', { text: en, file: 'locales/en/portal.json' }]])],
      ['fr', new Map([['validation.required', { text: fr, file: 'locales/fr/portal.json' }]])],
      ['hi', new Map([['validation.required', { text: hi, file: 'locales/hi/portal.json' }]])],
    ]);
  const form = { messages: { mobileNumber: { required: 'validation.required' } } };
  const sites = definitionSites('schemas/forms/mobile.v1.json', form);

  it('names a placeholder a form message uses that the form does not pass, in every language alike', () => {
    const found = checkPlaceholders({ texts: texts(slip(en), slip(fr), slip(hi)), sites, defaults: new Set() });
    expect(found).toEqual([expect.objectContaining({ file: 'schemas/forms/mobile.v1.json', path: '/messages/mobileNumber/required', message: expect.stringContaining('names {{lable}}') as string })]);
    expect(checkPlaceholders({ texts: texts(en ?? '', fr ?? '', hi ?? ''), sites, defaults: new Set() })).toEqual([]);
  });

  it('blames English alone when every other language agrees, not the languages that are right', () => {
    const found = checkPlaceholders({ texts: texts(slip(en), fr ?? '', hi ?? ''), sites, defaults: new Set() });
    expect(found).toEqual([expect.objectContaining({ file: 'locales/en/portal.json', path: '/validation/required', message: 'names {{lable}} and leaves out {{label}}, where every other language (fr, hi) writes {{label}}; English is the one to correct' })]);
  });
});

describe('a plural form says its number or not, as its language does (issue 59 item 2)', () => {
  const form = (key: string, en: string, fr: string) =>
    new Map([
      ['en', new Map([[key, { text: en, file: 'locales/en/count.json' }]])],
      ['fr', new Map([[key, { text: fr, file: 'locales/fr/count.json' }]])],
    ]);

  it('takes French\'s "1 fois" beside English\'s "once", and still names any other placeholder left out', () => {
    expect(checkPlaceholders({ texts: form('count:kyc.upgradeBlocked_one', 'once', '{{count}} fois'), sites: [], defaults: new Set() })).toEqual([]);
    expect(checkPlaceholders({ texts: form('count:kyc.upgradeBlocked_one', 'once by {{date}}', '{{count}} fois'), sites: [], defaults: new Set() })).toEqual([expect.objectContaining({ message: expect.stringContaining('leaves out {{date}}') as string })]);
    expect(checkPlaceholders({ texts: form('kyc.upgradeBlocked', 'once', '{{count}} fois'), sites: [], defaults: new Set() })).toEqual([expect.objectContaining({ message: expect.stringContaining('names {{count}}, which English does not') as string })]);
  });
});
