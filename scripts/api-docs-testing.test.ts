/** Issue 36 item 5: the reference's Testing section says every value the simulators read, from their own data. */
import { describe, expect, it } from 'vitest';
import seed from '../sandbox/db/seed.json';
import bankTransfer from '../sandbox/simulators/bank-transfer.json';
import identities from '../sandbox/simulators/identities.json';
import { refusalCodeOf } from '../sandbox/http/envelope';
import { testingHtml } from './api-docs-testing';

describe('the Testing section of /docs/api', () => {
  const html = testingHtml();
  it('lists the example identities, every paise rule of the bank, every listed PAN and Aadhaar number', () => {
    for (const mobileNumber of seed.exampleIdentities) expect(html).toContain(mobileNumber);
    for (const [paise, code] of Object.entries(bankTransfer.byPaise)) expect(html).toContain(`<td><code>…${paise}</code></td><td><code>${code}</code></td>`);
    for (const value of [...Object.keys(identities.pan), ...Object.keys(identities.onboardingByPan), ...Object.keys(identities.aadhaarRefused)]) expect(html).toContain(value);
  });
  it('names the controls, the webhook signature and the refusal of what is no longer pending', () => {
    for (const call of ['/sandbox/transfers/{txnRef}/settle', '/sandbox/transfers/{txnRef}/fail', '/sandbox/transfers/{txnRef}/reverse', '/sandbox/card-payments/{txnid}/settle', '/sandbox/webhooks']) expect(html).toContain(call);
    expect(html).toContain('Wallet-Signature');
    expect(html).toContain(refusalCodeOf('api:notPending'));
  });
});
