import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShareFiles } from './can-share-files';
import { shareFile } from './share-file';
import { conditionWaitMs, timeLimit } from '../../../scripts/time-limits';

const receipt = () => new File([new Uint8Array([37, 80, 68, 70])], 'receipt-TXN1.pdf', { type: 'application/pdf' });

/** The browser's share sheet as a phone has it: takes files, answers as the customer does. */
function phoneSheet(answer: () => Promise<void>) {
  const share = vi.fn((data: ShareData) => (data.files ? answer() : Promise.reject(new TypeError('nothing to share'))));
  vi.stubGlobal('navigator', { canShare: (data: ShareData) => (data.files ?? []).length > 0, share });
  return share;
}

describe('the share sheet (issue 35 item 6)', () => {
  const saved: string[] = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    saved.length = 0;
  });
  const watchSaves = () => vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });

  it('is offered only where the browser shares files', () => {
    expect(canShareFiles()).toBe(false);
    phoneSheet(() => Promise.resolve());
    expect(canShareFiles()).toBe(true);
  });

  it('hands the file to the sheet, and nothing more when the customer closes it', async () => {
    watchSaves();
    const share = phoneSheet(() => Promise.reject(new DOMException('closed', 'AbortError')));
    shareFile(receipt());
    await vi.waitFor(() => expect(share).toHaveBeenCalledOnce(), { timeout: timeLimit(conditionWaitMs) });
    expect(share.mock.calls[0]?.[0]?.files?.[0]?.name).toBe('receipt-TXN1.pdf');
    await Promise.resolve();
    expect(saved).toEqual([]);
  });

  it('saves the file where there is no sheet, or the browser refuses it', async () => {
    watchSaves();
    shareFile(receipt());
    expect(saved).toEqual(['receipt-TXN1.pdf']);
    phoneSheet(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    shareFile(receipt());
    await vi.waitFor(() => expect(saved).toEqual(['receipt-TXN1.pdf', 'receipt-TXN1.pdf']), { timeout: timeLimit(conditionWaitMs) });
  });
});
