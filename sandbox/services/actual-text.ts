import { faceCovers, facedScripts } from '../../src/core/text/script-faces';

/** Where pdfkit puts a glyph: its advance, and its offset from the pen (a mark's). */
export interface GlyphPlace {
  readonly xAdvance: number;
  readonly xOffset: number;
  readonly yOffset: number;
}

type Encoding = [string[], GlyphPlace[]];

/** What of pdfkit's document this reaches: its content stream, the writer of one line's glyphs, and the font that encodes them. */
interface FragmentWriter {
  addContent: (data: string) => unknown;
  _fragment: (text: string, x: number, y: number, options: object) => void;
  _font: { encode: (text: string, features?: unknown) => Encoding };
}

/**
 * The same glyphs, drawn so that the last one drawn is the one that ends the line: the marks a line
 * ends on (a nukta under its consonant, placed back over it) are drawn before that consonant, each
 * moved by the consonant's advance so it lands where it did. A reader takes an ActualText span to
 * end where its last glyph drawn does: ended on a mark, it ended short of the line, and pdftotext
 * set a space between the word and a comma after it ("ফিরিয়ে ,").
 */
export function endOnAdvancingGlyph([glyphs, places]: Encoding): Encoding {
  let base = places.length - 1;
  while (base >= 0 && places[base]?.xAdvance === 0) base -= 1;
  const basePlace = places[base];
  if (base < 0 || base === places.length - 1 || basePlace === undefined) return [glyphs, places];
  const marks = places.slice(base + 1).map((place) => ({ ...place, xOffset: place.xOffset + basePlace.xAdvance }));
  return [
    [...glyphs.slice(0, base), ...glyphs.slice(base + 1), ...glyphs.slice(base, base + 1)],
    [...places.slice(0, base), ...marks, basePlace],
  ];
}

/** Whether a text has letters of a script with a face of its own (src/core/text/script-faces.ts), which a shaper may reorder or join: a vowel sign drawn before its consonant. */
function shaped(text: string): boolean {
  for (const char of text) if (facedScripts.some(({ face }) => faceCovers(face, char.codePointAt(0) ?? 0))) return true;
  return false;
}

/** A text as a PDF hex string in UTF-16BE, with its byte order mark. */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) hex += text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

/**
 * Issue 59: a shaped script's glyphs are in the order they are drawn ("ि" before "श" in "शि"), so a
 * reader that maps glyphs back to letters (pdftotext, a search, copying, a screen reader) got
 * "िशकायतें". Each line of such text is marked with the letters it stands for in the order they are
 * written (an ActualText span, PDF 32000 §14.9.4), opened inside the line's text object once its
 * position is set, and ended on the glyph that ends the line, so a reader puts the letters where the glyphs are.
 */
export function actualTextInFragments(doc: PDFKit.PDFDocument): void {
  const writer = doc as unknown as FragmentWriter;
  const fragment = writer._fragment.bind(doc);
  const addContent = writer.addContent.bind(doc);
  writer._fragment = (text, x, y, options) => {
    if (!shaped(text)) {
      fragment(text, x, y, options);
      return;
    }
    let opened = false;
    const font = writer._font;
    const encode = font.encode.bind(font);
    font.encode = (line, features) => endOnAdvancingGlyph(encode(line, features));
    writer.addContent = (data) => {
      if (data === 'ET' && opened) addContent('EMC');
      const written = addContent(data);
      // After the font is set (BT, Tm, Tf): the span starts where the line's glyphs do.
      if (!opened && data.endsWith(' Tf')) {
        addContent(`/Span << /ActualText ${utf16Hex(text.replace(/\n/g, ''))} >> BDC`);
        opened = true;
      }
      return written;
    };
    try {
      fragment(text, x, y, options);
    } finally {
      writer.addContent = addContent;
      font.encode = encode;
    }
  };
}
