import { Component as ReactComponent, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { matchRoutes, Route, Routes, useLocation, useNavigate, type Location } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-table';
import { laterFormats, loadNamespace } from '../i18n/create-i18n';
import type { I18n } from '../i18n/i18n';
import { announcePageFailure } from './page-failure';
import { PageContext, type NavigateTo, type PageState } from './page-context';

/** What opening a route gives: its screen with what it loaded, or another address to go to instead. */
export type PageLoad = { readonly redirect: string } | { readonly Component: ComponentType; readonly data?: unknown; readonly pristine?: boolean; readonly namespaces?: readonly string[] };

/** What a screen's own loader gives: what it shows, or another address (a journey's step that is not open yet). */
export type ScreenLoad = { readonly redirect: string } | { readonly data: unknown; readonly pristine?: boolean; readonly namespaces?: readonly string[] };

/** A route the host can show: its path pattern, its handle, and how it is opened (guard, code, data). */
export interface PageRoute {
  readonly path: string;
  readonly handle?: RouteHandle;
  readonly open: (location: Location) => Promise<PageLoad>;
  /**
   * The namespaces of locales/ it is known to need before it opens (a signed-in route's): they load
   * beside its guard and its code rather than after them (issue 37: a request fewer in a row before
   * /dashboard's balance shows). What its loader adds still loads once it has opened.
   */
  readonly namespaces?: readonly string[];
  /** Asks for what opening it will load (its code, its definition), without waiting or guarding. */
  readonly preload?: () => void;
}

/** A page ready to show at an address. */
export interface ShownPage {
  readonly location: Location;
  readonly route: PageRoute;
  readonly Component: ComponentType;
  readonly data: unknown;
  /**
   * What it loaded is what any visitor gets, with nothing of this device's own (a journey's stored
   * state): the page rendered at build time is this page, so React may take it over as it is.
   */
  readonly pristine: boolean;
  /** The namespaces of locales/ besides the portal's that its texts come from (a content page's long texts). */
  readonly namespaces: readonly string[];
}

/** An address to open outside the router (the first page, a prerendered one): only the path says which page it is. */
export function locationAt(pathname: string, search = '', hash = ''): Location {
  return { pathname, search, hash, state: null, key: 'default' };
}

/** The route of the table that an address shows, ranked as react-router ranks them. */
function routeAt(routes: readonly PageRoute[], location: Location): PageRoute | undefined {
  const path = matchRoutes(routes.map((route) => ({ path: route.path })), location)?.at(-1)?.route.path;
  return routes.find((route) => route.path === path);
}

/** Starts loading the texts the route of an address is known to need; resolves once they are there, failed ones left showing their keys. */
export function loadRouteTexts(routes: readonly PageRoute[], location: Location, i18n: I18n): Promise<unknown> {
  return Promise.all((routeAt(routes, location)?.namespaces ?? []).map((ns) => loadNamespace(i18n, ns).catch(() => undefined)));
}

/** Starts loading what the page of an address will need to open, before anything else is ready to open it. */
export function preloadPage(routes: readonly PageRoute[], location: Location): void {
  routeAt(routes, location)?.preload?.();
}

/**
 * Opens the page of an address: the page, or where to go instead. A route that fails to open shows
 * the error page at that address. Exported so the first page can be opened before React hydrates it.
 */
export async function openPage(routes: readonly PageRoute[], location: Location, errorPage: ErrorPage): Promise<ShownPage | { readonly redirect: string }> {
  const route = routeAt(routes, location);
  if (!route) throw new Error(`no route for ${location.pathname}: schemas/routes.json needs a "*" route`);
  try {
    const load = await route.open(location);
    if ('redirect' in load) return load;
    return { location, route, Component: load.Component, data: load.data, pristine: load.pristine ?? false, namespaces: load.namespaces ?? [] };
  } catch (error) {
    announcePageFailure(error);
    return { location, route: { ...route, handle: errorPage.handle }, Component: errorPage.Component, data: undefined, pristine: false, namespaces: [] };
  }
}

/** The same page: a dialog's own history entry, or a navigation to where the customer already is. */
function samePlace(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/** The page shown when a route fails to open or to draw. */
export interface ErrorPage {
  readonly Component: ComponentType;
  readonly handle?: RouteHandle;
}

export interface PageHostProps {
  readonly routes: readonly PageRoute[];
  /** The frame around every page; it draws the page where it puts an <Outlet />. */
  readonly layout: ComponentType;
  /** What shows while the first page opens. */
  readonly fallback: ComponentType;
  readonly errorPage: ErrorPage;
  /** The first page, opened before the first render (a prerendered page being hydrated). */
  readonly initial?: ShownPage;
  /** Receives the host's navigation, for what lives outside React (the API client ending a session). */
  readonly onNavigator?: (navigateTo: NavigateTo) => void;
}

interface BoundaryProps {
  readonly fallback: ComponentType;
  readonly children: ReactNode;
}

/** A page that fails while it draws shows the error page in its place; the next page starts afresh. */
class PageBoundary extends ReactComponent<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(info.componentStack);
    announcePageFailure(error);
  }

  override render(): ReactNode {
    const Fallback = this.props.fallback;
    return this.state.failed ? <Fallback /> : this.props.children;
  }
}

