import { faceCovers, facedScripts } from '../../src/core/text/script-faces';

/** What of pdfkit's document this reaches: its content stream, and the writer of one line's glyphs. */
interface FragmentWriter {
  addContent: (data: string) => unknown;
  _fragment: (text: string, x: number, y: number, options: object) => void;
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
 * position is set, so a reader puts the letters where the glyphs are.
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
    }
  };
}
