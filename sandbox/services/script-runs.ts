/** A stretch of text of one script, for the face that has its glyphs. */
export interface ScriptRun {
  readonly script: 'latin' | 'devanagari';
  readonly text: string;
}

/**
 * What the Devanagari face of Noto Sans Devanagari covers (its unicode-range as @fontsource gives
 * it): the script, its extensions, the joiners, the dotted circle and the rupee sign ₹. Everything
 * else (digits, Latin letters and accents, punctuation) is in the Latin face.
 */
const devanagariRanges: readonly (readonly [number, number])[] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];

// Code points, not a character class: the class would hold combining marks on their own, which a
// regular expression reads as joined to the character before them.
const isDevanagari = (char: string) => {
  const point = char.codePointAt(0) ?? 0;
  return devanagariRanges.some(([first, last]) => point >= first && point <= last);
};

/** Cuts a text into runs of one face each, in order; spaces stay with the run they are in. */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const script = isDevanagari(char) ? 'devanagari' : 'latin';
    const last = runs.at(-1);
    if (last && (last.script === script || char === ' ')) runs[runs.length - 1] = { script: last.script, text: last.text + char };
    else runs.push({ script, text: char });
  }
  return runs;
}
