import { lastFailedRequest } from '@/api/failed-request';
import { MessagePage } from './message-page';

/**
 * The server-error page: also what any route shows when its loader or view fails. It names the last
 * request that failed, if one did in this page's life (a page opened at this address has none, as
 * its prerendered copy), for the customer to quote to support.
 */
export function Component() {
  return <MessagePage titleKey="route.serverError" textKey="errorPage.serverError" reference={lastFailedRequest()} />;
}

export { Component as ErrorBoundary };
