import { margin, pdfWriter } from './pdf-writer';
import { printableText } from './printable-text';

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
  /** One line at the top of every page after the first: whose statement, of which wallet and period. */
  readonly runningHead: string;
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

const padding = 2;
/** Column widths on A4 less the margins (515 pt): date, description, reference, status, debit, credit, balance. */
const widths = [56, 113, 90, 60, 62, 62, 72] as const;

/**
 * A statement as a PDF (issues 17 and 35): A4; the issuer, the customer and the summary on the
 * first page, the customer, wallet and period atop every other; the rows in a table whose head repeats on each page, each with the balance after it;
 * descriptions wrap and references print whole; the period and "page x of y" at the foot of every
 * page. Text of any script is written run by run in the face that has its glyphs.
 */
export function statementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { doc, heightOf, line, paragraph, reference, heading, finish } = pdfWriter(input.title, input.password);

  const left = margin;
  const right = doc.page.width - margin;
  const full = right - left;
  let y = heading(input.title, input.issuer);
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
  // A page read on its own (printed, or the third of an e-mail's attachment) says whose it is.
  const newPage = () => {
    doc.addPage();
    y = margin;
    paragraph(input.runningHead, left, y, full, { fontSize: 8, color: '#444' });
    y += heightOf(input.runningHead, full, { fontSize: 8 }) + 6;
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
      newPage();
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
    if (y + height > bottom) newPage();
    paragraph(note, left, y, full, { fontSize: 8, color: '#444' });
    y += height + 3;
  }

  return finish(input.footer);
}
