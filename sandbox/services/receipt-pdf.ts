import { margin, pdfWriter } from './pdf-writer';
import { printableText } from './printable-text';

/** What a receipt says, already worded in the customer's language: the writer only lays it out. */
export interface ReceiptPdfInput {
  readonly title: string;
  /** Who issues it: name, registered office, helpline and grievance contact, one line each. */
  readonly issuer: readonly string[];
  /** The amount as the language writes money, and what happened to it ("Success", "Failed"). */
  readonly amount: string;
  readonly status: string;
  /** Label and value pairs: references, time in India, what it was, the parties. */
  readonly facts: readonly (readonly [string, string])[];
  /** Labels whose value is a reference: printed whole on one line. */
  readonly references: readonly string[];
  readonly notes: readonly string[];
  readonly footer: readonly [string, string];
}

const labelWidth = 150;

/**
 * One transaction's receipt (issue 35 item 6), written as the statement is: the issuer, the amount
 * and its status large, then each fact on a line of its own, and the notes. Always one page: a
 * receipt has a dozen lines, and a value wraps within its column rather than running on.
 */
export function receiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { doc, heightOf, line, paragraph, reference, heading, finish } = pdfWriter(input.title);
  const left = margin;
  const full = doc.page.width - 2 * margin;
  let y = heading(input.title, input.issuer);
  y += 12;
  doc.rect(left, y, full, 56).fillAndStroke('#f1f4f8', '#c9d1dc');
  line(input.amount, left + 12, y + 10, full - 24, { bold: true, fontSize: 20 });
  line(input.status, left + 12, y + 36, full - 24, { bold: true, fontSize: 10, color: '#333' });
  y += 72;
  for (const [label, raw] of input.facts) {
    const value = printableText(raw);
    const width = full - labelWidth;
    line(label, left, y, labelWidth - 8, { fontSize: 9, color: '#444' });
    if (input.references.includes(label)) reference(value, left + labelWidth, y, width, { bold: true, fontSize: 9 });
    else paragraph(value, left + labelWidth, y, width, { bold: true, fontSize: 9 });
    y += Math.max(14, heightOf(value, width, { bold: true, fontSize: 9 }) + 4);
    doc.moveTo(left, y - 3).lineTo(left + full, y - 3).lineWidth(0.5).strokeColor('#e1e6ed').stroke();
  }
  y += 10;
  for (const note of input.notes) {
    paragraph(note, left, y, full, { fontSize: 8, color: '#444' });
    y += heightOf(note, full, { fontSize: 8 }) + 3;
  }
  return finish(() => input.footer);
}
