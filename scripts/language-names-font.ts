/**
 * The language switch writes each language in its own script, so every English or French page shows
 * "हिन्दी", "বাংলা", "தமிழ்"…. Drawn with each script's whole face, those few words downloaded 51 KB
 * of font a script on every page (issue 37 item 3). For each script the names are written in, this
 * face holds only the letters of the languages' names (locales/<lang>/portal.json, languages), with
 * the shaping rules for them kept (harfbuzz's subsetter), so a conjunct still joins: about 2 KB a script.
 * A page in a language loads its script's whole face.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { faceCovers, facedScripts, scriptFaces } from '../src/core/text/script-faces';
import { scriptFaceFile } from '../sandbox/services/script-face-file';

/** Where the names' face of a script is written. */
export const languageNamesFontFile = (script: string) => `src/app/generated/language-names-${script.toLowerCase()}.woff2`;

/** Every name the switch shows, as each language writes the others. */
function languageNames(root: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(join(root, 'locales'), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const { languages } = JSON.parse(readFileSync(join(root, 'locales', entry.name, 'portal.json'), 'utf8')) as { languages: Record<string, string> };
    for (const name of Object.values(languages)) names.add(name);
  }
  return names;
}

/** The letters of the names in each script with a face, by script. */
export function nameLetters(names: Iterable<string>): Map<string, Set<string>> {
  const letters = new Map<string, Set<string>>();
  for (const name of names) {
    for (const letter of name) {
      const point = letter.codePointAt(0) ?? 0;
      // The joiners and marks several scripts share go to the script of the name's first letter.
      const script = facedScripts.find(({ face }) => faceCovers(face, point) && point !== 0x200c && point !== 0x200d)?.script;
      if (script) letters.set(script, (letters.get(script) ?? new Set()).add(letter));
    }
  }
  return letters;
}

/** The names' face of each script the names are written in. */
export async function languageNamesFonts(root: string): Promise<Map<string, Buffer>> {
  const fonts = new Map<string, Buffer>();
  for (const [script, letters] of nameLetters(languageNames(root))) {
    const face = scriptFaces[script];
    if (!face) continue;
    const file = readFileSync(scriptFaceFile(face, 400, 'woff2'));
    fonts.set(script, await subsetFont(file, [...letters].sort().join(''), { targetFormat: 'woff2' }));
  }
  return fonts;
}
