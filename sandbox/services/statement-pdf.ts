import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { scriptRuns } from './script-runs';

/** One row of a statement as the PDF prints it: every text already in the customer's language. */
export interface StatementPdfRow {
  readonly date: string;
  readonly description: string;
  readonly reference: string;
  readonly status: string;
  /** The amount as the language writes money, in the column of its direction. */
  readonly debit: string;
  readonly credit: string;
}

/** What a statement says, already worded: the writer only lays it out. */
export interface StatementPdfInput {
  readonly title: string;
  /** Label and value pairs of the header: name, wallet, account, period, generated at. */
  readonly facts: readonly (readonly [string, string])[];
  /** Label and value pairs of the summary: opening, money in, money out, closing. */
  readonly summary: readonly (readonly [string, string])[];
  readonly columns: { readonly date: string; readonly description: string; readonly reference: string; readonly status: string; readonly debit: string; readonly credit: string };
  readonly rows: readonly StatementPdfRow[];
  readonly noRows: string;
  /** "Page {{page}} of {{pages}}", filled in here once the pages are counted. */
  readonly pageOf: (page: number, pages: number) => string;
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
const size = 8.5;
const rowHeight = 15;
/** Column widths on A4 less the margins (515 pt): date, description, reference, status, debit, credit. */
const widths = [80, 146, 84, 55, 75, 75] as const;

/**
 * A statement as a PDF (issue 17): A4, the header and summary on the first page, the rows in a
 * table whose head repeats on each page, "page x of y" at the foot of every page. Text of any
 * script is written run by run in the face that has its glyphs.
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

  /** Writes a text at a place, in one line cut to the width, each script in its face. */
  const write = (text: string, x: number, y: number, width: number, options: { bold?: boolean; align?: 'left' | 'right'; fontSize?: number } = {}) => {
    doc.fontSize(options.fontSize ?? size);
    const runs = scriptRuns(text);
    const face = (script: 'latin' | 'devanagari') => (options.bold ? `${script}Bold` : script);
    const measured = runs.reduce((sum, run) => sum + doc.font(face(run.script)).widthOfString(run.text), 0);
    let at = options.align === 'right' ? x + Math.max(width - measured, 0) : x;
    for (const run of runs) {
      doc.font(face(run.script));
      const left = x + width - at;
      if (left <= 0) break;
      doc.text(run.text, at, y, { lineBreak: false, width: left, height: rowHeight, ellipsis: true });
      at += doc.widthOfString(run.text);
    }
  };

  const left = margin;
  const right = doc.page.width - margin;
  let y = margin;
  write(input.title, left, y, right - left, { bold: true, fontSize: 16 });
  y += 28;
  for (const [label, value] of input.facts) {
    write(label, left, y, 140, { fontSize: 9.5 });
    write(value, left + 140, y, right - left - 140, { bold: true, fontSize: 9.5 });
    y += 15;
  }
  y += 8;
  const box = (right - left) / input.summary.length;
  doc.rect(left, y, right - left, 40).fillAndStroke('#f1f4f8', '#c9d1dc').fillColor('#111');
  input.summary.forEach(([label, value], index) => {
    write(label, left + index * box + 8, y + 7, box - 16, { fontSize: 8.5 });
    write(value, left + index * box + 8, y + 21, box - 16, { bold: true, fontSize: 10 });
  });
  y += 56;

  const columns = [input.columns.date, input.columns.description, input.columns.reference, input.columns.status, input.columns.debit, input.columns.credit];
  const numeric = (index: number) => index >= 4;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    let x = left;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 60;
      write(cell, x + 2, y + 3, width - 4, { bold, align: numeric(index) ? 'right' : 'left' });
      x += width;
    });
    doc.moveTo(left, y + rowHeight).lineTo(right, y + rowHeight).lineWidth(0.5).strokeColor('#c9d1dc').stroke();
    y += rowHeight;
  };
  const bottom = doc.page.height - margin - 24;
  drawRow(columns, true);
  if (input.rows.length === 0) write(input.noRows, left, y + 6, right - left);
  for (const row of input.rows) {
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = margin;
      drawRow(columns, true);
    }
    drawRow([row.date, row.description, row.reference, row.status, row.debit, row.credit], false);
  }

  const { count } = doc.bufferedPageRange();
  for (let page = 0; page < count; page += 1) {
    doc.switchToPage(page);
    // The foot is below the bottom margin: without it off, pdfkit would open a page to write it on.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(input.pageOf(page + 1, count), left, doc.page.height - margin, right - left, { align: 'right', fontSize: 8 });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}
