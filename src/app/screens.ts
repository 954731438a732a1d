import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteEntry } from '../core/routing/route-table';
import type { ApiServices } from '../engine/api/api-context';

export interface ScreenModule {
  readonly Component: ComponentType;
  readonly loader?: (args: LoaderFunctionArgs, entry: RouteEntry, services: ApiServices) => Promise<unknown>;
}

/** The view behind each screen name of rules/routes.json; each is its own chunk. */
export const screens: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  flow: () => import('../features/journeys/flow-page'),
  dashboard: () => import('../features/wallet/dashboard-page'),
  title: () => import('../features/system/title-page'),
  notFound: () => import('../features/system/not-found-page'),
  serverError: () => import('../features/system/server-error-page'),
};
