/** Issue 59 item 1: a language is a folder; its script, named there, decides the faces its pages are drawn with. */
import { describe, expect, it } from 'vitest';
import { nameLetters } from './language-names-font';
import { scriptFacesCss } from './script-faces';

describe('the scripts’ faces, written from each language’s format.script', () => {
  const css = scriptFacesCss(new Map([['en', 'Latn'], ['fr', 'Latn'], ['hi', 'Deva'], ['mr', 'Deva'], ['ta', 'Taml']]), ['Deva', 'Taml']);

  it('draws a new language in a script already here with that script’s face, loaded at start on its pages only', () => {
    expect(css).toContain("html:lang(hi), html:lang(hi) :lang(hi), html:lang(mr), html:lang(mr) :lang(mr) { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif; font-feature-settings: var(--reshaped-noto-sans-devanagari, normal); }");
    expect(css).toContain("html:lang(hi), html:lang(mr) { --faces-at-start: 'Noto Sans Devanagari', 'Language Names'; }");
    expect(css).toContain("html:lang(ta) { --faces-at-start: 'Noto Sans Tamil', 'Language Names'; }");
    expect(css).toContain("src: url('../../../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2') format('woff2'); unicode-range: U+0964-0965, U+0B82-0BFA");
  });

  it('writes its name in the switch with the names’ small face of its script on pages in other languages, and gives Latin languages no face', () => {
    expect(css).toContain('html:not(:lang(mr)) .language-switch :lang(mr)');
    // Shaped again when the names' faces arrive, and only they (src/engine/theme/reshape-on-font-load.ts).
    expect(css).toMatch(/\.language-switch :lang\(ta\) \{ font-family: [^}]*'Language Names', sans-serif; font-feature-settings: var\(--reshaped-language-names, normal\); \}/);
    expect(css).toContain("font-family: 'Language Names'; font-style: normal; font-weight: 400; font-display: swap; src: url('./language-names-taml.woff2')");
    expect(css).not.toMatch(/lang\((en|fr)\)/);
    // Two weights of two scripts, and the names' face of each.
    expect(css.match(/@font-face/g)).toHaveLength(6);
  });

  it('puts each letter of the languages’ names in the face of its script, Latin in none', () => {
    const letters = nameLetters(['English', 'हिन्दी', 'বাংলা', 'தமிழ்']);
    expect([...letters.keys()].sort()).toEqual(['Beng', 'Deva', 'Taml']);
    expect(letters.get('Deva')).toEqual(new Set('हिन्दी'));
    expect(letters.get('Taml')).toEqual(new Set('தமிழ்'));
  });
});
