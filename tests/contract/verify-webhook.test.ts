/** Issue 58 item 8: the official client's verifyWebhook, and the Python guide's verify_webhook, check the sandbox's signature and refuses a timestamp past the contract's tolerance. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pythonWebhookVerifier } from '../../devportal/build/samples/python';
import { verifyWebhook, WebhookSignatureError } from '../../packages/wallet-client/src/verify-webhook';
import { limit } from '../../src/core/config/limits';
import { signatureOf } from '../../sandbox/services/webhooks';

const secret = 'whsec_test';
const body = JSON.stringify({ id: 'evt_00000000-0000-4000-8000-000000000000', type: 'transaction.updated', createdAt: '20261127153000', data: { previousStatus: 'PENDING', kind: 'transfer', txnRef: 'T1', status: 'SUCCESS', amountPaise: 100, bankReference: '1' } });
const tolerance = limit('webhookSignatureToleranceSeconds');
const now = Date.parse('2026-11-27T10:00:00Z');
const sentAt = now / 1000;

describe('verifyWebhook (issue 58 item 8)', () => {
  it('accepts what the sandbox signs, within the tolerance either way', async () => {
    for (const skew of [0, tolerance, -tolerance]) {
      await expect(verifyWebhook({ secret, signature: signatureOf(secret, sentAt + skew, body), body, nowMs: now })).resolves.toMatchObject({ type: 'transaction.updated' });
    }
  });

  it(`refuses a timestamp more than webhookSignatureToleranceSeconds (${String(tolerance)} s) away, a changed body, another secret and no signature`, async () => {
    // Each made only when awaited: a rejection nobody awaits yet would be an unhandled one.
    const refused = [
      () => verifyWebhook({ secret, signature: signatureOf(secret, sentAt - tolerance - 1, body), body, nowMs: now }),
      () => verifyWebhook({ secret, signature: signatureOf(secret, sentAt, body), body: body.replace('100', '900'), nowMs: now }),
      () => verifyWebhook({ secret, signature: signatureOf('whsec_other', sentAt, body), body, nowMs: now }),
      () => verifyWebhook({ secret, signature: null, body, nowMs: now }),
    ];
    for (const attempt of refused) await expect(attempt()).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe("the Python guide's verify_webhook (issue 58 item 8)", () => {
  it('accepts what the sandbox signs within the tolerance, and refuses an old timestamp, a changed body, another secret and no signature', () => {
    // Its clock is the real one: each signature is made as of now.
    const at = Math.floor(Date.now() / 1000);
    const cases = [
      { signature: signatureOf(secret, at, body), body, accepted: true },
      { signature: signatureOf(secret, at - tolerance + 5, body), body, accepted: true },
      { signature: signatureOf(secret, at - tolerance - 5, body), body, accepted: false },
      { signature: signatureOf(secret, at, body), body: body.replace('100', '900'), accepted: false },
      { signature: signatureOf('whsec_other', at, body), body, accepted: false },
      { signature: '', body, accepted: false },
    ];
    const harness = `${pythonWebhookVerifier}\n\nimport sys\nfor case in json.load(sys.stdin):\n    try:\n        verify_webhook(${JSON.stringify(secret)}, case["signature"], case["body"])\n        print("accepted")\n    except ValueError as error:\n        print("refused:", error)\n`;
    const said = execFileSync('python3', ['-c', harness], { input: JSON.stringify(cases), encoding: 'utf8' }).trim().split('\n');
    expect(said.map((line) => line === 'accepted')).toEqual(cases.map((one) => one.accepted));
    expect(said[2]).toMatch(new RegExp(`past the tolerance of ${String(tolerance)} s$`));
  });
});
