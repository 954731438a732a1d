import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { routeTable, type RouteEntry, type RouteHandle } from '../core/routing/route-table';
import { statusEffect } from '../core/outcome/status-effect';
import type { ApiServices } from '../engine/api/api-context';
import { ensureUserData } from '../features/auth/ensure-user-data';
import { LoadingPage } from '../features/system/loading-page';
import { Component as ServerErrorPage } from '../features/system/server-error-page';
import { Layout } from './layout';
import { screens, type ScreenModule } from './screens';

function screenOf(entry: RouteEntry): () => Promise<ScreenModule> {
  return screens[entry.kind];
}

/** Who may see a route (schemas/routes.json access), then the screen's own loader. */
function guardedLoader(entry: RouteEntry, services: ApiServices) {
  const load = screenOf(entry);
  return async (args: LoaderFunctionArgs): Promise<unknown> => {
    const { session, client } = services;
    if (entry.access === 'session') {
      if (!session.hasSession()) return redirect(routeTable.loginRoute);
      const failed = await ensureUserData(client, session);
      if (failed && statusEffect(failed).effect === 'logout') {
        session.clear('expired');
        return redirect(routeTable.loginRoute);
      }
      // Loaded only for a route that names a permission: the rules engine stays out of the entry chunk.
      if (entry.permission && !(await (await import('../engine/shell/route-permission')).routeAllowed(entry.permission, services))) return redirect(routeTable.homeRoute);
    }
    if (entry.access === 'guest' && session.hasSession()) {
      return redirect(session.selectedRoute() ?? routeTable.homeRoute);
    }
    const screen = await load();
    return screen.loader ? screen.loader(args, entry, services) : null;
  };
}

/** Every route of schemas/routes.json, inside the portal's layout. */
export function appRoutes(services: ApiServices): RouteObject[] {
  const children: RouteObject[] = routeTable.routes.map((entry) => ({
    path: entry.path,
    handle: { titleKey: entry.titleKey, access: entry.access } satisfies RouteHandle,
    loader: guardedLoader(entry, services),
    // Back out of a dialog's own history entry (the same address) is no reason to load the page again.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => (currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate),
    lazy: async () => ({ Component: (await screenOf(entry)()).Component }),
  }));
  return [{ Component: Layout, ErrorBoundary: ServerErrorPage, HydrateFallback: LoadingPage, children }];
}

/** The browser's data router of the portal. */
export function createAppRouter(services: ApiServices) {
  return createBrowserRouter(appRoutes(services));
}
