import { randomBytes } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { printableText } from './printable-text';
import { facedScripts, scriptFaces } from '../../src/core/text/script-faces';
import { fontsourceFile, scriptFaceFile } from './script-face-file';
import { actualTextInFragments } from './actual-text';
import { mendNullAnchors } from './null-anchor';
import { scriptRuns } from './script-runs';

// Each script's face as @fontsource ships it (src/core/text/script-faces.ts), and for digits, Latin
// letters and accents the Latin file of Noto Sans Devanagari. The PDF embeds only the glyphs it uses
// (pdfkit subsets).
const fonts: Readonly<Record<string, string>> = Object.fromEntries<string>([
  ['Latn', fontsourceFile('noto-sans-devanagari', 'noto-sans-devanagari-latin-400-normal.woff')] as const,
  ['LatnBold', fontsourceFile('noto-sans-devanagari', 'noto-sans-devanagari-latin-700-normal.woff')] as const,
  ...facedScripts.flatMap(({ script, face }) => [[script, scriptFaceFile(face, 400, 'woff')] as const, [`${script}Bold`, scriptFaceFile(face, 700, 'woff')] as const]),
]);

/** The margin of every page, and the face most text is written in. */
export const margin = 40;
const size = 8;
/** The smallest face a reference is printed in before it would have to wrap. */
const smallestSize = 5.5;

/**
 * French groups thousands with a narrow no-break space (U+202F), which the Latin face lacks: the
 * no-break space it has keeps "10 000,00 ₹" on one line as well.
 */
const withGlyphs = (text: string) => text.replace(/\u202F/g, '\u00A0');

interface WriteOptions {
  readonly bold?: boolean;
  readonly fontSize?: number;
  readonly color?: string;
}

/** What a document of the sandbox (a statement, a receipt) is written with: A4, each script's text in the face that has its glyphs. */
export interface PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  /** The width a text takes on one line. */
  readonly widthOf: (text: string, options: WriteOptions) => number;
  /** The height a text takes wrapped to a width: the taller of its faces, so either script fits. */
  readonly heightOf: (text: string, width: number, options: WriteOptions) => number;
  /** One line, never cut: right-aligned or not. */
  readonly line: (text: string, x: number, y: number, width: number, options?: WriteOptions & { readonly align?: 'left' | 'right' }) => void;
  /** A text wrapped to a width, the runs of each script flowing on as one paragraph. */
  readonly paragraph: (text: string, x: number, y: number, width: number, options?: WriteOptions) => void;
  /** A reference whole on one line: in a smaller face where it is long, wrapped only below the smallest. */
  readonly reference: (text: string, x: number, y: number, width: number, options: WriteOptions) => void;
  /** The document's title and its issuer's lines at the top of the first page; gives where what follows starts. */
  readonly heading: (title: string, issuer: readonly string[]) => number;
  /** Writes the foot of every page ("page x of y", once the pages are counted) and gives the file. */
  readonly finish: (footer: (page: number, pages: number) => readonly [string, string]) => Promise<Buffer>;
}

/** A4 document, protected by a password when one is given (AES-256, printable and copyable). */
export function pdfWriter(title: string, password?: string): PdfWriter {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    info: { Title: title },
    ...(password ? { userPassword: password, ownerPassword: randomBytes(16).toString('hex'), pdfVersion: '1.7ext3' as const, permissions: { printing: 'highResolution' as const, copying: true } } : {}),
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  actualTextInFragments(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** The document set in a script's face; a face with mark positioning (an Indian script's) reaches fontkit's positioning code, mended once. */
  const face = (script: string, bold = false) => {
    doc.font(bold ? `${script}Bold` : script);
    if (scriptFaces[script]) mendNullAnchors((doc as unknown as { _font: { font: Parameters<typeof mendNullAnchors>[0] } })._font.font);
    return doc;
  };
  const widthOf = (text: string, options: WriteOptions) => {
    doc.fontSize(options.fontSize ?? size);
    return scriptRuns(text).reduce((sum, run) => sum + face(run.script, options.bold).widthOfString(run.text), 0);
  };
  const heightOf = (text: string, width: number, options: WriteOptions) => {
    if (text === '') return 0;
    doc.fontSize(options.fontSize ?? size);
    const scripts = new Set(scriptRuns(text).map((run) => run.script));
    return Math.max(...[...scripts].map((script) => face(script, options.bold).heightOfString(text, { width, lineGap: 0 })));
  };
  const line = (raw: string, x: number, y: number, width: number, options: WriteOptions & { readonly align?: 'left' | 'right' } = {}) => {
    const text = withGlyphs(raw);
    let at = options.align === 'right' ? x + Math.max(width - widthOf(text, options), 0) : x;
    doc.fillColor(options.color ?? '#111');
    for (const run of scriptRuns(text)) {
      face(run.script, options.bold).fontSize(options.fontSize ?? size);
      doc.text(run.text, at, y, { lineBreak: false });
      at += doc.widthOfString(run.text);
    }
  };
  const paragraph = (text: string, x: number, y: number, width: number, options: WriteOptions = {}) => {
    const runs = scriptRuns(withGlyphs(text));
    doc.fillColor(options.color ?? '#111');
    runs.forEach((run, index) => {
      face(run.script, options.bold).fontSize(options.fontSize ?? size);
      const last = index === runs.length - 1;
      if (index === 0) doc.text(run.text, x, y, { width, lineGap: 0, continued: !last });
      else doc.text(run.text, { continued: !last });
    });
  };
  const reference = (text: string, x: number, y: number, width: number, options: WriteOptions) => {
    let fontSize = options.fontSize ?? size;
    while (fontSize > smallestSize && widthOf(text, { ...options, fontSize }) > width) fontSize -= 0.25;
    if (widthOf(text, { ...options, fontSize }) <= width) line(text, x, y, width, { ...options, fontSize });
    else paragraph(text, x, y, width, { ...options, fontSize });
  };
  const heading = (title: string, issuer: readonly string[]) => {
    const full = doc.page.width - 2 * margin;
    let y = margin;
    line(printableText(title), margin, y, full, { bold: true, fontSize: 16 });
    y += 24;
    for (const text of issuer.map(printableText)) {
      paragraph(text, margin, y, full, { fontSize: 8, color: '#444' });
      y += heightOf(text, full, { fontSize: 8 }) + 1;
    }
    return y;
  };
  const finish = (footer: (page: number, pages: number) => readonly [string, string]) => {
    const left = margin;
    const full = doc.page.width - 2 * margin;
    const { count } = doc.bufferedPageRange();
    for (let page = 0; page < count; page += 1) {
      doc.switchToPage(page);
      // The foot is below the bottom margin: without it off, pdfkit would open a page to write it on.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const [start, end] = footer(page + 1, count);
      line(start, left, doc.page.height - margin, full / 2, { fontSize: 7.5, color: '#444' });
      line(end, left + full / 2, doc.page.height - margin, full / 2, { align: 'right', fontSize: 7.5, color: '#444' });
      doc.page.margins.bottom = bottomMargin;
    }
    doc.end();
    return done;
  };
  return { doc, widthOf, heightOf, line, paragraph, reference, heading, finish };
}