/**
 * The portal's pages on react-router's declarative router (docs/decisions/0002-router.md). A new
 * address is opened (its guard, its code and its data) while the page before stays on screen and
 * says it is busy; only a page that is ready replaces it, so a guard's refusal never flashes the
 * screen it refuses. Coming back to the same address (a dialog's history entry) opens nothing.
 * The latest address wins: a page opened for an address already left is dropped.
 */
export function PageHost({ routes, layout: Layout, fallback: Fallback, errorPage, initial, onNavigator }: PageHostProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [page, setPage] = useState<ShownPage | undefined>(initial);
  const pageRef = useRef(page);
  pageRef.current = page;
  const opening = useRef(0);

  // Where the address was before this change: new search params on the path already shown (a
  // list's filter, its next page) show the same page at once, as the screen reads its own params;
  // opening it again (guard, code, definition) was most of a filter's time (docs/decisions/0014).
  // A return to that path from a navigation elsewhere still opens it, and its guard runs.
  const previous = useRef(location);
  const adopted = useRef<Location | null>(null);
  if (previous.current !== location && previous.current.pathname === location.pathname && page?.location.pathname === location.pathname) adopted.current = location;
  const searchOnly = adopted.current === location;
  const previousPath = previous.current.pathname;
  useEffect(() => {
    previous.current = location;
  });

  useEffect(() => {
    const run = ++opening.current;
    const before = pageRef.current;
    // A return from a navigation elsewhere (not yet shown) opens the page again: its guard decides again.
    const returned = previousPath !== location.pathname;
    if (before && (searchOnly || (samePlace(before.location, location) && !returned))) return;
    const texts = loadRouteTexts(routes, location, i18n);
    void openPage(routes, location, errorPage).then(async (opened) => {
      // A page's texts of another namespace (the signed-in screens') are there before it shows; a
      // namespace that fails to load leaves its keys showing rather than the page unshown. A page of
      // the main namespace alone may name a later format (the video KYC step's days): waited for too.
      if (!('redirect' in opened)) await Promise.all([texts, laterFormats(i18n).catch(() => undefined), ...opened.namespaces.map((ns) => loadNamespace(i18n, ns).catch(() => undefined))]);
      if (run !== opening.current) return;
      if ('redirect' in opened) void navigate(opened.redirect, { replace: true });
      // Drawn in slices that yield to the phone between them (a page's first drawing was a task of
      // 90 to 140 ms on Lighthouse's phone, issue 37); the page before stays until it is done.
      else startTransition(() => setPage(opened));
    });
    // The host opens a page when the address changes, and only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  // The same place at a new history entry is the page shown, at that entry, at once.
  const shown = useMemo(() => (page && page.location !== location && (samePlace(page.location, location) || searchOnly) ? { ...page, location } : page), [page, location, searchOnly]);
  const navigating = shown?.location !== location;

  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const waiting = useRef<(() => void)[]>([]);
  const navigateTo = useCallback<NavigateTo>(
    (to, options) =>
      new Promise((resolve) => {
        waiting.current.push(resolve);
        void (typeof to === 'number' ? navigateRef.current(to) : navigateRef.current(to, options));
      }),
    [],
  );
  // Whoever went somewhere learns it once the page there is shown.
  useEffect(() => {
    if (navigating) return;
    for (const arrived of waiting.current.splice(0)) arrived();
  });
  useEffect(() => {
    onNavigator?.(navigateTo);
  }, [onNavigator, navigateTo]);

  // The same value while the same page stays (new search params are the same page): every hook
  // that reads it (each load, each action) would otherwise draw again at each filter of a list.
  const handle = shown?.route.handle;
  const data = shown?.data;
  const Screen = shown?.Component;
  const path = shown?.location.pathname ?? location.pathname;
  const state = useMemo<PageState>(() => ({ handle, data, Screen, navigating, navigateTo, path }), [handle, data, Screen, navigating, navigateTo, path]);
  // The same element at every address: the layout draws again only for what it reads (the page
  // state, the language), not for new search params, which only the screen reads.
  const frame = useMemo(() => <Layout />, [Layout]);
  const screenElement = useMemo(() => <ShownScreen errorPage={errorPage.Component} />, [errorPage]);
  if (!shown) return <Fallback />;
  // Only the route of the page shown: the host matched it when it opened the page, and react-router
  // ranks every route it is given at every address (a fifth of a list's page change at 4× CPU with
  // the whole table). Given here, it still gives the screen its path's parameters.
  return (
    <PageContext.Provider value={state}>
      <PageBoundary fallback={errorPage.Component}>
        <Routes location={shown.location}>
          <Route element={frame}>
            <Route path={shown.route.path} element={screenElement} />
          </Route>
        </Routes>
      </PageBoundary>
    </PageContext.Provider>
  );
}

/** The screen of the page shown, inside the layout; a screen that fails to draw leaves the layout standing. */
function ShownScreen({ errorPage }: { readonly errorPage: ComponentType }) {
  const { pathname } = useLocation();
  const Screen = useContext(PageContext)?.Screen ?? errorPage;
  return (
    <PageBoundary key={pathname} fallback={errorPage}>
      <Screen />
    </PageBoundary>
  );
}
