import { limit } from '@/core/config/limits';
import { scrubPersonalData } from '@/core/text/scrub-personal-data';
import { pageFailureEvent } from '@/engine/routing/page-failure';

/** What the portal tells of a failure in the browser (issue 38 item 7): no personal data, the request that failed last if any. */
export interface ClientErrorReport {
  readonly kind: 'error' | 'rejection' | 'chunk';
  readonly message: string;
  readonly source?: string;
  readonly line?: number;
  readonly column?: number;
  /** The page's path, without its query. */
  readonly path: string;
  readonly requestId?: string;
  readonly at: string;
}

const textOf = (reason: unknown): string => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));

/** How Chromium, Firefox and Safari word a module that would not load (a deploy replaced it, the network dropped). */
const moduleNotLoaded = /dynamically imported module|Importing a module script failed/i;

/**
 * Listens, from the page's first moment, for uncaught errors, unhandled rejections, chunks that
 * failed to load and pages the router caught failing, and sends each as a beacon to the address the runtime configuration names;
 * those before it is known wait for it. Nothing is sent when the configuration names none.
 */
export function clientErrorReporter(lastFailedRequest: () => string | null, target: EventTarget = window) {
  const waiting: ClientErrorReport[] = [];
  let url: string | null = null;
  let noted = 0;
  const send = (to: string, report: ClientErrorReport) => navigator.sendBeacon(to, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  const note = (report: Omit<ClientErrorReport, 'path' | 'at' | 'requestId'>) => {
    // A page that keeps failing reports its first few failures, not a flood.
    if (noted >= limit('clientErrorReportsPerPage')) return;
    noted += 1;
    const requestId = lastFailedRequest();
    const full: ClientErrorReport = { ...report, path: window.location.pathname, at: new Date().toISOString(), ...(requestId ? { requestId } : {}) };
    if (url) send(url, full);
    else waiting.push(full);
  };
  target.addEventListener('error', (event) => {
    if (!(event instanceof ErrorEvent)) return;
    note({ kind: 'error', message: scrubPersonalData(event.error === undefined ? event.message : textOf(event.error)), source: scrubPersonalData(event.filename), line: event.lineno, column: event.colno });
  });
  target.addEventListener('unhandledrejection', (event) => note({ kind: 'rejection', message: scrubPersonalData(textOf((event as PromiseRejectionEvent).reason)) }));
  // Vite's event when a chunk a page needs could not be loaded (a deploy replaced it, the network dropped).
  target.addEventListener('vite:preloadError', (event) => note({ kind: 'chunk', message: scrubPersonalData(textOf((event as Event & { payload?: unknown }).payload)) }));
  // A page whose code would not load, or which failed to open or draw: the router caught it and showed the error page.
  target.addEventListener(pageFailureEvent, (event) => {
    const message = textOf((event as CustomEvent<unknown>).detail);
    note({ kind: moduleNotLoaded.test(message) ? 'chunk' : 'error', message: scrubPersonalData(message) });
  });
  return {
    /** The configuration's address: what waited is sent, and what comes next. */
    sendTo(to: string): void {
      url = to;
      for (const report of waiting.splice(0)) send(to, report);
    },
  };
}
