import routesFile from '../../../schemas/routes.json';
import type { ScreenKind } from '../screens/screen-definition';

export type RouteAccess = 'guest' | 'public' | 'session';

export interface NavEntry {
  readonly labelKey: string;
  readonly icon: string;
  /** The permission the screen needs; without it, the entry tells the customer to upgrade. */
  readonly permission?: string;
}

export interface RouteEntry {
  readonly path: string;
  readonly kind: ScreenKind;
  readonly access: RouteAccess;
  readonly titleKey: string;
  /** The journey of schemas/flows/ (flow) or the screen of schemas/screens/ (other kinds), by file stem. */
  readonly definition: string;
  readonly nav?: NavEntry;
  readonly footer?: boolean;
  /** An action fact of the permission decisions; a customer refused it is sent to the home route. */
  readonly permission?: string;
  /** Files of locales/ its texts need besides the first bundle's (places), loaded before it shows. */
  readonly namespaces?: readonly string[];
}

/** What every route of the router carries for the shell: its title and who may see it. */
export interface RouteHandle {
  readonly titleKey: string;
  readonly access: RouteAccess;
}

/** The routes of spec §2 as declared in schemas/routes.json. */
export const routeTable = {
  loginRoute: routesFile.loginRoute,
  homeRoute: routesFile.homeRoute,
  serverErrorRoute: routesFile.serverErrorRoute,
  routes: routesFile.routes as readonly RouteEntry[],
};
