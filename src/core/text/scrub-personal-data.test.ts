import { describe, expect, it } from 'vitest';
import { scrubPersonalData } from './scrub-personal-data';

describe('scrubPersonalData (issue 38 item 7)', () => {
  it('replaces e-mail addresses, long numbers, a PAN and a query, and keeps the words that tell the failure', () => {
    const text = scrubPersonalData("Cannot read 'x' of undefined for asha.verma@example.in 9876543210, OTP 482913, Aadhaar 2345 6789 1234, PAN ABCPV1234K at https://wallet.example/history?from=2026-01-01#row");
    for (const kept of ["Cannot read 'x' of undefined", 'OTP', 'Aadhaar', 'https://wallet.example/history?…']) expect(text).toContain(kept);
    for (const gone of ['asha.verma', '9876543210', '482913', '2345 6789 1234', 'ABCPV1234K', 'from=2026']) expect(text).not.toContain(gone);
  });

  it('keeps short numbers (a line, a status) and cuts a long text', () => {
    expect(scrubPersonalData('failed with 503 at line 42')).toBe('failed with 503 at line 42');
    expect(scrubPersonalData('a'.repeat(1000)).length).toBeLessThan(1000);
  });
});
