import { MessagePage } from './message-page';

/** The server-error page: also what any route shows when its loader or view fails. */
export function Component() {
  return <MessagePage titleKey="route.serverError" textKey="errorPage.serverError" />;
}

export { Component as ErrorBoundary };
