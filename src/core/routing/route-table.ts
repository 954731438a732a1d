import routesFile from '../../../rules/routes.json';

export type RouteAccess = 'guest' | 'public' | 'session';

export interface RouteEntry {
  readonly path: string;
  readonly screen: string;
  readonly access: RouteAccess;
  readonly titleKey: string;
  /** For the screen "flow": the journey of schemas/flows/ whose steps this route shows. */
  readonly flow?: string;
}

/** The routes of spec §2 as declared in rules/routes.json. */
export const routeTable = {
  loginRoute: routesFile.loginRoute,
  homeRoute: routesFile.homeRoute,
  serverErrorRoute: routesFile.serverErrorRoute,
  routes: routesFile.routes as readonly RouteEntry[],
};
