import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { printableText } from './printable-text';
import { scriptRuns } from './script-runs';

/** One row of a statement as the PDF prints it: every text already in the customer's language. */
export interface StatementPdfRow {
  readonly date: string;
  readonly description: string;
  /** A line under the description: a failed row's amount, which is in no money column; a settled transfer's bank reference. */
  readonly note?: string;
  readonly reference: string;
  readonly status: string;
  /** The amount as the language writes money, in the column of its direction; empty when no money moved. */
  readonly debit: string;
  readonly credit: string;
  /** The balance after the row. */
  readonly balance: string;
}

/** What a statement says, already worded: the writer only lays it out. */
export interface StatementPdfInput {
  readonly title: string;
  /** Who issues it: name, registered office, helpline and grievance contact, one line each. */
  readonly issuer: readonly string[];
  /** Label and value pairs of the header: name, address, wallet, account, period, generated at. */
  readonly facts: readonly (readonly [string, string])[];
  /** Label and value pairs of the summary: opening, money in, money out, closing. */
  readonly summary: readonly (readonly [string, string])[];
  readonly columns: { readonly date: string; readonly description: string; readonly reference: string; readonly status: string; readonly debit: string; readonly credit: string; readonly balance: string };
  readonly rows: readonly StatementPdfRow[];
  readonly noRows: string;
  /** Lines after the table: what a failed row shows, "computer-generated, no signature". */
  readonly notes: readonly string[];
  /** The foot of every page: the statement's period, and "Page x of y", filled in once the pages are counted. */
  readonly footer: (page: number, pages: number) => readonly [string, string];
  /** Opening the file asks for it (AES-256); none: an open file. */
  readonly password?: string;
}

