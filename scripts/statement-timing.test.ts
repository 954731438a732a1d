import { describe, expect, it } from 'vitest';
import { readBudgets } from './budgets';
import { timeStatementPdf } from './statement-timing';

describe('statement PDF budget (issue 17, npm run bench prints it)', () => {
  it('writes a statement of pdfRows rows within pdfMs and pdfKb', async () => {
    const { pdfRows, pdfMs, pdfKb } = readBudgets().statement;
    // A first run loads and parses the fonts; the budget is the customer's wait on a warm server.
    await timeStatementPdf(10);
    const { ms, kb, pages } = await timeStatementPdf(pdfRows);
    expect(pages).toBeGreaterThan(1);
    expect(ms).toBeLessThanOrEqual(pdfMs);
    expect(kb).toBeLessThanOrEqual(pdfKb);
  }, 30_000);
});
