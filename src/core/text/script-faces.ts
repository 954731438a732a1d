/**
 * Issue 59: the faces the portal, its documents and its pages ship for each script a language of
 * locales/ may name (`format.script`, ISO 15924), as @fontsource packages them: the package, the
 * subset holding the script, and the code points that subset covers (its unicode-range). Latin needs
 * none: every device has it. A language in a script listed here is a folder and one line; a new
 * script is a line here and its @fontsource package.
 */
export interface ScriptFace {
  /** The family name the stylesheets and documents use. */
  readonly family: string;
  /** The @fontsource package (under node_modules/@fontsource/). */
  readonly fontsource: string;
  /** The subset of the package that holds the script. */
  readonly subset: string;
  /** The code points of that subset, first and last of each range (inclusive). */
  readonly ranges: readonly (readonly [number, number])[];
}

export const scriptFaces: Readonly<Record<string, ScriptFace | null>> = {
  Latn: null,
  Deva: {
    family: 'Noto Sans Devanagari',
    fontsource: 'noto-sans-devanagari',
    subset: 'devanagari',
    ranges: [[0x0900, 0x097f], [0x1cd0, 0x1cf9], [0x200c, 0x200d], [0x20a8, 0x20a8], [0x20b9, 0x20b9], [0x20f0, 0x20f0], [0x25cc, 0x25cc], [0xa830, 0xa839], [0xa8e0, 0xa8ff]],
  },
  Beng: {
    family: 'Noto Sans Bengali',
    fontsource: 'noto-sans-bengali',
    subset: 'bengali',
    ranges: [[0x0951, 0x0952], [0x0964, 0x0965], [0x0980, 0x09fe], [0x1cd0, 0x1cd0], [0x1cd2, 0x1cd2], [0x1cd5, 0x1cd6], [0x1cd8, 0x1cd8], [0x1ce1, 0x1ce1], [0x1cea, 0x1cea], [0x1ced, 0x1ced], [0x1cf2, 0x1cf2], [0x1cf5, 0x1cf7], [0x200c, 0x200d], [0x20b9, 0x20b9], [0x25cc, 0x25cc], [0xa8f1, 0xa8f1]],
  },
  Taml: {
    family: 'Noto Sans Tamil',
    fontsource: 'noto-sans-tamil',
    subset: 'tamil',
    ranges: [[0x0964, 0x0965], [0x0b82, 0x0bfa], [0x200c, 0x200d], [0x20b9, 0x20b9], [0x25cc, 0x25cc]],
  },
  Telu: {
    family: 'Noto Sans Telugu',
    fontsource: 'noto-sans-telugu',
    subset: 'telugu',
    ranges: [[0x0951, 0x0952], [0x0964, 0x0965], [0x0c00, 0x0c7f], [0x1cda, 0x1cda], [0x1cf2, 0x1cf2], [0x200c, 0x200d], [0x25cc, 0x25cc]],
  },
};

/** Whether a face draws this code point. */
export function faceCovers(face: ScriptFace, point: number): boolean {
  return face.ranges.some(([first, last]) => point >= first && point <= last);
}

/** A face's ranges as CSS writes a unicode-range. */
export function unicodeRangeCss(face: ScriptFace): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return face.ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}

/** The file name of a face's subset at a weight, as @fontsource names it (woff2 for pages, woff for pdfkit). */
export function faceFileName(face: ScriptFace, weight: number, format: 'woff' | 'woff2'): string {
  return `${face.fontsource}-${face.subset}-${String(weight)}-normal.${format}`;
}

/** Every script with a face of its own, with that face. */
export const facedScripts: readonly { readonly script: string; readonly face: ScriptFace }[] = Object.entries(scriptFaces).flatMap(([script, face]) => (face ? [{ script, face }] : []));

/** A face's @font-face rule, its file at `url`; only the script's code points ask for it (under another family name for a subset, as the switch's names). */
export function fontFaceCss(face: ScriptFace, url: string, weight = 400, display: 'swap' | 'block' = 'swap', family = face.family): string {
  return `@font-face { font-family: '${family}'; font-style: normal; font-weight: ${String(weight)}; font-display: ${display}; src: url('${url}') format('woff2'); unicode-range: ${unicodeRangeCss(face)}; }`;
}

/** The families of every script's face, for the end of a page's font stack. */
export const scriptFamiliesCss = facedScripts.map(({ face }) => `'${face.family}'`).join(', ');
