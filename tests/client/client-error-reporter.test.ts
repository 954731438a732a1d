import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientErrorReporter, type ClientErrorReport } from '../../src/app/client-error-reporter';
import { limit } from '../../src/core/config/limits';
import { pageFailureEvent } from '../../src/engine/routing/page-failure';

afterEach(() => vi.unstubAllGlobals());

/** A beacon's body as text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
  });

/** The beacons sent, their address and report. */
function beacons() {
  const sent: { to: string; report: Promise<ClientErrorReport> }[] = [];
  // jsdom has no sendBeacon: a navigator that has one, the rest the page's.
  const sendBeacon = (to: string, body: Blob) => sent.push({ to, report: textOf(body).then((text) => JSON.parse(text) as ClientErrorReport) }) > 0;
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
  return sent;
}

describe('the portal reports failures in the browser (issue 38 item 7)', () => {
  it('holds what failed before the address is known, then sends it with the last failed request, scrubbed', async () => {
    const sent = beacons();
    const page = new EventTarget();
    const reporter = clientErrorReporter(() => 'req-12345678', page);
    page.dispatchEvent(new ErrorEvent('error', { message: 'boom for 9876543210', filename: 'https://wallet.example/assets/a.js?v=1', lineno: 3, colno: 7 }));
    expect(sent).toHaveLength(0);
    reporter.sendTo('/client-errors');
    expect(sent.map((beacon) => beacon.to)).toEqual(['/client-errors']);
    const report = await sent[0]?.report;
    expect(report).toMatchObject({ kind: 'error', line: 3, column: 7, requestId: 'req-12345678', path: window.location.pathname });
    expect(report?.message).not.toContain('9876543210');
    expect(report?.source).not.toContain('v=1');
  });

  it('sends rejections as they come once it knows where, and at most a few a page', async () => {
    const sent = beacons();
    const page = new EventTarget();
    const reporter = clientErrorReporter(() => null, page);
    reporter.sendTo('/client-errors');
    const reportsPerPage = limit('clientErrorReportsPerPage');
    for (let index = 0; index < reportsPerPage * 3; index += 1) page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error(`rejected ${String(index)}`) }));
    // The first few of three times as many.
    expect(sent).toHaveLength(reportsPerPage);
    expect((await sent[reportsPerPage - 1]?.report)?.message).toContain(`rejected ${String(reportsPerPage - 1)}`);
  });

  it('reports the pages the router caught failing: a module that would not load as a chunk, anything else as an error', async () => {
    const sent = beacons();
    const page = new EventTarget();
    clientErrorReporter(() => null, page).sendTo('/client-errors');
    page.dispatchEvent(new CustomEvent(pageFailureEvent, { detail: new TypeError('Failed to fetch dynamically imported module: https://wallet.example/assets/result-a1.js') }));
    page.dispatchEvent(new CustomEvent(pageFailureEvent, { detail: new Error('no such field for 9876543210') }));
    const [chunk, drawn] = await Promise.all(sent.map((beacon) => beacon.report));
    expect(chunk).toMatchObject({ kind: 'chunk', message: 'TypeError: Failed to fetch dynamically imported module: https://wallet.example/assets/result-a1.js' });
    expect(drawn?.kind).toBe('error');
    expect(drawn?.message).not.toContain('9876543210');
  });
});
