import type { ComponentType } from 'react';
import type { RouteEntry } from '../core/routing/route-table';
import type { ScreenKind } from '../core/screens/screen-definition';
import type { ApiServices } from '../engine/api/api-context';
import type { ScreenLoad } from '../engine/routing/page-host';

export interface ScreenModule {
  readonly Component: ComponentType;
  readonly loader?: (entry: RouteEntry, services: ApiServices) => Promise<ScreenLoad>;
}

/** The generic view of each screen kind of schemas/routes.json; each is its own chunk, so a route loads only the kinds it uses. */
export const screens: Readonly<Record<ScreenKind, () => Promise<ScreenModule>>> = {
  flow: () => import('../features/journeys/flow-page'),
  home: () => import('../engine/kinds/home/home-page'),
  list: () => import('../engine/kinds/list/list-page'),
  detail: () => import('../engine/kinds/detail/detail-page'),
  content: () => import('../engine/kinds/content/content-page'),
  result: () => import('../engine/kinds/result/result-page'),
};
