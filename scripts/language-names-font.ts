/**
 * The language switch writes each language in its own script, so every English or French page shows
 * "हिन्दी". Drawn with the whole Devanagari face, that one word downloaded 51 KB of font on every page
 * (issue 37 item 3). This face holds only the Devanagari letters of the languages' names, as each
 * language writes them (locales/<lang>/portal.json, languages), with the shaping rules for them kept
 * (harfbuzz's subsetter), so the conjunct in "हिन्दी" still joins: about 2 KB. A Hindi page loads the whole face.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

export const languageNamesFontFile = 'src/app/generated/language-names.woff2';

/** Devanagari's main block, as the full face's unicode-range in src/app/styles.css. */
const devanagari = /[\u0900-\u097F]/gu;

export function languageNamesFont(root: string): Promise<Buffer> {
  const letters = new Set<string>();
  for (const lang of readdirSync(join(root, 'locales'))) {
    const { languages } = JSON.parse(readFileSync(join(root, 'locales', lang, 'portal.json'), 'utf8')) as { languages: Record<string, string> };
    for (const name of Object.values(languages)) for (const letter of name.match(devanagari) ?? []) letters.add(letter);
  }
  const face = readFileSync(join(root, 'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2'));
  return subsetFont(face, [...letters].sort().join(''), { targetFormat: 'woff2' });
}
