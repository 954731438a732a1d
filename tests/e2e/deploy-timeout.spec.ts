import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startNginx } from '../../deploy/start-nginx';
import { timeLimit } from '../../scripts/time-limits';
import { expect, filled, limitOf, passwordOf, submitLogin, test, textsOf } from './fixtures';

/**
 * Issue 56 item 5: behind nginx, a wallet API that accepts and never answers, neither the portal's
 * runtime configuration nor the login. The customer is told within the request timeout
 * (requestTimeoutMs of rules/limits.json), not after nginx's own minute, keeps what they typed, and
 * the "Reference for support" shown is a request nginx logged. The API is this run's sandbox behind
 * a proxy of the test's that holds those two unanswered.
 */
const hung = new Set(['/api/portal/config', '/api/mobile-password-validation']);

test('an API that never answers: the customer is told within the request timeout, under a reference nginx logged', async ({ page, baseURL }) => {
  test.setTimeout(limitOf('requestTimeoutMs') + timeLimit(90_000));
  const t = textsOf('en');
  const customer = '9866000385';
  const sandbox = new URL(baseURL ?? '');
  const held: ServerResponse[] = [];
  const hanging = createServer((incoming: IncomingMessage, answer: ServerResponse) => {
    if (hung.has(incoming.url ?? '')) {
      held.push(answer);
      return;
    }
    const passed = httpRequest({ host: sandbox.hostname, port: sandbox.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (upstream) => {
      answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(answer);
    });
    incoming.pipe(passed);
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const nginx = await startNginx(`http://127.0.0.1:${String((hanging.address() as AddressInfo).port)}`, join(import.meta.dirname, '../../dist'));
  try {
    await page.goto(`${nginx.base}/login`);
    const sentIds: string[] = [];
    page.on('request', (sent) => {
      if (hung.has(new URL(sent.url()).pathname)) sentIds.push(sent.headers()['x-request-id'] ?? '');
    });
    await submitLogin(page, t, customer, passwordOf(customer));
    const alert = page.getByRole('alert');
    // Within the portal's own timeout, with room for a loaded machine; never nginx's minute.
    await expect(alert).toContainText(filled(t.network.timeout, { ms: String(limitOf('requestTimeoutMs')) }), { timeout: limitOf('requestTimeoutMs') + timeLimit(10_000) });
    expect(held.length).toBeGreaterThan(0);
    // The reference is the id of a request the portal sent and nginx passed on.
    const requestId = /[0-9a-f-]{36}/.exec((await alert.textContent()) ?? '')?.[0] ?? 'no reference shown';
    expect(sentIds).toContain(requestId);
    await expect(alert).toContainText(filled(t.app.reference, { reference: requestId }));
    await expect(page.getByLabel(new RegExp(`^${t.field.mobileNumber}`))).toHaveValue(customer);
    // nginx logged the request under that reference: the customer gave up on it (499), or nginx did (504).
    await expect
      .poll(() => readFileSync(join(nginx.prefix, 'access.log'), 'utf8').split('\n').filter((line) => line.includes(`"requestId":"${requestId}"`)).map((line) => (JSON.parse(line) as { status: number }).status))
      .toEqual([expect.any(Number)]);
    const [logged] = readFileSync(join(nginx.prefix, 'access.log'), 'utf8').split('\n').filter((line) => line.includes(`"requestId":"${requestId}"`));
    expect([499, 504]).toContain((JSON.parse(logged ?? '{}') as { status: number }).status);
  } finally {
    for (const answer of held) answer.destroy();
    await nginx.stop();
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  }
});
