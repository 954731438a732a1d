import { describe, expect, it } from 'vitest';
import limits from '../../../rules/limits.json' with { type: 'json' };
import { batchesToLoad } from './batches-to-load';

const batch = limits.limits.historyRequestCount.value;
const maxRows = limits.limits.historyFilterRows.value;

describe('batchesToLoad', () => {
  it('loads nothing more when the first batch holds the period', () => {
    expect(batchesToLoad(batch, batch, maxRows)).toEqual({ pages: [], capped: false });
    expect(batchesToLoad(0, batch, maxRows)).toEqual({ pages: [], capped: false });
  });

  it('loads every further batch of the period, the last one partly full', () => {
    expect(batchesToLoad(batch * 2 + 1, batch, maxRows)).toEqual({ pages: [2, 3], capped: false });
  });

  it('stops at maxRows and says the period holds more', () => {
    const { pages, capped } = batchesToLoad(maxRows + 1, batch, maxRows);
    expect(pages.at(-1)).toBe(Math.ceil(maxRows / batch));
    expect(capped).toBe(true);
    expect(batchesToLoad(maxRows, batch, maxRows).capped).toBe(false);
  });

  it('never loads less than the first batch, whatever the limit', () => {
    expect(batchesToLoad(batch * 3, batch, 1)).toEqual({ pages: [], capped: true });
  });
});
