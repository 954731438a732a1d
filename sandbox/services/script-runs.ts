import { faceCovers, facedScripts, scriptFaces } from '../../src/core/text/script-faces';

/** A stretch of text of one script (ISO 15924; Latn for Latin, digits and punctuation), for the face that has its glyphs. */
export interface ScriptRun {
  readonly script: string;
  readonly text: string;
}

/**
 * The script whose face draws a character: a character several faces have (₹, the joiners, the
 * danda) stays in the run it is in when that run's face has it; else the first face that has it
 * (src/core/text/script-faces.ts); else Latin. Code points, not a character class: the class would
 * hold combining marks on their own, which a regular expression reads as joined to the one before.
 */
function scriptOf(char: string, current: string | undefined): string {
  const point = char.codePointAt(0) ?? 0;
  const currentFace = current === undefined ? null : (scriptFaces[current] ?? null);
  if (currentFace && faceCovers(currentFace, point)) return current ?? 'Latn';
  return facedScripts.find(({ face }) => faceCovers(face, point))?.script ?? 'Latn';
}

/** Cuts a text into runs of one face each, in order; spaces stay with the run they are in. */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script = scriptOf(char, last?.script);
    if (last && (last.script === script || char === ' ')) runs[runs.length - 1] = { script: last.script, text: last.text + char };
    else runs.push({ script, text: char });
  }
  return runs;
}
