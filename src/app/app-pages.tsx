import { useMemo } from 'react';
import { routeTable, type RouteEntry, type RouteHandle } from '@/core/routing/route-table';
import { hasScreenFile } from '@/core/screens/has-screen-file';
import { loadCatalogues } from '@/core/config/catalogues';
import { statusEffect } from '@/core/outcome/status-effect';
import type { ApiServices } from '@/engine/api/api-context';
import type { NavigateTo } from '@/engine/routing/page-context';
import { PageHost, type ErrorPage, type PageLoad, type PageRoute, type ShownPage } from '@/engine/routing/page-host';
import { ensureUserData } from '@/features/auth/ensure-user-data';
import { countNamespace } from '@/engine/i18n/create-i18n';
import { loadSignedInShell } from './signed-in-shell';
import { LoadingPage } from '@/features/system/loading-page';
import { Component as ServerErrorPage } from '@/features/system/server-error-page';
import { Layout } from './layout';
import type { ScreenModule } from './screen-module';
import { screens } from './screens';

/** The namespaces of locales/ the signed-in screens' texts are in: theirs, and the count phrases they nest. */
const accountNamespaces = ['account', countNamespace];

/** The namespaces a route's texts come from, known before it opens. */
const namespacesOf = (entry: RouteEntry): readonly string[] => [...(entry.access === 'session' ? accountNamespaces : []), ...(entry.namespaces ?? [])];

/**
 * What opening a route loads, asked for at once: the screen's code, its definition, and a signed-in
 * route's frame. Each is loaded once, so asking early costs nothing when the route opens.
 */
function preloadRoute(entry: RouteEntry): Promise<ScreenModule> {
  if (hasScreenFile(entry.kind)) void import('@/engine/config/load-screen').then(({ preloadScreen }) => preloadScreen(entry.definition));
  if (entry.access === 'session') void loadSignedInShell().catch(() => undefined);
  const screenCode = screens[entry.kind](entry);
  screenCode.catch(() => undefined);
  return screenCode;
}

/** Who may see a route (schemas/routes.json access), then the screen's code and its own loader. */
async function openRoute(entry: RouteEntry, services: ApiServices): Promise<PageLoad> {
  const { session, client } = services;
  // The screen's definition and code come beside the guard rather than after them (issue 37: a
  // request fewer in a row before /dashboard's balance shows), awaited once the guard lets the
  // customer in, unless the route is about to send the customer elsewhere.
  const shows = entry.access === 'session' ? session.hasSession() : !(entry.access === 'guest' && session.hasSession());
  const screenCode = shows ? preloadRoute(entry) : undefined;
  if (entry.access === 'session') {
    if (!session.hasSession()) return { redirect: routeTable.loginRoute };
    // The signed-in frame's chunk comes beside the user data, so the frame is there with the page.
    const [failed] = await Promise.all([ensureUserData(client, session), loadSignedInShell()]);
    if (failed) await loadCatalogues();
    if (failed && statusEffect(failed).effect === 'logout') {
      session.clear('expired');
      return { redirect: routeTable.loginRoute };
    }
    // Loaded only for a route that names a permission: the rules engine stays out of the entry chunk.
    // Refused, the customer goes home and is told why (?notice=, shown by the layout).
    const refusal = entry.permission ? await (await import('@/engine/shell/route-permission')).routeAllowed(entry.permission, services) : { allowed: true as const };
    if (!refusal.allowed) return { redirect: refusal.notice ? `${routeTable.homeRoute}?notice=${refusal.notice}` : routeTable.homeRoute };
  }
  if (entry.access === 'guest' && session.hasSession()) {
    return { redirect: session.selectedRoute() ?? routeTable.homeRoute };
  }
  const screen = await (screenCode ?? screens[entry.kind](entry));
  const loaded = screen.loader ? await screen.loader(entry, services) : { data: undefined };
  if ('redirect' in loaded) return loaded;
  // The signed-in screens' own texts (locales/*/account.json) are a namespace of their own, so the
  // first page of a visitor (/login) does not carry them.
  const namespaces = [...namespacesOf(entry), ...(loaded.namespaces ?? [])];
  return { Component: screen.Component, ...loaded, ...(namespaces.length > 0 ? { namespaces } : {}) };
}

/** What the shell reads of a route: its title and who may see it. */
const handleOf = (entry: RouteEntry): RouteHandle => ({ titleKey: entry.titleKey, access: entry.access });

/** Every route of schemas/routes.json, as the page host opens them. */
export function appRoutes(services: ApiServices): PageRoute[] {
  return routeTable.routes.map((entry) => ({
    path: entry.path,
    handle: handleOf(entry),
    open: () => openRoute(entry, services),
    namespaces: namespacesOf(entry),
    preload: () => void preloadRoute(entry),
  }));
}

const serverError = routeTable.routes.find((entry) => entry.path === routeTable.serverErrorRoute);

/** What a route that fails to open or to draw shows, titled as the server-error route. */
export const appErrorPage: ErrorPage = { Component: ServerErrorPage, handle: serverError ? handleOf(serverError) : undefined };

export interface AppPagesProps {
  readonly services: ApiServices;
  readonly initial?: ShownPage;
  readonly onNavigator?: (navigateTo: NavigateTo) => void;
}

/** The portal's pages, inside its layout, under whichever router the caller put around them (browser, memory, static). */
export function AppPages({ services, initial, onNavigator }: AppPagesProps) {
  const routes = useMemo(() => appRoutes(services), [services]);
  return <PageHost routes={routes} layout={Layout} fallback={LoadingPage} errorPage={appErrorPage} initial={initial} onNavigator={onNavigator} />;
}
