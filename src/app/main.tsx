import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { NavigationType, Router, createPath } from 'react-router';
import { lazyApiClient } from '@/api/api-client';
import { warmCalls } from '@/api/call-operation';
import { lastFailedRequest } from '@/api/failed-request';
import { createSecureStorage, indexedDbKeySource } from '@/api/secure-storage';
import { SessionStore, storageKeys } from '@/api/session-store';
import { routeTable } from '@/core/routing/route-table';
import { FlowStore } from '@/engine/flow/flow-store';
import { createI18n, loadNamespace } from '@/engine/i18n/create-i18n';
import { nextTask } from '@/engine/load/next-task';
import { whenIdle } from '@/engine/load/when-idle';
import { reshapeOnFontLoad } from '@/engine/theme/reshape-on-font-load';
import { loadCatalogues } from '@/core/config/catalogues';
import type { NavigateTo } from '@/engine/routing/page-context';
import { loadRouteTexts, locationAt, openPage, preloadPage, type ShownPage } from '@/engine/routing/page-host';
import { holdUntilTypedCarried } from '@/engine/routing/use-hydrated';
import { createUrlAfterFrameHistory, type HistoryUpdate } from '@/engine/routing/url-after-frame';
import { appErrorPage, appRoutes } from './app-pages';
import { clientErrorReporter } from './client-error-reporter';
import { Portal, type PortalProps } from './portal';
import { carryFocus, prerenderedFields, takeOverTyped } from './take-over-typed';
import './styles.css';

/**
 * React-router's BrowserRouter over the history that writes a list's filter or page after its frame
 * (src/engine/routing/url-after-frame.ts). Without transitions a new address reaches the page host
 * at once; the host keeps the page shown until the next is ready.
 */
function PortalBrowserRouter({ children }: { readonly children: ReactNode }) {
  const [history] = useState(() => createUrlAfterFrameHistory(window));
  const [{ action, location }, setAddress] = useState<HistoryUpdate>(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    const stop = history.listen(setAddress);
    // A hydration is drawn in slices: a Back taken between the address read above and this listener
    // went unheard, and the page would stay where the address no longer is (react-router's BrowserRouter does the same).
    const now = history.location;
    setAddress((shown) => (shown.location.key === now.key && createPath(shown.location) === createPath(now) ? shown : { action: NavigationType.Pop, location: now }));
    return stop;
  }, [history]);
  return (
    <Router location={location} navigationType={action} navigator={history} useTransitions={false}>
      {children}
    </Router>
  );
}

/**
 * A prerendered page's route modules (data-modules, scripts/prerender.ts), asked for all at once as
 * the entry starts: the first paint needs none of them, so the page does not preload them (issue 37
 * item 3), and without this they would come one import after another.
 */
