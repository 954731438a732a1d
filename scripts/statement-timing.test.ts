import { describe, expect, it } from 'vitest';
import { readBudgets } from './budgets';
import { timeStatementPdf } from './statement-timing';

// Its time is npm run bench's to hold (a time varies with the machine); a size does not.
describe('statement PDF size (issue 17)', () => {
  it('writes a statement of pdfRows rows, over several pages, within pdfKb', async () => {
    const { pdfRows, pdfKb } = readBudgets().statement;
    const { kb, pages } = await timeStatementPdf(pdfRows);
    expect(pages).toBeGreaterThan(1);
    expect(kb).toBeLessThanOrEqual(pdfKb);
  });
});