// Noto Sans Devanagari as @fontsource ships it: a Latin file (digits, letters, accents) and a
// Devanagari file (the script and ₹). The PDF embeds only the glyphs it uses (pdfkit subsets).
const fontDir = join(dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/package.json')), 'files');
const fonts = {
  latin: join(fontDir, 'noto-sans-devanagari-latin-400-normal.woff'),
  latinBold: join(fontDir, 'noto-sans-devanagari-latin-700-normal.woff'),
  devanagari: join(fontDir, 'noto-sans-devanagari-devanagari-400-normal.woff'),
  devanagariBold: join(fontDir, 'noto-sans-devanagari-devanagari-700-normal.woff'),
} as const;

const margin = 40;
const size = 8;
/** The smallest face a reference is printed in before it would have to wrap. */
const smallestSize = 5.5;
const padding = 2;
/** Column widths on A4 less the margins (515 pt): date, description, reference, status, debit, credit, balance. */
const widths = [56, 113, 90, 60, 62, 62, 72] as const;

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

/**
 * A statement as a PDF (issues 17 and 35): A4; the issuer, the customer and the summary on the
 * first page; the rows in a table whose head repeats on each page, each with the balance after it;
 * descriptions wrap and references print whole; the period and "page x of y" at the foot of every
 * page. Text of any script is written run by run in the face that has its glyphs.
 */
export function statementPdf(input: StatementPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    info: { Title: input.title },
    ...(input.password ? { userPassword: input.password, ownerPassword: randomBytes(16).toString('hex'), pdfVersion: '1.7ext3' as const, permissions: { printing: 'highResolution' as const, copying: true } } : {}),
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const face = (script: 'latin' | 'devanagari', bold = false) => (bold ? `${script}Bold` : script);
  const widthOf = (text: string, options: WriteOptions) => {
    doc.fontSize(options.fontSize ?? size);
    return scriptRuns(text).reduce((sum, run) => sum + doc.font(face(run.script, options.bold)).widthOfString(run.text), 0);
  };
  /** The height a text takes wrapped to a width: the taller of its faces, so either script fits. */
  const heightOf = (text: string, width: number, options: WriteOptions) => {
    if (text === '') return 0;
    doc.fontSize(options.fontSize ?? size);
    const scripts = new Set(scriptRuns(text).map((run) => run.script));
    return Math.max(...[...scripts].map((script) => doc.font(face(script, options.bold)).heightOfString(text, { width, lineGap: 0 })));
  };
  /** One line, never cut: right-aligned or not, each script in its face. */
  const line = (raw: string, x: number, y: number, width: number, options: WriteOptions & { align?: 'left' | 'right' } = {}) => {
    const text = withGlyphs(raw);
    let at = options.align === 'right' ? x + Math.max(width - widthOf(text, options), 0) : x;
    doc.fillColor(options.color ?? '#111');
    for (const run of scriptRuns(text)) {
      doc.font(face(run.script, options.bold)).fontSize(options.fontSize ?? size);
      doc.text(run.text, at, y, { lineBreak: false });
      at += doc.widthOfString(run.text);
    }
  };
  /** A text wrapped to a width, the runs of each script flowing on as one paragraph. */
  const paragraph = (text: string, x: number, y: number, width: number, options: WriteOptions = {}) => {
    const runs = scriptRuns(withGlyphs(text));
    doc.fillColor(options.color ?? '#111');
    runs.forEach((run, index) => {
      doc.font(face(run.script, options.bold)).fontSize(options.fontSize ?? size);
      const last = index === runs.length - 1;
      if (index === 0) doc.text(run.text, x, y, { width, lineGap: 0, continued: !last });
      else doc.text(run.text, { continued: !last });
    });
  };
  /** A reference whole on one line: in a smaller face where it is long, wrapped only below the smallest. */
  const reference = (text: string, x: number, y: number, width: number, options: WriteOptions) => {
    let fontSize = options.fontSize ?? size;
    while (fontSize > smallestSize && widthOf(text, { ...options, fontSize }) > width) fontSize -= 0.25;
    if (widthOf(text, { ...options, fontSize }) <= width) line(text, x, y, width, { ...options, fontSize });
    else paragraph(text, x, y, width, { ...options, fontSize });
  };

  const left = margin;
  const right = doc.page.width - margin;
  const full = right - left;
  let y = margin;
  const title = printableText(input.title);
  line(title, left, y, full, { bold: true, fontSize: 16 });
  y += 24;
  for (const text of input.issuer) {
    paragraph(printableText(text), left, y, full, { fontSize: 8, color: '#444' });
    y += heightOf(printableText(text), full, { fontSize: 8 }) + 1;
  }
  y += 8;
  for (const [label, value] of input.facts) {
    const shown = printableText(value);
    line(label, left, y, 130, { fontSize: 9 });
    paragraph(shown, left + 130, y, full - 130, { bold: true, fontSize: 9 });
    y += Math.max(13, heightOf(shown, full - 130, { bold: true, fontSize: 9 }) + 2);
  }
  y += 6;
  const box = full / input.summary.length;
  doc.rect(left, y, full, 40).fillAndStroke('#f1f4f8', '#c9d1dc');
  input.summary.forEach(([label, value], index) => {
    line(label, left + index * box + 8, y + 7, box - 16, { fontSize: 8.5 });
    line(value, left + index * box + 8, y + 21, box - 16, { bold: true, fontSize: 10 });
  });
  y += 52;

  /** A column's width inside its padding. */
  const inner = (index: number) => (widths[index] ?? 0) - 2 * padding;
  const head = [input.columns.date, input.columns.description, input.columns.reference, input.columns.status, input.columns.debit, input.columns.credit, input.columns.balance];
  const numeric = (index: number) => index >= 4;
  const bottom = doc.page.height - margin - 24;
  const rule = (at: number) => doc.moveTo(left, at).lineTo(right, at).lineWidth(0.5).strokeColor('#c9d1dc').stroke();
  const headHeight = Math.max(...head.map((text, index) => heightOf(text, inner(index), { bold: true }))) + 2 * padding;
  const drawHead = () => {
    let x = left;
    head.forEach((text, index) => {
      const width = inner(index);
      if (numeric(index)) line(text, x + padding, y + padding, width, { bold: true, align: 'right' });
      else paragraph(text, x + padding, y + padding, width, { bold: true });
      x += widths[index] ?? 0;
    });
    y += headHeight;
    rule(y);
  };
  drawHead();
  if (input.rows.length === 0) {
    line(input.noRows, left, y + 6, full);
    y += 20;
  }
  for (const row of input.rows) {
    const description = printableText(row.description);
    const cells = [row.date, description, row.reference, row.status, row.debit, row.credit, row.balance];
    const noteHeight = row.note ? heightOf(row.note, inner(1), { fontSize: 7 }) : 0;
    const height = Math.max(...cells.map((text, index) => heightOf(text, inner(index), {}) + (index === 1 ? noteHeight : 0))) + 2 * padding;
    if (y + height > bottom) {
      doc.addPage();
      y = margin;
      drawHead();
    }
    let x = left;
    cells.forEach((text, index) => {
      const width = inner(index);
      if (index === 2) reference(text, x + padding, y + padding, width, {});
      else if (numeric(index)) line(text, x + padding, y + padding, width, { align: 'right' });
      else paragraph(text, x + padding, y + padding, width);
      if (index === 1 && row.note) paragraph(row.note, x + padding, y + padding + heightOf(text, width, {}), width, { fontSize: 7, color: '#555' });
      x += widths[index] ?? 0;
    });
    y += height;
    rule(y);
  }

  y += 10;
  for (const note of input.notes) {
    const height = heightOf(note, full, { fontSize: 8 });
    if (y + height > bottom) {
      doc.addPage();
      y = margin;
    }
    paragraph(note, left, y, full, { fontSize: 8, color: '#444' });
    y += height + 3;
  }

  const { count } = doc.bufferedPageRange();
  for (let page = 0; page < count; page += 1) {
    doc.switchToPage(page);
    // The foot is below the bottom margin: without it off, pdfkit would open a page to write it on.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const [period, pageOf] = input.footer(page + 1, count);
    line(period, left, doc.page.height - margin, full / 2, { fontSize: 7.5, color: '#444' });
    line(pageOf, left + full / 2, doc.page.height - margin, full / 2, { align: 'right', fontSize: 7.5, color: '#444' });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}