function preloadRouteModules(root: HTMLElement): void {
  for (const href of (root.dataset['modules'] ?? '').split(' ')) {
    if (href === '') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As Vite's own preloads: a module is fetched in CORS mode, and only a matching preload is reused.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** The services every page is made from, the API client loaded only when asked for. */
function portalServices(errors: ReturnType<typeof clientErrorReporter>, navigator: { current?: NavigateTo }) {
  const baseUrl = window.location.origin;
  // One device key seals the session and the journeys (spec §3); the session is read once, here, while the rest loads.
  const vault = createSecureStorage(localStorage, indexedDbKeySource());
  const session = new SessionStore(localStorage, vault);
  // Issue 14: the client and the runtime configuration it reads are not needed to show a page, so
  // they load with the first request, or once the page has shown and the browser is idle.
  const client = lazyApiClient(async () => {
    const [{ createApiClient }, { loadPortalConfig }] = await Promise.all([import('@/api/create-api-client'), import('@/api/portal-config')]);
    const config = await loadPortalConfig(baseUrl);
    if (config.errorReportUrl) errors.sendTo(config.errorReportUrl);
    return createApiClient({
      session,
      baseUrl,
      config,
      onSessionEnd: () => void navigator.current?.(routeTable.loginRoute, { replace: true }),
    });
  });
  // The client and the code that sends a call, loaded ahead of the first call.
  const warmClient = () => {
    client.warm();
    warmCalls();
  };
  return { services: { session, client, flows: new FlowStore(vault, session) }, warmClient };
}

/** The portal's props but the first page and what runs once it is shown, which each way of showing it gives. */
type PortalParts = Omit<PortalProps, 'initial' | 'onShown'>;

/**
 * A prerendered page taken over as it stands. In a transition, React takes it over in slices of a
 * few milliseconds rather than one long task, so the phone keeps scrolling and typing into the
 * prerendered fields meanwhile (Lighthouse: a 247 ms task on /help, issue 37). The controls wait for
 * it, disabled (useHydrated).
 */
function takeOver(root: HTMLElement, portal: PortalParts, initial: ShownPage, afterShown: () => void): void {
  startTransition(() => {
    hydrateRoot(
      root,
      <Portal
        {...portal}
        initial={initial}
        onShown={() => {
          takeOverTyped(root);
          afterShown();
        }}
      />,
    );
  });
}

/**
 * A page drawn anew: what was typed into the prerendered fields meanwhile is carried into the new
 * ones, and no form is sent before it is (a submit pressed in between would send an empty form).
 */
function drawAnew(root: HTMLElement, portal: PortalParts, initial: ShownPage | undefined, afterShown: () => void): void {
  const typedInto = prerenderedFields(root);
  const release = typedInto.length > 0 ? holdUntilTypedCarried() : () => undefined;
  // The field the customer is in, followed until React draws its page anew and takes it away.
  let focusedId = document.activeElement?.id ?? '';
  root.addEventListener('focusin', (event) => (focusedId = (event.target as Element).id));
  // A chunk of its own: only a page drawn anew needs it, and it waits for fields that come later anyway.
  const carryOver = (focused: string) =>
    import('./carry-over-typed')
      .then(({ carryOverTyped }) => carryOverTyped(typedInto, root, focused))
      .finally(release);
  // In the commit itself: the customer's next keystroke goes into the new field.
  const shown = () => {
    void carryOver(carryFocus(focusedId) ? '' : focusedId);
    afterShown();
  };
  const drawn = createRoot(root);
  startTransition(() => drawn.render(<Portal {...portal} initial={initial} onShown={shown} />));
}

async function start(): Promise<void> {
  // Failures from the first moment (a chunk that will not load), sent once the configuration says where.
  const errors = clientErrorReporter(lastFailedRequest);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  preloadRouteModules(root);
  reshapeOnFontLoad();
  // The scripts' evaluation and what follows are tasks of their own, each short enough on the phone
  // that a tap or a scroll never waits a long task for them (one was 140 ms of Lighthouse's
  // blocking time on /verify-otp; docs/decisions/0026-short-tasks-at-start.md).
  await nextTask();
  // Spec §1: the language comes from the page's lang attribute, unless the customer chose one.
  const pageLanguage = document.documentElement.lang;
  // The pages are made from the services, and the client needs their navigation to end a session.
  const navigator: { current?: NavigateTo } = {};
  const { services, warmClient } = portalServices(errors, navigator);
  const { session } = services;
  const routes = appRoutes(services);
  const first = locationAt(window.location.pathname, window.location.search, window.location.hash);
  const prerendered = root.dataset['prerendered'];
  // A signed-in page asks for the customer's data before it shows: its client starts loading now,
  // beside the language and the session, and so does the page's own code, which a page the build
  // did not prerender would otherwise ask for only once React had drawn "loading" (issue 37:
  // /dashboard's balance waited on the two in a row). A prerendered page's code is on its way already.
  const signedIn = localStorage.getItem(storageKeys.customerToken) !== null;
  if (signedIn) warmClient();
  await nextTask();
  // Asked for first: the texts of "loading", which is what the customer sees first.
  const ready = Promise.all([createI18n(localStorage.getItem(storageKeys.language) ?? pageLanguage), session.load()]);
  if (signedIn && !prerendered) preloadPage(routes, first);
  const [i18n] = await ready;
  await nextTask();
  // Another tab's renewed tokens or ended session reach this one's memory.
  window.addEventListener('storage', (event) => void session.follow(event.key));
  const onNavigator = (navigateTo: NavigateTo) => (navigator.current = navigateTo);
  const portal = { i18n, services, Router: PortalBrowserRouter, onNavigator };
  // What the first answer will need, loaded while the customer reads the page: the client and the
  // catalogues that explain answers. Asked for once the page has shown, so they never hold it back
  // (nor count in its first load: scripts/page-timing.ts).
  const afterShown = () =>
    whenIdle(() => {
      warmClient();
      void loadCatalogues().catch(() => undefined);
    });
  // A page the build prerendered (scripts/prerender.ts) is taken over as it stands, never through a
  // loading state: its first page opens before React renders. Any other page shows "loading" while it opens.
  // Its texts beside its code (page-host.tsx, loadRouteTexts).
  const texts = prerendered ? loadRouteTexts(routes, first, i18n) : undefined;
  const opened = prerendered ? await openPage(routes, first, appErrorPage) : undefined;
  const initial = opened && !('redirect' in opened) ? opened : undefined;
  if (initial) await Promise.all([texts, ...initial.namespaces.map((ns) => loadNamespace(i18n, ns))]);
  // Taken over only when this visitor would see exactly what was prerendered: the same route, its
  // language, and nothing this device stored (a journey under way, a session: a signed-in customer's
  // frame has the navigation and their name, which the prerender has not, issue 37 item 4).
  if (initial && prerendered === initial.route.path && initial.pristine && !session.hasSession() && i18n.language === pageLanguage) takeOver(root, portal, initial, afterShown);
  else drawAnew(root, portal, initial, afterShown);
}

void start();
