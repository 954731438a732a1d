/**
 * A page that failed to open (its code would not load, its loader threw) or to draw is caught by the
 * router, which shows the error page: the browser never hears of it as uncaught. The router says so
 * with this event on the window, for whoever reports failures (issue 38 item 7: src/app's reporter).
 */
export const pageFailureEvent = 'portal:page-failure';

export function announcePageFailure(error: unknown): void {
  console.error(error);
  window.dispatchEvent(new CustomEvent(pageFailureEvent, { detail: error }));
}
