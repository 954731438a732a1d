import { statementPdf } from '../sandbox/services/statement-pdf';

/**
 * Issue 17's budget for a statement: the time the server takes to write a PDF of many rows, and its
 * size. The rows are as varied as a real statement's (Latin and Devanagari descriptions, both
 * directions), and the file is protected, as the slowest path is.
 */
export async function timeStatementPdf(rows: number): Promise<{ readonly ms: number; readonly kb: number; readonly pages: number }> {
  const lines = Array.from({ length: rows }, (_, index) => ({
    date: '12/10/2026, 14:05',
    description: index % 3 === 0 ? 'Card load' : 'Transfer to हर्ष वर्धन',
    reference: `TXN${String(index).padStart(8, '0')}`,
    status: 'Success',
    debit: index % 2 ? '₹1,200.00' : '',
    credit: index % 2 ? '' : '₹12,345.50',
    balance: '₹1,23,456.50',
    ...(index % 7 === 0 ? { note: '₹300.00, not moved' } : {}),
  }));
  let pages = 0;
  const started = performance.now();
  const pdf = await statementPdf({
    title: 'Statement of account',
    issuer: ['Issued by: Prepaid Wallet Payments Private Limited', 'Registered office: Mumbai 400051'],
    facts: [['Name', 'Harsh Vardhan']],
    runningHead: 'Harsh Vardhan · Wallet: ••••0181 · from 01/10/2026 to 31/10/2026',
    summary: [['Opening balance', '₹0.00'], ['Money in', '₹1.00'], ['Money out', '₹1.00'], ['Closing balance', '₹0.00']],
    columns: { date: 'Date', description: 'Description', reference: 'Reference', status: 'Status', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    rows: lines,
    noRows: 'No transactions in this period.',
    notes: ['This is a computer-generated statement and needs no signature.'],
    footer: (page, count) => {
      pages = count;
      return ['Statement from 01/10/2026 to 31/10/2026', `Page ${String(page)} of ${String(count)}`];
    },
    password: 'HARS1407',
  });
  return { ms: performance.now() - started, kb: pdf.length / 1024, pages };
}
